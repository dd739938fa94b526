import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { ScheduleEntryDialog } from '../../app/features/scheduling/schedules/ScheduleEntryDialog.tsx';
import { narrowTargetOptions } from '../../app/features/scheduling/schedules/narrowTargets.ts';
import { LAST_DATE_REQUIRED, NOT_ALLOWED_TITLE, type Violation } from '../../contract/complianceRules.ts';
import type { FleetDisplay } from '../../contract/fleet.ts';
import { ToastProvider, useToast } from '../../app/toasts/ToastProvider.tsx';
import { HELD_TOAST_MS } from '../support/heldToasts.ts';
import { scheduleMessages, type ScheduleEntry } from '../../contract/schedules.ts';
import { scheduleEntryEditorMachine, type SaveEntryInput } from '../../machines/scheduleEntryEditor.machine.ts';
import { selectScheduleEntryEditor } from '../../machines/scheduleEntryEditor.selectors.ts';
import { phoneParameters } from '../support/phone.ts';
import { happyHour, layoutOptions, playlistOptions, venueId } from '../screens/fixtures/schedules.ts';
import { fleetDisplays } from '../screens/fixtures/fleet.ts';
import { openedDialog } from '../support/dialogFocus.ts';

const never = <T,>() => new Promise<T>(() => {});

interface EditorProps {
  /** Stands in for POST or PUT /api/schedules. */
  save: (input: SaveEntryInput) => Promise<ScheduleEntry>;
  /** Edit this entry; without it, Add entry. */
  entry?: ScheduleEntry | undefined;
  /** The venue's displays, offered to narrow where the entry plays after a refusal. */
  displays?: FleetDisplay[] | undefined;
}

/** The editor machine with the server stubbed, in the venue page's dialog. */
function ScheduleEntryEditor({ save, entry, displays = [] }: EditorProps) {
  const showToast = useToast();
  const actor = useActorRef(
    scheduleEntryEditorMachine.provide({
      actors: { saveEntry: fromPromise<ScheduleEntry, SaveEntryInput>(({ input }) => save(input)) },
      actions: { showToast: (_, toast) => showToast(toast) },
    }),
    { input: { target: { venueId }, entry } },
  );
  const view = useSelector(actor, selectScheduleEntryEditor);
  if (view.closed) return <p>{actor.getSnapshot().matches('saved') ? 'Saved: the dialog closed.' : 'Cancelled: the dialog closed.'}</p>;
  return (
    <ScheduleEntryDialog
      view={view}
      layoutOptions={layoutOptions}
      playlistOptions={playlistOptions}
      onChange={(patch) => actor.send({ type: 'entry.changed', patch })}
      onNext={() => actor.send({ type: 'entry.next' })}
      onBack={() => actor.send({ type: 'entry.back' })}
      onSave={() => actor.send({ type: 'entry.save' })}
      onCancel={() => actor.send({ type: 'entry.cancel' })}
      targetOptions={view.violations.length > 0 ? narrowTargetOptions(view.initialTarget, displays, view.violations) : []}
      onTargetChange={(target) => actor.send({ type: 'entry.targetChanged', target })}
    />
  );
}

const meta = {
  title: 'Machines/Schedule entry editor',
  component: ScheduleEntryEditor,
  parameters: { visual: { viewport: { width: 1280, height: 900 } } },
  decorators: [
    (Story) => (
      <ToastProvider toastDurationMs={HELD_TOAST_MS}>
        <Story />
      </ToastProvider>
    ),
  ],
  args: { save: async (input: SaveEntryInput): Promise<ScheduleEntry> => ({ ...happyHour, target: input.request.target }) },
} satisfies Meta<typeof ScheduleEntryEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

// Once its first focus has landed (openedDialog): a field clicked and typed into before that frame
// would lose its keys to the dialog's first control on a loaded machine.
const dialog = async (name = 'Add schedule entry') => within(await openedDialog(name));

/** Step 1 filled in: a name and a layout chosen from the list, then Next. */
async function fillWhat() {
  const add = await dialog();
  await userEvent.type(add.getByRole('textbox', { name: 'Name' }), 'Evening sport');
  await userEvent.click(add.getByRole('combobox', { name: 'Layout' }));
  await userEvent.click(await within(document.body).findByRole('option', { name: 'Sport tonight' }));
  await userEvent.click(add.getByRole('button', { name: 'Next' }));
  await expect(await add.findByText('Step 2 of 2: when it plays')).toBeVisible();
}

async function save() {
  await userEvent.click((await dialog()).getByRole('button', { name: 'Save' }));
}

