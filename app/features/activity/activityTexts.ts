import type { ActivityRecord } from '../../../contract/activity.ts';

const ENTITY_LABELS: Record<string, string> = {
  identity: 'user',
  session: 'sign-in',
  invitation: 'invitation',
  client: 'client',
  venue: 'venue',
  openHours: 'open hours',
  revealSettings: 'Reveal settings',
  revealMedia: 'Reveal media',
  graphicsController: 'graphics controller',
  display: 'display',
  displayCommand: 'display command',
  asset: 'asset',
  assetFile: 'file',
  theme: 'theme',
  playlist: 'playlist',
  scheduleEntry: 'schedule entry',
  takeover: 'takeover',
  webhook: 'webhook endpoint',
  twoFactor: 'two-factor sign-in',
  securitySettings: 'portal security settings',
};

const ACTION_LABELS: Record<string, string> = {
  create: 'created',
  update: 'changed',
  delete: 'deleted',
  link: 'linked',
  unlink: 'unlinked',
  signIn: 'signed in',
  'signIn.failed': 'failed to sign in',
  'placement.create': 'placed an item on',
  'placement.update': 'moved an item on',
  'placement.delete': 'removed an item from',
  'item.create': 'added a layout to',
  'item.update': 'changed a layout of',
  'item.delete': 'removed a layout from',
};

const ACTOR_KINDS: Record<string, string> = {
  Anonymous: 'Someone not signed in',
  Device: 'A graphics controller',
  System: 'The system',
};

export const entityLabel = (entityType: string) => ENTITY_LABELS[entityType] ?? entityType;

/** Who did it: the person's name, else what kind of actor it was. */
export function actorLabel(record: ActivityRecord): string {
  return record.actor.name ?? ACTOR_KINDS[record.actor.kind] ?? record.actor.kind;
}

/** "Audit Admin changed open hours"; sign-ins say it plainly ("Failed sign-in"). */
export function describeRecord(record: ActivityRecord): string {
  if (record.action === 'signIn.failed') return 'Failed sign-in';
  if (record.action === 'signIn') return `${actorLabel(record)} signed in`;
  return `${actorLabel(record)} ${ACTION_LABELS[record.action] ?? record.action} ${entityLabel(record.entityType)}`;
}

/** A field's value as text: empty for none, JSON for anything that is not a plain value. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** camelCase field names as words: "mondayClose" → "Monday close". */
export function fieldLabel(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const ACTIVITY_LOAD_ERROR_TITLE = 'Activity could not be loaded';
