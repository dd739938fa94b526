import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UsersView, type UsersViewProps } from '../../app/features/users/UsersView.tsx';
import type { ComboboxOption } from '../../ui-kit/index.ts';
import { phone } from '../ui-kit/storySupport.tsx';
import { arcadia, arcadiaVenues, clients, STORY_NOW } from './fixtures/clientsAndVenues.ts';
import { usePagedFixture } from './fixtures/usePagedFixture.ts';
import { apiKeys, failedMails, invitations, SHOWN_SECRET, useFixtureVenueChoices, users, usersArgs } from './fixtures/users.ts';
import { dialogFocusSettled, openedDialog } from '../support/dialogFocus.ts';
import { openDialog } from '../support/dialogs.ts';
import { expectTablesToFit } from '../support/phone.ts';

const meta = {
  title: 'Screens/Users',
  component: UsersView,
  parameters: { visual: { viewport: { width: 1280, height: 1200 } } },
  args: usersArgs('filled'),
} satisfies Meta<typeof UsersView>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const blur = () => (document.activeElement as HTMLElement | null)?.blur();

/** The props of one story: the filled page with one part changed. */
function filledWith(change: (args: UsersViewProps) => void): UsersViewProps {
  const args = usersArgs('filled');
  change(args);
  return args;
}

export const Loading: Story = {
  args: usersArgs('loading'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    for (const text of ['Loading invitations', 'Loading users', 'Loading API keys']) {
      await expect(page.getByText(text)).toBeInTheDocument();
    }
  },
};

export const Empty: Story = {
  args: usersArgs('empty'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('No invitations')).toBeVisible();
    await expect(page.getByText('No users found')).toBeVisible();
    await expect(page.getByText('No API keys')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invite user' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create API key' })).toBeVisible();
  },
};

