import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  graphicsControllerCodeSchema,
  linkGraphicsControllerRequestSchema,
  type LinkGraphicsControllerRequest,
} from '../../contract/graphicsControllers.ts';
import {
  CONTROLLER_LINKED_TOAST,
  INVALID_CONTROLLER_CODE_TOAST,
  LINK_CONTROLLER_FAILED_TOAST,
  controllerLinkingMachine,
} from '../../machines/controllerLinking.machine.ts';
import { selectControllerLinking } from '../../machines/controllerLinking.selectors.ts';

interface Fakes {
  check?: (input: { code: string }) => Promise<string>;
  link?: (request: LinkGraphicsControllerRequest) => Promise<void>;
}

function startLinking(fakes: Fakes = {}) {
  const showToast = vi.fn();
  const refetchControllers = vi.fn();
  const check = vi.fn(fakes.check ?? (async () => 'controller-1'));
  const link = vi.fn(fakes.link ?? (async () => undefined));
  const machine = controllerLinkingMachine.provide({
    actors: {
      checkCode: fromPromise(({ input }) => check(input)),
      link: fromPromise(({ input }) => link(input)),
    },
    actions: { showToast: (_, params) => showToast(params), refetchControllers },
  });
  const actor = createActor(machine).start();
  return { actor, showToast, refetchControllers, check, link };
}

async function openOnNameStep(fakes: Fakes = {}) {
  const started = startLinking(fakes);
  started.actor.send({ type: 'linking.open' });
  started.actor.send({ type: 'linking.codeChanged', value: 'abc123' });
  started.actor.send({ type: 'linking.next' });
  await waitFor(started.actor, (s) => s.matches({ open: 'name' }));
  return started;
}

