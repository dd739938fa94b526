import type { ActivityRecord } from '../../../contract/activity.ts';
import { DAY_NAMES } from '../dayNames.ts';

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
  displayCommand: 'screen command',
  asset: 'layout',
  assetFile: 'file',
  theme: 'theme',
  playlist: 'playlist',
  scheduleEntry: 'schedule entry',
  takeover: 'takeover',
  webhook: 'webhook endpoint',
  twoFactor: 'two-factor sign-in',
  securitySettings: 'portal security settings',
  region: 'region',
  complianceRules: 'compliance rules',
  dataSource: 'data source',
};

const ACTION_LABELS: Record<string, string> = {
  create: 'created',
  update: 'changed',
  delete: 'deleted',
  link: 'linked',
  unlink: 'unlinked',
  renewToken: 'renewed the push token of',
  'placement.create': 'placed an item on',
  'placement.update': 'moved an item on',
  'placement.delete': 'removed an item from',
  'item.create': 'added a layout to',
  'item.update': 'changed a layout of',
  'item.delete': 'removed a layout from',
  // A venue-limited person's or invitation's venues (docs/permissions.md#roles); the record names the venue.
  'venues.create': 'added a venue to',
  'venues.delete': 'removed a venue from',
  // A layout's approval (docs/compliance.md) and a jurisdiction's rules put back as shipped.
  submit: 'submitted',
  approve: 'approved',
  reject: 'rejected',
  restoreDefaults: 'restored the shipped defaults of',
};

/** An update that moved a record to one of these states says so, not "changed", by entity. */
const STATE_VERBS: Record<string, Record<string, string>> = {
  invitation: { Revoked: 'revoked', Accepted: 'accepted' },
};

const ACTOR_KINDS: Record<string, string> = {
  Anonymous: 'Someone not signed in',
  Device: 'A graphics controller',
  System: 'The system',
};

/** The words of the screens page's commands (its Send menu). */
const COMMAND_LABELS: Record<string, string> = {
  reload: 'Reload player',
  redownload: 'Re-download media',
  identify: 'Identify',
  screenshot: 'Take screenshot now',
};

/** A command's answer, as the screens page shows it. */
export function answerText(answer: NonNullable<ActivityRecord['answer']>): string {
  if (answer.state === 'done') return 'Done';
  if (answer.state === 'failed') return answer.error ? `Failed: ${answer.error}` : 'Failed';
  return 'Sent, no answer yet';
}

/** Values as the screens that set them word them (the schedule dialog's timing, weekdays, …), by field. */
const VALUE_WORDS: Record<string, Record<string, string>> = {
  dayPart: { open: 'During open hours', closed: 'Outside open hours' },
  kind: COMMAND_LABELS,
  days: DAY_NAMES,
  zone: { unassigned: 'Unassigned' },
};

/** Field names as the screens call them; ids are named by what they point at. */
const FIELD_LABELS: Record<string, string> = {
  dayPart: 'When',
  fromTime: 'From',
  toTime: 'To',
  firstDate: 'First day',
  lastDate: 'Last day',
  assetId: 'Layout',
  parentAssetId: 'Layout',
  playlistId: 'Playlist',
  displayId: 'Display',
  venueId: 'Venue',
  venueIds: 'Venues',
  clientId: 'Client',
  clientIds: 'Clients',
  regionId: 'Region',
  themeId: 'Theme',
  graphicsControllerId: 'Graphics controller',
  identityId: 'User',
  inviterId: 'Invited by',
  durationSeconds: 'Duration (seconds)',
  gmv: 'GMV',
  allTargets: 'Every screen',
  untilClosing: 'Until closing',
  startUtc: 'Starts',
  endUtc: 'Ends',
  endedUtc: 'Ended',
  kind: 'Command',
  label: 'Name',
};

/** Fields that only restate what the record is about, or the server's own bookkeeping: not shown. */
const HIDDEN_FIELDS = new Set(['id', 'position', 'order', 'fileName', 'createdUtc']);
/** A command's progress is its answer (shown beside its title), not a change. */
const COMMAND_PROGRESS = new Set(['state', 'error', 'deliveredUtc', 'finishedUtc']);

export const entityLabel = (entityType: string) => ENTITY_LABELS[entityType] ?? fieldLabel(entityType).toLowerCase();

/**
 * "an invitation", "a user": "an" before a vowel letter, but not before a "u" (every label starting
 * with one, "user", says "you").
 */
const indefiniteArticle = (word: string) => (/^[aeio]/i.test(word) ? 'an' : 'a');