/** docs/product.md#messages: a list that did not load shows the plain text Error. */
export const LoadError: Story = {
  args: usersArgs('error'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Error', { exact: true })).toHaveLength(3);
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

/** Every invitation state; each role in words with its venues; actions only on Pending; no delete on one's own row. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const invitationTable = within(page.getByRole('table', { name: 'Invitations' }));
    const [header] = invitationTable.getAllByRole('row');
    for (const column of ['Email', 'Role', 'Client', 'State', 'Created', 'Invited by', 'Actions']) {
      await expect(within(header as HTMLElement).getByText(column)).toBeInTheDocument();
    }
    const badge = (state: string) => canvasElement.querySelector(`tr[data-state="${state}"] [data-variant]`);
    await expect(badge('Pending')).toHaveAttribute('data-variant', 'default');
    await expect(badge('Accepted')).toHaveAttribute('data-variant', 'success');
    await expect(badge('Expired')).toHaveAttribute('data-variant', 'warning');
    await expect(badge('Revoked')).toHaveAttribute('data-variant', 'destructive');
    await expect(invitationTable.getByText('Admin')).toBeVisible();
    await expect(invitationTable.getByText('Venue manager: York Station')).toBeVisible();
    await expect(invitationTable.getAllByRole('button', { name: /^Copy link for/ })).toHaveLength(2);
    await expect(invitationTable.getAllByRole('button', { name: /^Revoke invitation/ })).toHaveLength(2);
    await userEvent.click(invitationTable.getByRole('button', { name: 'Copy link for sam.owner@arcadia.example' }));
    await expect(args.invitations.onCopyLink).toHaveBeenCalledWith(invitations[0]);

    const userTable = within(page.getByRole('table', { name: 'Users' }));
    for (const column of ['Name', 'Email', 'Role', 'Client', 'Last login']) {
      await expect(userTable.getAllByRole('columnheader', { name: column })).toHaveLength(1);
    }
    for (const role of ['Designer', 'Approver', 'Venue manager: Leeds Central, Bristol Harbour', 'Viewer: York Station', 'Viewer']) {
      await expect(userTable.getByRole('cell', { name: role })).toBeVisible();
    }
    await expect(userTable.getByText('You')).toBeVisible();
    await expect(userTable.queryByRole('button', { name: 'Delete user Alex Admin' })).toBeNull();
    await expect(userTable.getAllByRole('button', { name: /^Delete user/ })).toHaveLength(9);
    await expect(userTable.getByText('Never')).toBeVisible();
    await expect(page.getByText('Showing 10 of 13')).toBeVisible();

    const keyTable = within(page.getByRole('table', { name: 'External API Keys' }));
    await expect(keyTable.getByRole('columnheader', { name: 'Last used' })).toBeVisible();
    await expect(keyTable.getByText('ak_7Hq2LmX9vR4tPz1K')).toBeVisible();
    blur();
  },
};

/** A client user (docs/permissions.md#people): invites and reads its client's people, changes nobody, sees no keys or webhooks. */
export const ClientUserPage: Story = {
  args: filledWith((args) => {
    args.invitations.canManage = false;
    args.invitations.chooser = { kind: 'client', clientId: clients[0]?.id ?? '' };
    args.users.canManage = false;
    args.showApiKeys = false;
    args.showWebhooks = false;
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('button', { name: 'Invite user' })).toBeVisible();
    await expect(page.queryByRole('button', { name: /^(Edit user|Delete user|Resend invitation|Revoke invitation|Copy link)/ })).toBeNull();
    await expect(page.queryByRole('table', { name: 'External API Keys' })).toBeNull();
    await expect(page.queryByRole('link', { name: 'Webhooks' })).toBeNull();
  },
};

/** An approver reads people, invitations and keys, and changes none of them. */
export const ApproverPage: Story = {
  args: filledWith((args) => {
    args.invitations.canInvite = false;
    args.invitations.canManage = false;
    args.users.canManage = false;
    args.apiKeys.canManage = false;
    args.showWebhooks = false;
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('table', { name: 'External API Keys' })).toBeVisible();
    await expect(page.queryAllByRole('button', { name: /^(Invite user|Create API key|Edit user|Delete user|Resend|Revoke|Copy link|Refresh secret|Delete API key)/ })).toEqual([]);
  },
};

/** The users table pages on the server: Show more adds 10. */
export const ShowMoreUsers: Story = {
  render: function PagedUsers(args) {
    const paged = usePagedFixture(users);
    return <UsersView {...args} users={{ ...args.users, ...paged }} />;
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Show more' }));
    await expect(page.getByText('Showing 13 of 13')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Max Moore' })).toBeVisible();
    blur();
  },
};

/** A 390 px phone: the cards stack and each table row is a block, nothing scrolls sideways. */
/** Mail the outbox gave up on: a card above the others names who did not get what. */
export const UndeliveredMail: Story = {
  args: filledWith((args) => {
    args.undeliveredMail = { mails: failedMails, now: STORY_NOW };
  }),
  play: async ({ canvasElement }) => {
    const card = within(canvasElement.querySelector<HTMLElement>('[data-users-card="undelivered-mail"]')!);
    await expect(card.getByRole('heading', { name: 'Mail not delivered' })).toBeVisible();
    await expect(card.getByText('sam.owner@arcadia.example')).toBeVisible();
    await expect(card.getByText('550 5.1.1 Mailbox unavailable')).toBeVisible();
    await expect(card.getAllByRole('row')).toHaveLength(failedMails.length + 1);
  },
};

export const Phone: Story = {
  ...phone,
  parameters: { visual: { viewport: { width: 390, height: 1400 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Invite user' })).toBeVisible();
    // Each row is a block of labelled cells: the role, with its venues, is one of them.
    await expect(within(canvasElement).getByRole('cell', { name: 'Venue manager: Leeds Central, Bristol Harbour' })).toBeVisible();
    await expectTablesToFit(canvasElement);
  },
};

/** The picker searches as the route does (here in memory): only matches are passed in. */
function InvitingUsers(args: UsersViewProps) {
  const [term, setTerm] = useState('');
  const options = useMemo<ComboboxOption[]>(
    () =>
      clients
        .filter((client) => client.name.toLowerCase().includes(term.trim().toLowerCase()))
        .slice(0, 20)
        .map((client) => ({ value: client.id, label: client.name })),
    [term],
  );
  const venueChoices = useFixtureVenueChoices();
  return <UsersView {...args} invitations={{ ...args.invitations, clientSearch: { options, loading: false, onSearch: setTerm }, venueChoices }} />;
}

/** The edit dialog with the chosen client's venues, as the route gives them. */
function EditingUsers(args: UsersViewProps) {
  const venueChoices = useFixtureVenueChoices();
  return <UsersView {...args} users={{ ...args.users, venueChoices }} />;
}

/** Keyboard only: email, a client found by typing, Enter on it, then Send invitation. */
export const CreateInvitation: Story = {
  args: filledWith((args) => {
    args.invitations.create.view = openDialog;
  }),
  render: (args) => <InvitingUsers {...args} />,
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Invite user'));
    await userEvent.type(dialog.getByLabelText('Email'), 'new.owner@harbour.example');
    await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveTextContent('Client user');
    const picker = dialog.getByRole('combobox', { name: 'Client' });
    await userEvent.click(picker);
    await userEvent.keyboard('harb');
    await body().findByRole('listbox', { name: 'Client' });
    // Escape closes the list only, not the dialog around it; ArrowDown opens it again.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
    await expect(body().getByRole('dialog', { name: 'Invite user' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await body().findByRole('listbox', { name: 'Client' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(picker).toHaveValue('Harbour Amusements');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    const harbour = clients.find((client) => client.name === 'Harbour Amusements');
    await waitFor(() =>
      expect(args.invitations.create.submit).toHaveBeenCalledWith(
        { email: 'new.owner@harbour.example', role: 'client', clientId: { value: harbour?.id, label: 'Harbour Amusements' }, venueIds: [] },
        expect.anything(),
      ),
    );
    blur();
  },
};

/** docs/product.md#validation-messages, Invitation create: a valid email, and a client unless it is an Admin. */
export const CreateInvitationValidation: Story = {
  args: filledWith((args) => {
    args.invitations.create.view = openDialog;
  }),
  render: (args) => <InvitingUsers {...args} />,
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Invite user'));
    await userEvent.type(dialog.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await expect(await dialog.findByText('Please enter a valid email.')).toBeVisible();
    await expect(dialog.getByText('Choose a client.')).toBeVisible();
    await expect(args.invitations.create.submit).not.toHaveBeenCalled();
    blur();
  },
};

/** The Admin choice invites without a client: the picker goes away. */
export const CreateAdminInvitation: Story = {
  args: filledWith((args) => {
    args.invitations.create.view = openDialog;
  }),
  render: (args) => <InvitingUsers {...args} />,
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Invite user'));
    await userEvent.type(dialog.getByLabelText('Email'), 'second.admin@portal.example');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await body().findByRole('option', { name: 'Admin' }));
    await waitFor(() => expect(dialog.queryByRole('combobox', { name: 'Client' })).toBeNull());
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(args.invitations.create.submit).toHaveBeenCalledWith(
        { email: 'second.admin@portal.example', role: 'admin', clientId: null, venueIds: [] },
        expect.anything(),
      ),
    );
    blur();
  },
};

/** An admin invites a venue manager: the client's venues appear once it is chosen, and one must be ticked. */
export const CreateVenueManagerInvitation: Story = {
  args: filledWith((args) => {
    args.invitations.create.view = openDialog;
  }),
  render: (args) => <InvitingUsers {...args} />,
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Invite user'));
    await userEvent.type(dialog.getByLabelText('Email'), 'manager@arcadia.example');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await body().findByRole('option', { name: 'Venue manager' }));
    await expect(dialog.getByText('Manages only the chosen venues and their screens.')).toBeVisible();
    await expect(dialog.queryByRole('group', { name: 'Venues' })).toBeNull();
    const picker = dialog.getByRole('combobox', { name: 'Client' });
    await userEvent.click(picker);
    await userEvent.keyboard('arcadia');
    await userEvent.click(await body().findByRole('option', { name: arcadia.name }));
    const venuesGroup = within(await dialog.findByRole('group', { name: 'Venues' }));
    await expect(venuesGroup.getAllByRole('checkbox')).toHaveLength(arcadiaVenues.length);
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await expect(await dialog.findByText('Choose at least one venue.')).toBeVisible();
    await expect(args.invitations.create.submit).not.toHaveBeenCalled();
    await userEvent.click(venuesGroup.getByRole('checkbox', { name: arcadiaVenues[1]?.name }));
    await waitFor(() => expect(dialog.queryByText('Choose at least one venue.')).toBeNull());
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(args.invitations.create.submit).toHaveBeenCalledWith(
        { email: 'manager@arcadia.example', role: 'venue-manager', clientId: { value: arcadia.id, label: arcadia.name }, venueIds: [arcadiaVenues[1]?.id] },
        expect.anything(),
      ),
    );
    blur();
  },
};

/** A client user invites only venue managers and viewers of its own client: Viewer is chosen, no client picker. */
export const ClientUserInvitation: Story = {
  args: filledWith((args) => {
    args.invitations.create.view = openDialog;
    args.invitations.chooser = { kind: 'client', clientId: arcadia.id };
  }),
  render: (args) => <InvitingUsers {...args} />,
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Invite user'));
    await userEvent.type(dialog.getByLabelText('Email'), 'auditor@arcadia.example');
    const role = dialog.getByRole('combobox', { name: 'Role' });
    await expect(role).toHaveTextContent('Viewer');
    await expect(dialog.queryByRole('combobox', { name: 'Client' })).toBeNull();
    await expect(dialog.getByText('None chosen: every venue of the client.')).toBeVisible();
    const venuesGroup = within(await dialog.findByRole('group', { name: 'Venues' }));
    await expect(venuesGroup.getAllByRole('checkbox')).toHaveLength(arcadiaVenues.length);
    await userEvent.click(role);
    const options = await body().findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Venue manager', 'Viewer']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(args.invitations.create.submit).toHaveBeenCalledWith({ email: 'auditor@arcadia.example', role: 'viewer', clientId: null, venueIds: [] }, expect.anything()),
    );
    blur();
  },
};

/** The server's refusal of a role's venues lands on the venues field. */
export const InvitationVenuesRefused: Story = {
  args: filledWith((args) => {
    args.invitations.create.view = { ...openDialog, fieldErrors: { venueIds: 'Choose venues of the person’s client.' } };
    args.invitations.chooser = { kind: 'client', clientId: arcadia.id };
  }),
  render: (args) => <InvitingUsers {...args} />,
  play: async () => {
    const dialog = within(await openedDialog('Invite user'));
    const venuesGroup = await dialog.findByRole('group', { name: 'Venues' });
    await expect(await dialog.findByText('Choose venues of the person’s client.')).toBeVisible();
    await expect(venuesGroup).toHaveAttribute('aria-invalid', 'true');
    blur();
  },
};

/** A taken email (409) lands on the email field. */
export const CreateInvitationServerErrors: Story = {
  args: filledWith((args) => {
    args.invitations.create.view = { ...openDialog, fieldErrors: { email: 'An identity with this email already exists.' } };
  }),
  play: async () => {
    const dialog = within(await openedDialog('Invite user'));
    await expect(await dialog.findByText('An identity with this email already exists.')).toBeVisible();
    blur();
  },
};

/** docs/product.md#messages: Revoke invitation asks first. */
export const RevokeInvitation: Story = {
  args: filledWith((args) => {
    args.invitations.revoke.record = invitations[0] ?? null;
    args.invitations.revoke.view = openDialog;
  }),
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Revoke invitation'));
    await expect(dialog.getByText(/sam\.owner@arcadia\.example/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Revoke' }));
    await expect(args.invitations.revoke.submit).toHaveBeenCalled();
    blur();
  },
};

/** docs/product.md#messages: Delete user asks first. */
export const DeleteUser: Story = {
  args: filledWith((args) => {
    args.users.remove.record = users[2] ?? null;
    args.users.remove.view = openDialog;
  }),
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Delete user'));
    await expect(dialog.getByText(/Cal Carter/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.users.remove.submit).toHaveBeenCalled();
    blur();
  },
};

/** An expired invitation is sent again (Resend asks first: the old link stops working). */
export const ResendInvitation: Story = {
  args: filledWith((args) => {
    args.invitations.resend.record = invitations[3] ?? null;
    args.invitations.resend.view = openDialog;
  }),
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Resend invitation'));
    await expect(dialog.getByText(/late@carnival\.example gets a new link/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Resend' }));
    await expect(args.invitations.resend.submit).toHaveBeenCalled();
    blur();
  },
};

/** Resend is offered for Pending and Expired invitations only; Copy link and Revoke for Pending only. */
export const InvitationActions: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('button', { name: 'Resend invitation to late@carnival.example' })).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Copy link for late@carnival.example' })).toBeNull();
    await expect(page.queryByRole('button', { name: 'Resend invitation to jo.manager@bright.example' })).toBeNull();
    await expect(page.queryByRole('button', { name: 'Resend invitation to wrong.person@diamond.example' })).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Resend invitation to sam.owner@arcadia.example' }));
    await expect(args.invitations.resend.open).toHaveBeenCalledWith(invitations[0]);
    await userEvent.click(page.getByRole('button', { name: 'Edit user Cal Carter' }));
    await expect(args.users.edit.open).toHaveBeenCalledWith(users[2]);
  },
};

