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

/** Under a layout's category in the editor. */
export const CATEGORY_HINT = 'What the layout advertises. The venue’s rules decide in which zones it may play.';
/** Under the screens a display's own layout was refused on. */
export const CATEGORY_VIOLATIONS_HELP = 'Nothing was saved. Choose another category, or take the forbidden layout off this one, and save again.';

/** The settings page's words (docs/compliance.md: the shipped rules are a starting point, not legal advice). */
export const COMPLIANCE_NOT_LEGAL_ADVICE =
  'Where each kind of content may play, by jurisdiction. The shipped rules are a starting point for you to review, not legal advice.';
export const COMPLIANCE_READ_ONLY = 'Only admins change these rules. You can read them.';
export const COMPLIANCE_LOAD_FAILED = 'Error loading compliance rules';
export const RULES_SAVING = 'Saving rules...';
export const RULES_SAVED = 'Rules saved';
export const RULES_SAVE_FAILED = 'Error saving rules';
export const JURISDICTION_SAVED = 'Jurisdiction saved';
export const JURISDICTION_SAVE_FAILED = 'Error saving jurisdiction';