/** Who did it: the person's name, else what kind of actor it was. */
export function actorLabel(record: ActivityRecord): string {
  return record.actor.name ?? ACTOR_KINDS[record.actor.kind] ?? record.actor.kind;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The name of an id the record mentions; null when it is not known (deleted since, or not the reader's to see). */
export const nameOf = (record: ActivityRecord, id: unknown): string | null =>
  typeof id === 'string' ? (record.names?.[id.toLowerCase()] ?? record.names?.[id] ?? null) : null;

/** What the record is about, by name: now, else as its own record named it (a deleted one); a rule set by its jurisdiction's code. */
function subjectName(record: ActivityRecord): string | null {
  const own = record.changes.name ?? record.changes.label;
  const key = record.entityType === 'complianceRules' ? text(record.entityId) : null;
  return nameOf(record, record.entityId) ?? text(own?.after) ?? text(own?.before) ?? key;
}

/** Labels that name several things or one whole: "the portal security settings", not "a …". */
const PLURAL_LABELS = new Set(['portal security settings', 'compliance rules', 'Reveal media']);

/** " at Glenelg Jetty Hotel" for a thing in a venue, else " of Harbour Group" for a client's; empty when it is the venue or client itself. */
function whereText(record: ActivityRecord): string {
  if (record.entityType === 'venue' || record.entityType === 'client') return '';
  const venue = record.venueId !== null && record.entityId !== record.venueId ? nameOf(record, record.venueId) : null;
  if (venue) return ` at ${venue}`;
  const client = record.clientId !== null && record.entityId !== record.clientId ? nameOf(record, record.clientId) : null;
  return client ? ` of ${client}` : '';
}

/**
 * The record as a sentence naming the object (docs/decisions.md#audit-records): "Avery Admin sent Identify to
 * Bar at Glenelg Jetty Hotel", "Avery Admin changed the open hours of Harbour Hotel"; sign-ins plainly ("Failed sign-in").
 */
export function describeRecord(record: ActivityRecord): string {
  if (record.action === 'signIn.failed') return 'Failed sign-in';
  if (record.action === 'signIn') return `${actorLabel(record)} signed in`;
  const actor = actorLabel(record);
  if (record.entityType === 'displayCommand' && record.action === 'create') {
    const kind = record.changes.kind?.after;
    const command = (typeof kind === 'string' ? COMMAND_LABELS[kind] : undefined) ?? 'a command';
    const display = nameOf(record, record.changes.displayId?.after) ?? 'a display';
    return `${actor} sent ${command} to ${display}${whereText(record)}`;
  }
  const state = record.action === 'update' ? record.changes.state?.after : undefined;
  const stateVerb = typeof state === 'string' ? STATE_VERBS[record.entityType]?.[state] : undefined;
  const verb = stateVerb ?? ACTION_LABELS[record.action] ?? fieldLabel(record.action).toLowerCase();
  if (record.entityType === 'openHours' || record.entityType === 'revealSettings') {
    const owner = nameOf(record, record.venueId ?? record.clientId);
    const what = `the ${entityLabel(record.entityType)}`;
    return `${actor} ${record.action === 'create' ? 'set' : verb} ${owner ? `${what} of ${owner}` : what}`;
  }
  const name = subjectName(record);
  const label = entityLabel(record.entityType);
  const what = name ? `${label} ${name}` : `${PLURAL_LABELS.has(label) ? 'the' : indefiniteArticle(label)} ${label}`;
  return `${actor} ${verb} ${what}${whereText(record)}`;
}

/** One value as the screens word it: names for ids, the UI's words for codes, Yes/No, lists joined. */
export function valueText(value: unknown, field = '', record?: ActivityRecord): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((item) => valueText(item, field, record)).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (value === 'hidden') return 'Hidden';
    const word = VALUE_WORDS[field]?.[value];
    if (word) return word;
    if (record && /^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(value)) return nameOf(record, value) ?? 'A deleted item';
    return value;
  }
  return JSON.stringify(value);
}

/** The changes a reader is shown, in the screens' words: the record's own id and the server's bookkeeping left out. */
export function shownChanges(record: ActivityRecord): [string, { before: unknown; after: unknown }][] {
  return Object.entries(record.changes).filter(
    ([field]) => !HIDDEN_FIELDS.has(field) && !(record.entityType === 'displayCommand' && COMMAND_PROGRESS.has(field)),
  );
}

/** A field's name as the screens call it; else camelCase as words: "mondayClose" → "Monday close". */
export function fieldLabel(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return known;
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const ACTIVITY_LOAD_ERROR_TITLE = 'Activity could not be loaded';