/** Keyboard only: a client user renamed and made an Admin; the client picker goes away. */
export const EditUser: Story = {
  args: filledWith((args) => {
    args.users.edit.record = users[2] ?? null;
    args.users.edit.view = openDialog;
  }),
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Edit user'));
    const name = dialog.getByLabelText('Name');
    await expect(name).toHaveValue('Cal Carter');
    await expect(dialog.getByRole('combobox', { name: 'Client' })).toHaveValue(users[2]?.clientName ?? '');
    await userEvent.clear(name);
    await userEvent.type(name, 'Cal Carter-Jones');
    dialog.getByRole('combobox', { name: 'Role' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body().findByRole('option', { name: 'Admin' }));
    await waitFor(() => expect(dialog.queryByRole('combobox', { name: 'Client' })).toBeNull());
    await expect(dialog.queryByLabelText('Your password')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.users.edit.submit).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'Cal Carter-Jones', email: users[2]?.identifier, role: 'admin' }),
        expect.anything(),
      ),
    );
    blur();
  },
};

/** A new email asks for the Admin's own password, and a taken one (409) lands on the email field. */
export const EditUserNewEmail: Story = {
  args: filledWith((args) => {
    args.users.edit.record = users[2] ?? null;
    args.users.edit.view = { ...openDialog, fieldErrors: { email: 'This email cannot be used.' } };
  }),
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Edit user'));
    await expect(await dialog.findByText('This email cannot be used.')).toBeVisible();
    const email = dialog.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'cal@elsewhere.example');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Existing password is required.')).toBeVisible();
    await expect(args.users.edit.submit).not.toHaveBeenCalled();
    blur();
  },
};

