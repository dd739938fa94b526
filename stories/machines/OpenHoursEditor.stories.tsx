import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { OpenHoursEditorView } from '../../app/features/venues/OpenHoursEditorView.tsx';
import { ToastProvider, useToast } from '../../app/toasts/ToastProvider.tsx';
import { openedDialog } from '../support/dialogFocus.ts';
import { HELD_TOAST_MS } from '../support/heldToasts.ts';
import type { OpenHours } from '../../contract/openHours.ts';
import { openHoursEditorMachine } from '../../machines/openHoursEditor.machine.ts';
import { selectOpenHoursDays, selectOpenHoursStatus } from '../../machines/openHoursEditor.selectors.ts';
import { Button } from '../../ui-kit/index.ts';

/** A venue open Wednesday to Sunday, late on Friday and Saturday. */
const venueHours: OpenHours = {
  mondayOpen: null,
  mondayClose: null,
  tuesdayOpen: null,
  tuesdayClose: null,
  wednesdayOpen: '10:00',
  wednesdayClose: '22:00',
  thursdayOpen: '10:00',
  thursdayClose: '23:30',
  fridayOpen: '10:00',
  fridayClose: null,
  saturdayOpen: '09:00',
  saturdayClose: null,
  sundayOpen: '11:00',
  sundayClose: '20:00',
};

const never = <T,>() => new Promise<T>(() => {});

interface EditorProps {
  /** Stands in for PUT /api/venues/{venueId}/open-hours. */
  save: () => Promise<void>;
}

/** The open hours machine with the server stubbed, in the venue page's dialog (open from the start). */
function OpenHoursEditor({ save }: EditorProps) {
  const showToast = useToast();
  const [open, setOpen] = useState(true);
  const actor = useActorRef(
    openHoursEditorMachine.provide({
      actors: { saveOpenHours: fromPromise(save) },
      actions: { showToast: (_, toast) => showToast(toast) },
    }),
    { input: { hours: venueHours } },
  );
  const days = useSelector(actor, selectOpenHoursDays);
  const status = useSelector(actor, selectOpenHoursStatus);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Edit open hours
      </Button>
      <OpenHoursEditorView
        open={open}
        days={days}
        status={status}
        onClose={() => setOpen(false)}
        onOpenToggle={(day, checked) => actor.send({ type: 'openHours.openToggled', day, checked })}
        onCloseToggle={(day, checked) => actor.send({ type: 'openHours.closeToggled', day, checked })}
        onOpenTimeChange={(day, time) => actor.send({ type: 'openHours.openTimeChanged', day, time })}
        onCloseTimeChange={(day, time) => actor.send({ type: 'openHours.closeTimeChanged', day, time })}
        onSave={() => actor.send({ type: 'openHours.save' })}
        onDiscard={() => actor.send({ type: 'openHours.discard' })}
      />
    </>
  );
}

const meta = {
  title: 'Machines/Open hours editor',
  component: OpenHoursEditor,
  parameters: { visual: { viewport: { width: 1280, height: 900 } } },
  decorators: [
    (Story) => (
      <ToastProvider toastDurationMs={HELD_TOAST_MS}>
        <Story />
      </ToastProvider>
    ),
  ],
  args: { save: async () => undefined },
} satisfies Meta<typeof OpenHoursEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

// Acted in once its first focus has landed (openedDialog): a time field clicked before that frame
// lost its digits to the dialog's first control on a loaded machine (CI read 00:00, not 18:30).
const dialog = async () => within(await openedDialog('Open hours'));
const day = async (name: string) => within((await dialog()).getByRole('group', { name }));

/** Monday opened (00:00), Friday given a close time: the edits that make the form dirty. */
async function edit() {
  await userEvent.click((await day('Monday')).getByRole('checkbox', { name: 'Monday open' }));
  await userEvent.click((await day('Friday')).getByRole('checkbox', { name: 'Friday close' }));
}

async function save() {
  await userEvent.click((await dialog()).getByRole('button', { name: 'Save' }));
}

/** form.idle: the loaded hours; closed days, LATE finishes and times. */
export const Idle: Story = {
  play: async () => {
    await expect((await day('Friday')).getByText('LATE')).toBeVisible();
    await expect((await dialog()).getByRole('button', { name: 'Discard changes' })).toBeDisabled();
  },
};

/** form.idle after edits: ticking Open starts the day at 00:00; ticking Close adds 00:00. */
export const Edited: Story = {
  play: async () => {
    await edit();
    await expect((await day('Monday')).getByRole('group', { name: 'Monday open time' })).toHaveAttribute('data-value', '00:00');
    await expect((await day('Friday')).getByRole('group', { name: 'Friday close time' })).toHaveAttribute('data-value', '00:00');
    await expect((await dialog()).getByRole('button', { name: 'Discard changes' })).toBeEnabled();
  },
};

/** saving: the fourteen fields are sent; the form waits. */
export const Saving: Story = {
  args: { save: never },
  play: async () => {
    await edit();
    await save();
    await expect((await dialog()).getByRole('button', { name: /Save/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** form.saved: the success toast; the edits are the new baseline. */
export const Saved: Story = {
  play: async () => {
    await edit();
    await save();
    await expect(await within(document.body).findByText('Successfully updated venue open hours')).toBeVisible();
    await expect((await dialog()).getByRole('button', { name: 'Discard changes' })).toBeDisabled();
  },
};

/** form.failed: the error toast and message; the edits are kept. */
export const Failed: Story = {
  args: {
    save: async () => {
      throw new Error('server error');
    },
  },
  play: async () => {
    await edit();
    await save();
    await expect(await (await dialog()).findByRole('alert')).toHaveTextContent('Error updating venue open hours');
    await expect((await day('Monday')).getByRole('group', { name: 'Monday open time' })).toHaveAttribute('data-value', '00:00');
  },
};

/** form.idle: a time typed into the 24-hour picker reaches the machine (digits move on to the minutes). */
export const TypedTime: Story = {
  play: async () => {
    await userEvent.click((await day('Monday')).getByRole('checkbox', { name: 'Monday open' }));
    const openTime = within((await day('Monday')).getByRole('group', { name: 'Monday open time' }));
    await userEvent.click(openTime.getByRole('spinbutton', { name: 'Monday open hours' }));
    await userEvent.keyboard('1830');
    await expect((await day('Monday')).getByRole('group', { name: 'Monday open time' })).toHaveAttribute('data-value', '18:30');
    await userEvent.keyboard('{ArrowUp}');
    await expect((await day('Monday')).getByRole('group', { name: 'Monday open time' })).toHaveAttribute('data-value', '18:31');
  },
};

/** form.idle on a 390 px phone: each day stacks its Open and Close, every control is on screen. */
export const Phone: Story = {
  parameters: { visual: { viewport: { width: 390, height: 1400 } } },
  play: async () => {
    await edit();
    const editor = await dialog();
    const panel = (await within(document.body).findByRole('dialog', { name: 'Open hours' })) as HTMLElement;
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    for (const name of ['Monday close', 'Friday close', 'Sunday close minutes']) {
      const control = editor.getByRole(name.endsWith('minutes') ? 'spinbutton' : 'checkbox', { name });
      const box = control.getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(390);
      await expect(box.left).toBeGreaterThanOrEqual(0);
    }
  },
};
