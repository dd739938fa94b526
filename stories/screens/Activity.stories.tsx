import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { activityEntityTypes } from '../../contract/activity.ts';
import type { ActivityFilterFields } from '../../app/features/activity/activityFilter.ts';
import { ActivityView } from '../../app/features/activity/ActivityView.tsx';
import { phoneParameters } from '../support/phone.ts';
import { activityRecords, activityViewArgs } from './fixtures/activity.ts';
import { pickZebraArcades, useClientSearchFixture, zebraArcades } from './fixtures/useClientSearchFixture.ts';

const meta = {
  title: 'Screens/Activity',
  component: ActivityView,
  args: activityViewArgs(),
} satisfies Meta<typeof ActivityView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading activity' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No activity found')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Error', { exact: true })).toBeVisible();
  },
};

/** Newest first; each title names the object and where it is; a record opens to its changed fields, before and after side by side. */
export const Records: Story = {
  args: { records: activityRecords, total: activityRecords.length, onExport: fn() },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const items = page.getAllByRole('listitem');
    await expect(items).toHaveLength(activityRecords.length);
    // A command names what was sent, to which screen, where; the player's answer is folded in.
    await expect(items[0]).toHaveTextContent('Administrator sent Identify to Bar at Glenelg Jetty Hotel');
    await expect(items[0]).toHaveTextContent('Done');
    await expect(items[1]).toHaveTextContent('Avery Admin changed schedule entry Late nights at Glenelg Jetty Hotel');
    await expect(items[2]).toHaveTextContent('Avery Admin changed the open hours of Glenelg Jetty Hotel');
    await expect(items[3]).toHaveTextContent('Avery Admin changed venue Glenelg Jetty Hotel');
    await expect(items[4]).toHaveTextContent('A graphics controller created display Bar at Glenelg Jetty Hotel');
    await expect(page.queryByRole('table', { name: 'Changes' })).toBeNull();
    await userEvent.click(page.getByText('Avery Admin changed the open hours of Glenelg Jetty Hotel'));
    const changes = page.getByRole('table', { name: 'Changes' });
    await expect(within(changes).getByRole('row', { name: /Monday close/ })).toHaveTextContent('Monday close17:0018:00');
    await expect(within(changes).getByRole('row', { name: /Friday close/ })).toHaveTextContent('Friday close22:00—');
    await userEvent.click(page.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledOnce();
  },
};

/** Details in the screens' words: names for ids, "Outside open hours" for a day part, weekdays by name; never an id or a code. */
export const DetailsInWords: Story = {
  args: { records: activityRecords, total: activityRecords.length, openIds: ['105', '106'] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const [command, entry] = page.getAllByRole('table', { name: 'Changes' });
    await expect(within(entry!).getByRole('row', { name: /When/ })).toHaveTextContent('When—Outside open hours');
    await expect(within(entry!).getByRole('row', { name: /Playlist/ })).toHaveTextContent('Playlist—Evening loop');
    await expect(within(entry!).getByRole('row', { name: /Days/ })).toHaveTextContent('DaysMondayMonday, Friday');
    await expect(within(command!).getByRole('row', { name: /Command/ })).toHaveTextContent('Command—Identify');
    await expect(within(command!).getByRole('row', { name: /Display/ })).toHaveTextContent('Display—Bar');
    // No id, no raw code, no bookkeeping (the command's id and state) anywhere in the details.
    await expect(canvasElement.textContent).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    await expect(canvasElement.textContent).not.toMatch(/closed|identify/);
    await expect(within(command!).queryByRole('row', { name: /^(Id|State)/ })).toBeNull();
  },
};

/** Every kind of record is in the Type filter, each by its name on the screens. */
export const TypeFilter: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('combobox', { name: 'Type' }));
    const listbox = await within(document.body).findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(activityEntityTypes.length + 1);
    await expect(within(listbox).getByRole('option', { name: 'Screen command' })).toBeInTheDocument();
    await expect(within(listbox).getByRole('option', { name: 'Data source' })).toBeInTheDocument();
    await expect(within(listbox).getByRole('option', { name: 'Compliance rules' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * "Leave out sign-ins" (the address's `changesOnly=true`): ticked by keyboard it asks for the
 * changes only and keeps the focus; unticked it clears the field from the address.
 */
export const LeaveOutSignIns: Story = {
  args: { records: activityRecords, total: activityRecords.length, fields: {}, onFieldsChange: fn() },
  render: function ActivityLeavingOutSignIns(args) {
    const [fields, setFields] = useState<ActivityFilterFields>(args.fields);
    return (
      <ActivityView
        {...args}
        fields={fields}
        onFieldsChange={(next) => {
          setFields(next);
          args.onFieldsChange(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const box = page.getByRole('checkbox', { name: 'Leave out sign-ins' });
    await expect(box).not.toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    await expect(args.onFieldsChange).toHaveBeenLastCalledWith({ changesOnly: 'true' });
    await expect(page.getByRole('checkbox', { name: 'Leave out sign-ins' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Leave out sign-ins' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onFieldsChange).toHaveBeenLastCalledWith({ changesOnly: undefined });
    await expect(page.getByRole('checkbox', { name: 'Leave out sign-ins' })).not.toBeChecked();
  },
};

/** A password change shows that it changed, never a value. */
export const SecretChanged: Story = {
  args: { records: activityRecords, total: activityRecords.length, openIds: ['101'] },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('row', { name: /Password/ });
    await expect(row).toHaveTextContent('PasswordHiddenHidden');
  },
};

/** More than the count goes to: "10,000+ records" and Show more. */
export const ManyRecords: Story = {
  args: { records: activityRecords, total: 10_000, totalCapped: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('10,000+ records')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show more' })).toBeVisible();
  },
};

/**
 * An admin types part of a client's name: the server's search finds a client beyond the first 100;
 * choosing it lets go of the venue and offers that client's venues.
 */
export const FindAClient: Story = {
  args: { records: activityRecords, total: activityRecords.length, fields: {}, onFieldsChange: fn() },
  render: function ActivityFindingAClient(args) {
    const [fields, setFields] = useState<ActivityFilterFields>(args.fields);
    const clientFilter = useClientSearchFixture(fields.clientId);
    const onFieldsChange = (next: ActivityFilterFields) => {
      args.onFieldsChange(next);
      setFields(next);
    };
    const venueOptions = fields.clientId ? [{ value: '7e1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5c', label: 'Zebra Arcades Leeds' }] : null;
    return <ActivityView {...args} fields={fields} onFieldsChange={onFieldsChange} clientFilter={clientFilter} venueOptions={venueOptions} />;
  },
  play: async ({ canvasElement, args }) => {
    await pickZebraArcades(canvasElement);
    await expect(args.onFieldsChange).toHaveBeenLastCalledWith({ clientId: zebraArcades.value, venueId: undefined });
  },
};

/** The same at 390 px: the filters stack, nothing scrolls sideways. */
export const FindAClientPhone: Story = {
  ...FindAClient,
  parameters: phoneParameters,
  play: async (context) => {
    await FindAClient.play!(context);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A client user: no Person or Client filter (their own client is implied), their venues to choose from. */
export const ClientUser: Story = {
  args: { personOptions: null, clientFilter: null, venueOptions: [{ value: '7e1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b', label: 'Leeds Central' }], records: activityRecords, total: activityRecords.length },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.queryByRole('combobox', { name: 'Client' })).toBeNull();
    await expect(page.queryByRole('combobox', { name: 'Person' })).toBeNull();
    await expect(page.getByRole('combobox', { name: 'Venue' })).toBeVisible();
  },
};