/** An admin changes a venue manager's venues: the ones it has are ticked; switching to Designer drops client and venues. */
export const ChangeRole: Story = {
  args: filledWith((args) => {
    args.users.edit.record = users[5] ?? null;
    args.users.edit.view = openDialog;
  }),
  render: (args) => <EditingUsers {...args} />,
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Edit user'));
    await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveTextContent('Venue manager');
    const venuesGroup = within(await dialog.findByRole('group', { name: 'Venues' }));
    const ticked = venuesGroup.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked);
    await expect(ticked).toHaveLength(2);
    await userEvent.click(venuesGroup.getByRole('checkbox', { name: 'Leeds Central' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.users.edit.submit).toHaveBeenCalledWith(
        expect.objectContaining({ role: 'venue-manager', venueIds: [users[5]?.venues[1]?.id] }),
        expect.anything(),
      ),
    );
    blur();
  },
};

/** Switching a client-side person to an admin-side role drops the client and venues fields. */
export const ChangeRoleToDesigner: Story = {
  args: filledWith((args) => {
    args.users.edit.record = users[5] ?? null;
    args.users.edit.view = openDialog;
  }),
  render: (args) => <EditingUsers {...args} />,
  play: async () => {
    const dialog = within(await openedDialog('Edit user'));
    await dialog.findByRole('group', { name: 'Venues' });
    await userEvent.click(dialog.getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await body().findByRole('option', { name: 'Designer' }));
    await waitFor(() => expect(dialog.queryByRole('group', { name: 'Venues' })).toBeNull());
    await expect(dialog.queryByRole('combobox', { name: 'Client' })).toBeNull();
    await expect(dialog.getByText('Makes layouts, playlists, themes and files; cannot put them on screens.')).toBeVisible();
    blur();
  },
};

