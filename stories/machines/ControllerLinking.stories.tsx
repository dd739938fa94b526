import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { LinkControllerDialogView } from '../../app/features/graphicsControllers/LinkControllerDialogView.tsx';
import { ToastProvider, useToast } from '../../app/toasts/ToastProvider.tsx';
import { HELD_TOAST_MS } from '../support/heldToasts.ts';
import { controllerLinkingMachine } from '../../machines/controllerLinking.machine.ts';
import { selectControllerLinking } from '../../machines/controllerLinking.selectors.ts';
import { Button } from '../../ui-kit/index.ts';
import { openedDialog } from '../support/dialogFocus.ts';

const never = <T,>() => new Promise<T>(() => {});

interface LinkingProps {
  /** Stands in for the code lookup: resolves with the controller's id or rejects. */
  checkCode: () => Promise<string>;
  /** Stands in for the link call. */
  link: () => Promise<void>;
}

/** The linking machine with the server stubbed, behind the venue page's Link button. */
function ControllerLinking({ checkCode, link }: LinkingProps) {
  const showToast = useToast();
  const actor = useActorRef(
    controllerLinkingMachine.provide({
      actors: { checkCode: fromPromise(checkCode), link: fromPromise(link) },
      actions: { showToast: (_, toast) => showToast(toast) },
    }),
  );
  const linking = useSelector(actor, selectControllerLinking);
  return (
    <>
      <Button variant="primary" onClick={() => actor.send({ type: 'linking.open' })}>
        Link Graphics Controller
      </Button>
      <LinkControllerDialogView
        linking={linking}
        onClose={() => actor.send({ type: 'linking.close' })}
        onCodeChange={(value) => actor.send({ type: 'linking.codeChanged', value })}
        onNext={() => actor.send({ type: 'linking.next' })}
        onNameChange={(value) => actor.send({ type: 'linking.nameChanged', value })}
        onBack={() => actor.send({ type: 'linking.back' })}
        onSubmit={() => actor.send({ type: 'linking.submit' })}
      />
    </>
  );
}

const meta = {
  title: 'Machines/Controller linking',
  component: ControllerLinking,
  decorators: [
    (Story) => (
      <ToastProvider toastDurationMs={HELD_TOAST_MS}>
        <Story />
      </ToastProvider>
    ),
  ],
  args: {
    checkCode: async () => '6d1e2c3b-4a59-4f68-8d7e-9a0b1c2d3e4f',
    link: async () => undefined,
  },
} satisfies Meta<typeof ControllerLinking>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Link Graphics Controller' }));
  return within(await openedDialog('Link Graphics Controller'));
}

/** Types the code and presses Next: only Next looks it up. */
async function enterCode(canvasElement: HTMLElement, code = 'ab12cd') {
  const dialog = await open(canvasElement);
  await userEvent.type(dialog.getByLabelText('Code'), code);
  await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
  return dialog;
}

/** closed: only the button that opens the dialog. */
export const Closed: Story = {
  play: async () => {
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/** open.code: the code step, input upper-cased. */
export const Code: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.type(dialog.getByLabelText('Code'), 'ab1');
    await expect(dialog.getByLabelText('Code')).toHaveValue('AB1');
  },
};

/**
 * open.code with all 6 characters typed: still the code step, with Next where it was, so the click
 * meant for Next cannot land on Link and link under the default name.
 */
export const CodeComplete: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.type(dialog.getByLabelText('Code'), 'ab12cd');
    await expect(dialog.getByLabelText('Code')).toHaveValue('AB12CD');
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Link' })).toBeNull();
    await expect(dialog.queryByLabelText('Name')).toBeNull();
  },
};

/** open.code with Next before 6 characters: no lookup, the field says what the code lacks. */
export const CodeTooShort: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.type(dialog.getByLabelText('Code'), 'ab1');
    await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    await expect(await dialog.findByText('GraphicsController code must be 6 characters')).toBeVisible();
    await expect(dialog.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** open.code after Back: the kept code, and Next (here by Enter) goes forward again. */
export const BackThenNext: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await enterCode(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: 'Back' }));
    const code = await dialog.findByLabelText('Code');
    await expect(code).toHaveValue('AB12CD');
    await waitFor(() => expect(code).toHaveFocus());
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(await dialog.findByLabelText('Name')).toHaveValue('Generation One PC');
  },
};

/** closed by Cancel: focus goes back to the button that opened the dialog. */
export const FocusReturnsOnClose: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await waitFor(() => expect(dialog.getByLabelText('Code')).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Link Graphics Controller' })).toHaveFocus(),
    );
  },
};

/** open.checkingCode: a 6-character code is being looked up. */
export const CheckingCode: Story = {
  args: { checkCode: never },
  play: async ({ canvasElement }) => {
    const dialog = await enterCode(canvasElement);
    await expect(dialog.getByText('Checking code...')).toBeVisible();
  },
};

/** open.code after an invalid code: the input is cleared and the toast says why. */
export const InvalidCode: Story = {
  args: {
    checkCode: async () => {
      throw new Error('not found');
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await enterCode(canvasElement);
    await expect(await body().findByText('Invalid graphics controller code')).toBeVisible();
    await waitFor(() => expect(dialog.getByLabelText('Code')).toHaveValue(''));
  },
};

/** open.name: Next with a 6-character code moves on to the name, which defaults to Generation One PC. */
export const Name: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await enterCode(canvasElement);
    await expect(await dialog.findByLabelText('Name')).toHaveValue('Generation One PC');
  },
};

/** open.name with an empty name submitted: the name error. */
export const NameRequired: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await enterCode(canvasElement);
    await userEvent.clear(await dialog.findByLabelText('Name'));
    await userEvent.click(dialog.getByRole('button', { name: 'Link' }));
    await expect(await dialog.findByText('GraphicsController name is required')).toBeVisible();
  },
};

/** open.linking: the link call runs. */
export const Linking: Story = {
  args: { link: never },
  play: async ({ canvasElement }) => {
    const dialog = await enterCode(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: 'Link' }));
    await expect(dialog.getByRole('button', { name: /Link/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** open.name after the link call failed: the dialog stays, with the toast. */
export const LinkFailed: Story = {
  args: {
    link: async () => {
      throw new Error('server error');
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await enterCode(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: 'Link' }));
    await expect(await body().findByText('Failed to link graphics controller')).toBeVisible();
    await expect(dialog.getByLabelText('Name')).toBeVisible();
  },
};

/** closed again after success: the dialog is reset and gone; the success toast shows. */
export const Linked: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await enterCode(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: 'Link' }));
    await expect(await body().findByText('GraphicsController linked successfully')).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};
