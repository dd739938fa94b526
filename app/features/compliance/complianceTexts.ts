import type { Category, Jurisdiction, RuleSetKey, Zone } from '../../../contract/compliance.ts';

/** The compliance words in plain English (docs/compliance.md#the-model). */
export const zoneLabels: Record<Zone, string> = {
  unassigned: 'Not set',
  'gaming-area': 'Gaming area',
  'gaming-entrance': 'Gaming entrance',
  bar: 'Bar',
  dining: 'Dining',
  foyer: 'Foyer',
  external: 'Seen from outside',
  'cash-point': 'Seen from a cash point',
};

export const categoryLabels: Record<Category, string> = {
  general: 'General',
  'gaming-promotion': 'Gaming promotion',
  jackpot: 'Jackpot',
  wagering: 'Wagering',
  'liquor-promotion': 'Liquor promotion',
  'responsible-gambling': 'Responsible gambling',
};

export const jurisdictionLabels: Record<Jurisdiction, string> = {
  'AU-NSW': 'New South Wales',
  'AU-VIC': 'Victoria',
  'AU-QLD': 'Queensland',
  'AU-ACT': 'Australian Capital Territory',
  'AU-SA': 'South Australia',
  'AU-WA': 'Western Australia',
  'AU-TAS': 'Tasmania',
  'AU-NT': 'Northern Territory',
};

export const ruleSetLabel = (key: RuleSetKey): string => (key === 'default' ? 'Default (regions without a jurisdiction)' : jurisdictionLabels[key]);

/** Shown wherever a screen's zone is still `unassigned`. */
export const ZONE_UNSET_WARNING = 'Set this screen’s zone';
export const ZONE_UNSET_HELP = 'Until it is set, the screen is treated as seen from outside: gaming content does not play on it.';
export const ZONE_SAVED_TOAST = 'Zone saved';
export const ZONE_SAVE_FAILED = 'Error saving zone';