/** Editing oneself: the role is shown but cannot change. */
export const EditSelf: Story = {
  args: filledWith((args) => {
    args.users.edit.record = users[0] ?? null;
    args.users.edit.view = openDialog;
  }),
  play: async () => {
    const dialog = within(await openedDialog('Edit user'));
    await expect(dialog.getByRole('combobox', { name: 'Role' })).toBeDisabled();
    await expect(dialog.getByText('You cannot change your own role.')).toBeVisible();
    blur();
  },
};

export const CreateApiKey: Story = {
  args: filledWith((args) => {
    args.apiKeys.create.view = openDialog;
  }),
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Create external API key'));
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(await dialog.findByText('Name is required.')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Name'), 'Loyalty app');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(args.apiKeys.create.submit).toHaveBeenCalledWith({ name: 'Loyalty app' }, expect.anything()));
    blur();
  },
};

/** docs/product.md#states: the secret is shown once, each value with a copy button; Done closes (and clears it). */
export const SecretShown: Story = {
  args: filledWith((args) => {
    args.apiKeys.create.view = openDialog;
    args.apiKeys.create.secret = SHOWN_SECRET;
  }),
  play: async ({ args }) => {
    const dialog = within(await openedDialog('External API key created'));
    await expect(dialog.getByRole('group', { name: 'Access key' })).toHaveTextContent(SHOWN_SECRET.accessKey);
    await expect(dialog.getByRole('group', { name: 'Secret' })).toHaveTextContent(SHOWN_SECRET.accessSecret);
    await userEvent.click(dialog.getByRole('button', { name: 'Copy secret' }));
    await expect(args.apiKeys.copyHandlers.copy).toHaveBeenCalledWith(SHOWN_SECRET.accessSecret);
    await waitFor(() => expect(args.apiKeys.copyHandlers.onCopied).toHaveBeenCalled());
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await expect(args.apiKeys.create.close).toHaveBeenCalled();
    blur();
  },
};

