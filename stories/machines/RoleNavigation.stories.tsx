import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { navigationFor } from '../../app/features/shell/navigation.ts';
import { liveSessionMachine } from '../../app/session/SessionProvider.tsx';
import type { CurrentIdentity } from '../../contract/identities.ts';
import { isAdminSide, type PersonRole } from '../../contract/roles.ts';
import { AppHarness } from '../support/AppHarness.tsx';

const CLIENT_ID = '3f0c3b1e-9a3f-4d53-8a59-2f1c7d0e4b6a';
const VENUE_ID = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';

/** A signed-in person of the role: admin-side roles have no client, a venue manager one venue. */
function identityOf(role: PersonRole, name: string): CurrentIdentity {
  const adminSide = isAdminSide(role);
  return {
    id: '5a1d1f3c-4f7e-4c55-8d6b-0b9f7f7d8a21',
    name,
    identifier: `${role}@portal.example`,
    identityType: adminSide ? 'Admin' : 'ClientIdentity',
    clientId: adminSide ? null : CLIENT_ID,
    role,
    venueIds: role === 'venue-manager' ? [VENUE_ID] : [],
  };
}

function signedInAs(identity: CurrentIdentity) {
  return liveSessionMachine.provide({
    actors: { fetchCurrentIdentity: fromPromise(async () => identity) },
    actions: { reportIdentityFailure: () => {} },
  });
}

const meta = {
  title: 'Machines/Role navigation',
  component: AppHarness,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    window.localStorage.setItem('token', '"story-token"');
    return () => window.localStorage.removeItem('token');
  },
  args: { sessionMachine: signedInAs(identityOf('admin', 'Avery Admin')), path: '/settings' },
} satisfies Meta<typeof AppHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Each role sees the sections the permission matrix lets it open (docs/permissions.md), on /settings,
 * a page every role has that loads nothing else.
 */
function roleStory(role: PersonRole, name: string, expected: string[]): Story {
  return {
    args: { sessionMachine: signedInAs(identityOf(role, name)) },
    play: async ({ canvasElement }) => {
      const page = within(canvasElement);
      await expect(await page.findByRole('heading', { name: 'User Settings', level: 1 })).toBeVisible();
      const links = [...canvasElement.querySelectorAll('[data-side-nav] nav [data-nav-link]')].map((link) => link.textContent?.trim());
      await expect(links).toEqual(expected);
      await expect(expected).toEqual(navigationFor(role).map((item) => item.label));
    },
  };
}

const EVERY_SECTION = ['Clients', 'Venues', 'Users', 'Files', 'Assets', 'Themes', 'Playlists', 'Approvals', 'Takeovers', 'Screens', 'Data sources', 'Reports', 'Compliance', 'Activity', 'Settings'];
const CLIENT_SECTIONS = ['Clients', 'Takeovers', 'Screens', 'Data sources', 'Reports', 'Compliance', 'Activity', 'Settings'];

export const Admin: Story = roleStory('admin', 'Avery Admin', EVERY_SECTION);
/** Content only: no schedules, screens, people or reports. */
export const Designer: Story = roleStory('designer', 'Dana Designer', ['Clients', 'Venues', 'Files', 'Assets', 'Themes', 'Playlists', 'Data sources', 'Settings']);
/** Reads everything an admin reads (each screen then shows no control that changes), and decides what waits in Approvals. */
export const Approver: Story = roleStory('approver', 'Abi Approver', EVERY_SECTION);
/** Its client's sections, and Users for the venue managers and viewers it invites. */
export const ClientUser: Story = roleStory('client', 'Casey Client', ['Clients', 'Users', ...CLIENT_SECTIONS.slice(1)]);
export const VenueManager: Story = roleStory('venue-manager', 'Vic Manager', CLIENT_SECTIONS);
export const Viewer: Story = roleStory('viewer', 'Val Viewer', CLIENT_SECTIONS);
