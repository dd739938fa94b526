import type { PersonRole } from '../../../contract/roles.ts';

/** The roles of docs/permissions.md#roles in words, as the Users page and its dialogs show them. */
export const ROLE_LABELS: Record<PersonRole, string> = {
  admin: 'Admin',
  designer: 'Designer',
  approver: 'Approver',
  client: 'Client user',
  'venue-manager': 'Venue manager',
  viewer: 'Viewer',
};

/**
 * A person's role in words, with the venues it is limited to: "Venue manager: Bondi, Manly". A
 * viewer without venues reads its whole client, so it reads just "Viewer".
 */
export function roleInWords(role: PersonRole, venueNames: readonly string[]): string {
  const label = ROLE_LABELS[role];
  return venueNames.length > 0 ? `${label}: ${venueNames.join(', ')}` : label;
}

/** One line under the role field: what the chosen role may do (docs/permissions.md#roles). */
export const ROLE_HINTS: Record<PersonRole, string> = {
  admin: 'Runs the portal: everything.',
  designer: 'Makes layouts, playlists, themes and files; cannot put them on screens.',
  approver: 'Reads everything an admin reads; changes nothing.',
  client: "Manages the client's venues and screens, and invites its venue managers and viewers.",
  'venue-manager': 'Manages only the chosen venues and their screens.',
  viewer: "Reads the client's venues and screens, or only the chosen ones; changes nothing.",
};