/** Refreshing asks first: the old secret stops working. */
export const RefreshSecret: Story = {
  args: filledWith((args) => {
    args.apiKeys.refresh.record = apiKeys[0] ?? null;
    args.apiKeys.refresh.view = openDialog;
  }),
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Refresh secret'));
    await expect(dialog.getByText(/Booking system/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Refresh secret' }));
    await expect(args.apiKeys.refresh.submit).toHaveBeenCalled();
    blur();
  },
};

/** The new secret, once, with the key it belongs to. */
export const RefreshedSecretShown: Story = {
  args: filledWith((args) => {
    args.apiKeys.refresh.record = apiKeys[0] ?? null;
    args.apiKeys.refresh.view = openDialog;
    args.apiKeys.refresh.secret = SHOWN_SECRET.accessSecret;
  }),
  play: async () => {
    const dialogElement = await body().findByRole('dialog', { name: 'New secret' });
    const dialog = within(dialogElement);
    await dialogFocusSettled(dialogElement);
    await expect(dialog.getByRole('group', { name: 'Access key' })).toHaveTextContent('ak_7Hq2LmX9vR4tPz1K');
    await expect(dialog.getByRole('group', { name: 'Secret' })).toHaveTextContent(SHOWN_SECRET.accessSecret);
    blur();
  },
};

export const DeleteApiKey: Story = {
  args: filledWith((args) => {
    args.apiKeys.remove.record = apiKeys[1] ?? null;
    args.apiKeys.remove.view = openDialog;
  }),
  play: async ({ args }) => {
    const dialog = within(await openedDialog('Delete external API key'));
    await expect(dialog.getByText(/Data warehouse/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.apiKeys.remove.submit).toHaveBeenCalled();
    blur();
  },
};