describe('controllerLinking machine', () => {
  it('starts closed and opens on the code step', () => {
    const { actor } = startLinking();
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(selectControllerLinking(actor.getSnapshot()).open).toBe(false);
    actor.send({ type: 'linking.open' });
    expect(actor.getSnapshot().matches({ open: 'code' })).toBe(true);
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
    expect(selectControllerLinking(actor.getSnapshot())).toEqual({
      open: true,
      step: 'code',
      code: '',
      name: 'Generation One PC',
      codeError: null,
      nameError: null,
      busy: false,
    });
  });

  it('says what the code lacks on Next before 6 characters, without a lookup, until the person types', () => {
    const { actor, check } = startLinking();
    actor.send({ type: 'linking.open' });
    actor.send({ type: 'linking.next' });
    expect(selectControllerLinking(actor.getSnapshot()).codeError).toBe('GraphicsController code is required');
    actor.send({ type: 'linking.codeChanged', value: 'ab1' });
    expect(selectControllerLinking(actor.getSnapshot()).codeError).toBeNull();
    actor.send({ type: 'linking.next' });
    expect(actor.getSnapshot().matches({ open: 'code' })).toBe(true);
    expect(selectControllerLinking(actor.getSnapshot()).codeError).toBe('GraphicsController code must be 6 characters');
    expect(check).not.toHaveBeenCalled();
  });

  it('goes forward again with Next after Back, looking the kept code up once more', async () => {
    const { actor, check } = await openOnNameStep();
    actor.send({ type: 'linking.back' });
    expect(selectControllerLinking(actor.getSnapshot())).toMatchObject({ step: 'code', code: 'ABC123' });
    actor.send({ type: 'linking.next' });
    expect(actor.getSnapshot().matches({ open: 'checkingCode' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ open: 'name' }));
    expect(check).toHaveBeenCalledTimes(2);
    expect(check).toHaveBeenLastCalledWith({ code: 'ABC123' });
  });

  it('upper-cases the code and looks it up only on Next at exactly 6 characters', async () => {
    const { actor, check } = startLinking();
    actor.send({ type: 'linking.open' });
    actor.send({ type: 'linking.codeChanged', value: 'ab12' });
    expect(actor.getSnapshot().context.code).toBe('AB12');
    expect(actor.getSnapshot().matches({ open: 'code' })).toBe(true);
    actor.send({ type: 'linking.codeChanged', value: 'ab12cd3' });
    expect(actor.getSnapshot().matches({ open: 'code' })).toBe(true);
    expect(check).not.toHaveBeenCalled();
    actor.send({ type: 'linking.codeChanged', value: 'ab12cd' });
    // The 6th character alone does not move on: the click meant for Next must not land on Link.
    expect(actor.getSnapshot().matches({ open: 'code' })).toBe(true);
    expect(check).not.toHaveBeenCalled();
    actor.send({ type: 'linking.next' });
    expect(actor.getSnapshot().matches({ open: 'checkingCode' })).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(selectControllerLinking(actor.getSnapshot()).busy).toBe(true);
    await waitFor(actor, (s) => s.matches({ open: 'name' }));
    expect(check).toHaveBeenCalledWith({ code: 'AB12CD' });
    expect(actor.getSnapshot().context.controllerId).toBe('controller-1');
    expect(selectControllerLinking(actor.getSnapshot())).toMatchObject({ step: 'name', name: 'Generation One PC' });
  });

  it('clears the input, shows the invalid-code toast and stays on the code step for an invalid code', async () => {
    const { actor, showToast } = startLinking({
      check: async () => {
        throw new Error('404');
      },
    });
    actor.send({ type: 'linking.open' });
    actor.send({ type: 'linking.codeChanged', value: 'zzzzzz' });
    actor.send({ type: 'linking.next' });
    await waitFor(actor, (s) => s.matches({ open: 'code' }));
    expect(actor.getSnapshot().context.code).toBe('');
    expect(showToast).toHaveBeenCalledWith(INVALID_CONTROLLER_CODE_TOAST);
    expect(INVALID_CONTROLLER_CODE_TOAST).toMatchObject({
      title: 'Invalid graphics controller code',
      description: 'The graphics controller code you entered is not valid or has expired.',
    });
  });

  it('goes back from the name step to the code step', async () => {
    const { actor } = await openOnNameStep();
    actor.send({ type: 'linking.back' });
    expect(actor.getSnapshot().matches({ open: 'code' })).toBe(true);
    expect(selectControllerLinking(actor.getSnapshot()).step).toBe('code');
  });

  it('requires a name', async () => {
    const { actor, link } = await openOnNameStep();
    actor.send({ type: 'linking.nameChanged', value: '   ' });
    actor.send({ type: 'linking.submit' });
    expect(actor.getSnapshot().matches({ open: 'name' })).toBe(true);
    expect(selectControllerLinking(actor.getSnapshot()).nameError).toBe('GraphicsController name is required');
    expect(link).not.toHaveBeenCalled();
    actor.send({ type: 'linking.nameChanged', value: 'Bar PC' });
    expect(actor.getSnapshot().context.nameError).toBeNull();
  });

  it('links, closes, resets, shows the success toast and refetches', async () => {
    const { actor, link, showToast, refetchControllers } = await openOnNameStep();
    actor.send({ type: 'linking.nameChanged', value: ' Bar PC ' });
    actor.send({ type: 'linking.submit' });
    expect(actor.getSnapshot().matches({ open: 'linking' })).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('closed'));
    expect(link).toHaveBeenCalledWith({ code: 'ABC123', name: 'Bar PC' });
    expect(showToast).toHaveBeenCalledWith(CONTROLLER_LINKED_TOAST);
    expect(CONTROLLER_LINKED_TOAST.title).toBe('GraphicsController linked successfully');
    expect(refetchControllers).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toEqual({
      code: '',
      name: 'Generation One PC',
      controllerId: null,
      codeError: null,
      nameError: null,
    });
  });

  it('shows the link failure toast and stays on the name step', async () => {
    const { actor, showToast, refetchControllers } = await openOnNameStep({
      link: async () => {
        throw new Error('500');
      },
    });
    actor.send({ type: 'linking.submit' });
    await waitFor(actor, (s) => s.matches({ open: 'name' }));
    expect(showToast).toHaveBeenCalledWith(LINK_CONTROLLER_FAILED_TOAST);
    expect(LINK_CONTROLLER_FAILED_TOAST).toMatchObject({
      title: 'Failed to link graphics controller',
      description: 'There was an error linking the graphics controller. Please try again.',
    });
    expect(refetchControllers).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.code).toBe('ABC123');
  });

  it.each(['code', 'checkingCode', 'name', 'linking'] as const)('closing on the %s step resets', async (step) => {
    const never = () => new Promise<never>(() => {});
    const { actor, showToast } = startLinking({
      check: step === 'checkingCode' ? never : async () => 'controller-1',
      link: never,
    });
    actor.send({ type: 'linking.open' });
    actor.send({ type: 'linking.codeChanged', value: step === 'code' ? 'abc' : 'abc123' });
    if (step !== 'code') actor.send({ type: 'linking.next' });
    if (step === 'name' || step === 'linking') await waitFor(actor, (s) => s.matches({ open: 'name' }));
    if (step === 'linking') actor.send({ type: 'linking.submit' });
    expect(actor.getSnapshot().matches({ open: step })).toBe(true);
    actor.send({ type: 'linking.close' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ code: '', name: 'Generation One PC', controllerId: null, codeError: null, nameError: null });
    expect(showToast).not.toHaveBeenCalled();
    actor.send({ type: 'linking.open' });
    expect(actor.getSnapshot().matches({ open: 'code' })).toBe(true);
  });
});

describe('graphics controller link schemas', () => {
  it('upper-cases a 6-character code', () => {
    expect(graphicsControllerCodeSchema.parse('ab12cd')).toBe('AB12CD');
  });

  it.each([
    ['', 'GraphicsController code is required'],
    ['abc', 'GraphicsController code must be 6 characters'],
    ['abcdefg', 'GraphicsController code must be 6 characters'],
  ])('rejects the code %j with %j', (code, message) => {
    const result = graphicsControllerCodeSchema.safeParse(code);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('requires a name', () => {
    const result = linkGraphicsControllerRequestSchema.safeParse({ code: 'ABC123', name: '  ' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'GraphicsController name is required'],
    ]);
  });
});