/** what: step 1 of a new entry. */
export const What: Story = {
  play: async () => {
    const add = await dialog();
    await expect(add.getByText('Step 1 of 2: what plays')).toBeVisible();
    await expect(add.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    // The name's limit shows before a save could refuse it.
    await expect(add.getByRole('textbox', { name: 'Name' })).toHaveAttribute('maxlength', '100');
    await expect(add.getByText('For example: Happy hour (0 of 100 characters)')).toBeVisible();
  },
};

/** what, after Next with nothing filled in: each field says what it needs. */
export const WhatInvalid: Story = {
  play: async () => {
    const add = await dialog();
    await userEvent.click(add.getByRole('button', { name: 'Next' }));
    await expect(add.getByText(scheduleMessages.scheduleNameRequired)).toBeVisible();
    await expect(add.getByText(scheduleMessages.contentRequired)).toBeVisible();
  },
};

/** when: step 2, every day, an evening window. */
export const When: Story = {
  play: async () => {
    await fillWhat();
    const add = await dialog();
    await expect(add.getByRole('checkbox', { name: 'Sunday' })).toBeChecked();
    await expect(add.getByRole('group', { name: 'From' })).toHaveAttribute('data-value', '17:00');
  },
};

/** Step 1 filled in, then Enter on Next twice: step 2 takes focus at its first field and the second Enter saves nothing. */
export const EnterTwiceOnNext: Story = {
  args: { save: fn(async (input: SaveEntryInput): Promise<ScheduleEntry> => ({ ...happyHour, target: input.request.target })) },
  play: async ({ args }) => {
    const add = await dialog();
    await userEvent.type(add.getByRole('textbox', { name: 'Name' }), 'Evening sport');
    await userEvent.click(add.getByRole('combobox', { name: 'Layout' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Sport tonight' }));
    add.getByRole('button', { name: 'Next' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await add.findByText('Step 2 of 2: when it plays')).toBeVisible();
    const monday = add.getByRole('checkbox', { name: 'Monday' });
    await waitFor(() => expect(monday).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(add.getByText('Step 2 of 2: when it plays')).toBeVisible();
    await expect(monday).toBeChecked();
    await expect(args.save).not.toHaveBeenCalled();
  },
};

/** Back from step 2: step 1 takes focus at its Name field, with what was typed. */
export const BackFocusesName: Story = {
  play: async () => {
    await fillWhat();
    const add = await dialog();
    await userEvent.click(add.getByRole('button', { name: 'Back' }));
    const name = await add.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveValue('Evening sport');
  },
};

/** when, a window that ends before it starts: the To field says it runs into the next day. */
export const WhenOvernight: Story = {
  args: { entry: { ...happyHour, from: '12:00', to: '11:30', dayPart: null } },
  play: async () => {
    const edit = await dialog('Edit schedule entry');
    await userEvent.click(edit.getByRole('button', { name: 'Next' }));
    await expect(await edit.findByText('12:00 → 11:30 next day')).toBeVisible();
  },
};

/** when, editing a Friday entry: with a day part there are no times; with no day and a bad priority, Save names both fields. */
export const WhenInvalid: Story = {
  args: { entry: { ...happyHour, target: { venueId }, days: ['friday'] } },
  play: async () => {
    const add = await dialog('Edit schedule entry');
    await userEvent.click(add.getByRole('button', { name: 'Next' }));
    await userEvent.click(await add.findByRole('combobox', { name: 'Hours' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'During open hours' }));
    await expect(add.queryByRole('group', { name: 'From' })).toBeNull();
    await userEvent.click(add.getByRole('checkbox', { name: 'Friday' }));
    const priority = add.getByRole('textbox', { name: 'Priority' });
    await userEvent.clear(priority);
    await userEvent.type(priority, 'high');
    await userEvent.click(add.getByRole('button', { name: 'Save' }));
    await expect(add.getByText(scheduleMessages.daysRequired)).toBeVisible();
    await expect(add.getByText(scheduleMessages.priorityInvalid)).toBeVisible();
  },
};

/** saving: the entry is sent; Save spins and Back waits. */
export const Saving: Story = {
  args: { save: never },
  play: async () => {
    await fillWhat();
    await save();
    const add = await dialog();
    await expect(add.getByRole('button', { name: 'Back' })).toBeDisabled();
    await expect(add.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** when.failed: the server could not be reached; nothing typed is lost and Save can be tried again. */
export const Failed: Story = {
  args: {
    save: async () => {
      throw new TypeError('Failed to fetch');
    },
  },
  play: async () => {
    await fillWhat();
    await save();
    const add = await dialog();
    await expect(await add.findByText('Nothing was lost: try Save again.')).toBeVisible();
    // One message per failure: the dialog's alert says it, no toast beside it.
    await expect(within(document.body).getAllByText('Error saving schedule entry')).toHaveLength(1);
  },
};

/** what, after the server refused the layout (deleted meanwhile): back on step 1 with its message. */
export const ServerFieldError: Story = {
  args: {
    save: async () => {
      const problem = { title: 'One or more validation errors occurred.', status: 400, errors: { 'content.assetId': [scheduleMessages.assetUnknown] } };
      throw Object.assign(new Error(problem.title), { problem });
    },
  },
  play: async () => {
    await fillWhat();
    await save();
    const add = await dialog();
    await expect(await add.findByText(scheduleMessages.assetUnknown)).toBeVisible();
    await expect(add.getByText('Step 1 of 2: what plays')).toBeVisible();
  },
};

/** saved: the dialog closed and the toast says so. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    await fillWhat();
    await save();
    await expect(await within(canvasElement).findByText('Saved: the dialog closed.')).toBeVisible();
    await expect(await within(document.body).findByText('Schedule entry saved')).toBeVisible();
  },
};

/** cancelled: closed without saving. */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click((await dialog()).getByRole('button', { name: 'Cancel' }));
    await expect(await within(canvasElement).findByText('Cancelled: the dialog closed.')).toBeVisible();
  },
};

/** Editing an entry: its values, a day part, on a phone where every field fits 390 px. */
export const EditOnPhone: Story = {
  args: { entry: { ...happyHour, target: { venueId }, dayPart: 'open', from: null, to: null } },
  parameters: phoneParameters,
  play: async () => {
    const edit = await dialog('Edit schedule entry');
    await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue('Happy hour');
    await userEvent.click(edit.getByRole('button', { name: 'Next' }));
    await expect(edit.getByRole('combobox', { name: 'Hours' })).toHaveTextContent('During open hours');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

const york = fleetDisplays.filter((display) => display.venueName === 'York Riverside');
const refusedOn = (display: FleetDisplay): Violation => ({
  displayId: display.id,
  displayLabel: display.label,
  venueId: display.venueId,
  venueName: display.venueName,
  zone: display.zone,
  category: 'gaming-promotion',
  jurisdiction: 'AU-NSW',
});
const refusal = () => {
  const problem = { type: 'docs/compliance.md', title: NOT_ALLOWED_TITLE, status: 409, violations: york.filter((display) => display.zone !== 'gaming-area').map(refusedOn) };
  return Object.assign(new Error(problem.title), { problem });
};
/** The venue's screens refuse a gaming promotion, except the gaming area's. */
const refuseOutsideGamingArea = async (input: SaveEntryInput): Promise<ScheduleEntry> => {
  if (!('displayId' in input.request.target)) throw refusal();
  return { ...happyHour, target: input.request.target };
};

/** when.refused: every refused screen in plain words; the form stays open with everything typed. */
export const Refused: Story = {
  args: { save: refuseOutsideGamingArea, displays: york },
  play: async () => {
    await fillWhat();
    await save();
    const add = await dialog();
    await expect(await add.findByText(NOT_ALLOWED_TITLE)).toBeVisible();
    const items = within(add.getByRole('list', { name: 'Screens refused' })).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Terrace, York Riverside: Gaming promotion is not allowed in the zone Seen from outside under the New South Wales rules.',
      'Cellar, York Riverside: Gaming promotion is not allowed on a screen whose zone is not set under the New South Wales rules.',
    ]);
    await expect(add.getByRole('combobox', { name: 'Where it plays' })).toHaveTextContent('Every display of this venue (not allowed)');
    await expect(add.getByRole('group', { name: 'From' })).toHaveAttribute('data-value', '17:00');
  },
};

/** when.refused, then narrowed to the gaming area's screen by keyboard: saved there. */
export const RefusedThenNarrowed: Story = {
  args: { save: fn(refuseOutsideGamingArea), displays: york },
  play: async ({ args, canvasElement }) => {
    await fillWhat();
    await save();
    const add = await dialog();
    const where = await add.findByRole('combobox', { name: 'Where it plays' });
    await userEvent.click(where);
    const options = await within(document.body).findAllByRole('option');
    await expect(options.map((option) => [option.textContent, option.getAttribute('aria-disabled')])).toEqual([
      ['Every display of this venue (not allowed)', 'true'],
      ['Sports wall, Gaming area', null],
      ['Terrace, Seen from outside (not allowed)', 'true'],
      ['Cellar, Not set (not allowed)', 'true'],
    ]);
    await userEvent.click(options[1]!);
    await expect(where).toHaveTextContent('Sports wall, Gaming area');
    await save();
    await expect(await within(canvasElement).findByText('Saved: the dialog closed.')).toBeVisible();
    await expect(args.save).toHaveBeenLastCalledWith(expect.objectContaining({ request: expect.objectContaining({ name: 'Evening sport', target: { displayId: york[0]!.id } }) }));
  },
};

/** A gaming promotion without a last date: the server's 400 shows at the Last date field. */
export const LastDateRequired: Story = {
  args: {
    save: async () => {
      const problem = { title: 'One or more validation errors occurred.', status: 400, errors: { lastDate: [LAST_DATE_REQUIRED] } };
      throw Object.assign(new Error(problem.title), { problem });
    },
  },
  play: async () => {
    await fillWhat();
    await save();
    const add = await dialog();
    const lastDate = add.getByLabelText('Last date (optional)');
    await expect(await add.findByText(LAST_DATE_REQUIRED)).toBeVisible();
    await expect(lastDate).toHaveAttribute('aria-invalid', 'true');
    await expect(lastDate).toHaveAccessibleDescription(expect.stringContaining(LAST_DATE_REQUIRED));
  },
};
