import * as z from 'zod';
import { assetApprovalSchema } from './approvals.ts';
import { categorySchema, ruleSetKeySchema, type Category } from './compliance.ts';
import { WIDGET_TYPES } from './layout/widgets.ts';
import { FREE_NAME_MAX_LENGTH, textSchema } from './text.ts';
import { isTypeface, TYPEFACES } from './typefaces.ts';

/** A config value (a text's words, a file name, a colour): far above any real one. */
export const CONFIG_VALUE_MAX_LENGTH = 10_000;

/**
 * Layout element kinds (docs/product.md#entities); DISPLAY exists only in the editor. The widgets (CLOCK,
 * COUNTDOWN, TICKER, QRCODE, PANEL, DATAVALUE, DATALIST) are seeded base assets like TEXT (contract/layout/widgets.ts).
 */
export const assetTypes = ['GROUP', 'TEXT', 'IMAGE', 'VIDEO', 'DISPLAY', ...WIDGET_TYPES] as const;
export const assetTypeSchema = z.enum(assetTypes);
export type AssetType = z.infer<typeof assetTypeSchema>;

/** One property of an asset's config schema: its kind (image, video, typeface, text, ...) and whether it is required. */
export const configPropertySchema = z.object({
  type: z.string(),
  required: z.boolean().optional(),
  /** A 'choice' property's values (the widgets: a clock's format, a ticker's direction). */
  options: z.array(z.string()).optional(),
  /** What the config dialog starts with. */
  default: z.string().optional(),
  /** A sentence under the field (e.g. whose time zone a clock shows). */
  hint: z.string().optional(),
});
export type ConfigProperty = z.infer<typeof configPropertySchema>;
export const configSchemaSchema = z.record(z.string(), configPropertySchema);
export type ConfigSchema = z.infer<typeof configSchemaSchema>;

/** docs/product.md#entities: configSchema is JSON text; '{}' means none. Text that does not parse counts as none. */
export function parseConfigSchema(text: string | null | undefined): ConfigSchema {
  if (!text) return {};
  try {
    const parsed = configSchemaSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function hasConfigProperties(text: string | null | undefined): boolean {
  return Object.keys(parseConfigSchema(text)).length > 0;
}

/** A placement's config values: width, height, value, typeface, file_id and the schema's own keys. */
export type PlacementConfig = Record<string, string>;

/** An asset placement as the API returns it (docs/product.md#entities): x and y are pixel strings. */
export const assetPlacementSchema = z.object({
  id: z.string(),
  asset: z.object({ id: z.string(), type: assetTypeSchema, name: z.string() }),
  config: z.record(z.string(), z.string()),
  x: z.string(),
  y: z.string(),
  order: z.number().int(),
});
export type AssetPlacement = z.infer<typeof assetPlacementSchema>;

/** An asset as the API returns it (docs/product.md#entities). */
/** A banned term and the jurisdictions banning it (contract/bannedTerms.ts). */
export const bannedTermSchema = z.object({ term: z.string(), jurisdictions: z.array(ruleSetKeySchema) });

export const assetSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: assetTypeSchema,
  themeId: z.string().nullable(),
  configSchema: z.string(),
  /** Canvas size as CSS lengths (docs/product.md#states), 'auto' by default. */
  width: z.string(),
  height: z.string(),
  /** What the layout advertises (docs/compliance.md): decides the screens it may be shown on. */
  category: categorySchema,
  updatedUtc: z.string(),
  placements: z.array(assetPlacementSchema),
  /**
   * Its approval (docs/compliance.md#approval): every server answer carries it for a layout (GROUP
   * asset), null for other kinds. Optional only so that hand-made examples without it still parse.
   */
  approval: assetApprovalSchema.nullable().optional(),
  /**
   * The banned terms of the jurisdictions where the layout is scheduled (docs/compliance.md#banned-terms),
   * which the editor checks as you type; optional only so that hand-made examples parse.
   */
  bannedTerms: z.array(bannedTermSchema).optional(),
  /** Those its saved text contains (its own and that of layouts placed in it): warnings, never a refusal. */
  warnings: z.array(bannedTermSchema).optional(),
});
export type Asset = z.infer<typeof assetSchema>;

/** What the editor's asset list offers to drop onto the canvas. */
export type AssetListItem = Pick<Asset, 'id' | 'name' | 'type' | 'configSchema'>;

/** One placement in the save call; a placement without id is new. Order follows list position. */
export interface AssetPlacementSave {
  id?: string;
  assetId: string;
  x: string;
  y: string;
  order: number;
  config: PlacementConfig;
}

/** What the asset editor saves: the asset, its placements, and the ids of placements to delete. */
export interface AssetSaveRequest {
  id: string | null;
  name: string;
  type: AssetType;
  themeId: string | null;
  /** What the layout advertises (docs/compliance.md#the-model). */
  category: Category;
  width: string;
  height: string;
  placements: AssetPlacementSave[];
  placementsToDelete: string[];
}

/** docs/product.md#states: lengths may use these units; a bare number is read as px. */
export const cssLengthUnits = ['px', 'rem', 'em', '%', 'vh', 'vw', 'ch', 'ex', 'vmin', 'vmax'] as const;

const CSS_LENGTH = new RegExp(`^(-?(?:\\d+\\.?\\d*|\\.\\d+))(${cssLengthUnits.join('|')})?$`);

/**
 * docs/product.md#states, Asset editor: 'auto' and numbers with a unit are kept, a bare number gets px; anything
 * else is not a CSS length and gives null (the input shows a red border and the value is not applied).
 */
export function normalizeCssLength(value: string): string | null {
  const trimmed = value.trim().toLowerCase();
  if (trimmed === 'auto') return 'auto';
  const match = CSS_LENGTH.exec(trimmed);
  if (!match) return null;
  return match[2] ? trimmed : `${match[1]}px`;
}

/** docs/product.md#constants: width and height start as auto. */
export const DEFAULT_CSS_LENGTH = 'auto';

/** docs/product.md#validation-messages, Asset editor, and the server's own checks of a saved layout. */
export const assetMessages = {
  nameRequired: 'Asset name is required',
  placementsRequired: 'At least one placement is required',
  /** The editor asks for a theme (docs/product.md#validation-messages); the API accepts an asset without one (create dialog). */
  themeRequired: 'Theme selection is required',
  themeNotFound: 'Theme not found',
  widthInvalid: 'Width must be auto or a number of 0 or more with a unit (px, rem, em, %, vh, vw, ch, ex, vmin, vmax)',
  heightInvalid: 'Height must be auto or a number of 0 or more with a unit (px, rem, em, %, vh, vw, ch, ex, vmin, vmax)',
  xInvalid: 'X must be a number of pixels',
  yInvalid: 'Y must be a number of pixels',
  configInvalid: 'Config values must be text',
  typefaceInvalid: `Typeface must be one of ${TYPEFACES.join(', ')}`,
  assetNotFound: 'Asset not found',
  displayNotPlaceable: 'A display layout cannot be placed inside another asset',
  placedInsideItself: 'An asset cannot be placed inside itself',
  placementNotFound: 'Placement not found in this asset',
  tooManyPlacements: 'An asset can hold at most 500 placements',
} as const;

/**
 * A width or height: a CSS length that is not negative (a negative size draws nothing), normalised;
 * null otherwise. The one rule of sizes, for the canvas fields, the Configure dialog and the server.
 */
export function normalizeSizeLength(value: string): string | null {
  const normalized = normalizeCssLength(value);
  return normalized === null || normalized.startsWith('-') ? null : normalized;
}

/** What a width or height that is not a size is told. */
export const sizeMessages = { width: assetMessages.widthInvalid, height: assetMessages.heightInvalid } as const;

/** The message of a width or height that is not a size, else null. */
export function sizeLengthError(dimension: 'width' | 'height', value: string): string | null {
  return normalizeSizeLength(value) === null ? sizeMessages[dimension] : null;
}

/** Whether a config key is a size (its value follows the size rule). */
export const isSizeKey = (key: string): key is 'width' | 'height' => key === 'width' || key === 'height';

/** Bounds one save's work (each kept placement is one UPDATE); far above any real layout. */
export const MAX_PLACEMENTS = 500;

/** Title of the 409 answer to a save of a base asset (TEXT, IMAGE, VIDEO are seeded and fixed). */
export const BASE_ASSET_READ_ONLY_TITLE = 'Base assets cannot be changed.';

/** The seeded base assets (docs/decisions.md#assets), by type. */
export const BASE_ASSET_IDS = {
  TEXT: '00000000-0000-4000-8000-000000000001',
  IMAGE: '00000000-0000-4000-8000-000000000002',
  VIDEO: '00000000-0000-4000-8000-000000000003',
  CLOCK: '00000000-0000-4000-8000-000000000004',
  COUNTDOWN: '00000000-0000-4000-8000-000000000005',
  TICKER: '00000000-0000-4000-8000-000000000006',
  QRCODE: '00000000-0000-4000-8000-000000000007',
  PANEL: '00000000-0000-4000-8000-000000000008',
  DATAVALUE: '00000000-0000-4000-8000-000000000009',
  DATALIST: '00000000-0000-4000-8000-00000000000a',
} as const;

export const baseAssetTypes: readonly AssetType[] = ['TEXT', 'IMAGE', 'VIDEO', ...WIDGET_TYPES];

/** A CSS length normalised as the editor does; anything else is the field's message. */
const cssLength = (message: string) =>
  z
    .string({ error: message })
    .transform((value, ctx) => {
      const normalized = normalizeSizeLength(value);
      if (normalized === null) {
        ctx.addIssue({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return normalized;
    })
    .default(DEFAULT_CSS_LENGTH);

const PIXELS = /^(-?(?:\d+\.?\d*|\.\d+))(?:px)?$/;

/** x and y: a number of pixels, sent as '12px', '12' or 12; stored as '12px'. */
const pixelString = (message: string) =>
  z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const match = PIXELS.exec(String(value).trim().toLowerCase());
    if (!match || !Number.isFinite(Number(match[1]))) {
      ctx.addIssue({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    return `${Number(match[1])}px`;
  });

const SIZE_CONFIG_KEYS = ['width', 'height'] as const;

/**
 * Config values are text; width and height among them are CSS lengths (docs/product.md#states), normalised;
 * a typeface is blank (the default face) or one of the 20 (docs/layouts.md#typefaces).
 */
const placementConfigSchema = z
  .record(
    z.string().max(FREE_NAME_MAX_LENGTH, { error: assetMessages.configInvalid }),
    textSchema({ label: 'Config value', required: assetMessages.configInvalid, max: CONFIG_VALUE_MAX_LENGTH, trim: false, multiline: true }),
    { error: assetMessages.configInvalid },
  )
  .transform((config, ctx) => {
    const result: PlacementConfig = { ...config };
    for (const key of SIZE_CONFIG_KEYS) {
      const value = config[key];
      if (value === undefined || value === '') continue;
      const normalized = normalizeSizeLength(value);
      if (normalized === null) {
        ctx.addIssue({ code: 'custom', message: sizeLengthError(key, value) ?? assetMessages.configInvalid, path: [key], input: value });
      } else {
        result[key] = normalized;
      }
    }
    const { typeface } = config;
    if (typeface !== undefined && typeface !== '' && !isTypeface(typeface)) {
      ctx.addIssue({ code: 'custom', message: assetMessages.typefaceInvalid, path: ['typeface'], input: typeface });
    }
    return result;
  })
  .default({});

/** One placement of a save: with the id of an existing placement of this asset, or without (new). */
export const assetPlacementSaveSchema = z.object({
  id: z.uuid({ error: assetMessages.placementNotFound }).optional(),
  assetId: z.uuid({ error: assetMessages.assetNotFound }),
  config: placementConfigSchema,
  x: pixelString(assetMessages.xInvalid),
  y: pixelString(assetMessages.yInvalid),
  /** Ignored: the stored order is the list position (docs/product.md#states). */
  order: z.number().int().optional(),
});

/**
 * POST /api/asset, PUT /api/asset/{id} and PUT /api/asset/display/{displayId}: AssetSaveRequest.
 * `id` and `type` are accepted and ignored (the address and the route decide them). On create,
 * placement ids and placementsToDelete are ignored: every placement is new.
 */
export const assetSaveRequestSchema = z.object({
  id: z.string().nullable().optional(),
  type: assetTypeSchema.optional(),
  name: textSchema({ label: 'Asset name', required: assetMessages.nameRequired, max: FREE_NAME_MAX_LENGTH }).min(1, {
    error: assetMessages.nameRequired,
  }),
  themeId: z.uuid({ error: assetMessages.themeNotFound }).nullable().optional(),
  /** Absent: `general` for a new layout, unchanged for a saved one. */
  category: categorySchema.optional(),
  width: cssLength(assetMessages.widthInvalid),
  height: cssLength(assetMessages.heightInvalid),
  placements: z
    .array(assetPlacementSaveSchema, { error: assetMessages.placementsRequired })
    .min(1, { error: assetMessages.placementsRequired })
    .max(MAX_PLACEMENTS, { error: assetMessages.tooManyPlacements }),
  placementsToDelete: z
    .array(z.uuid({ error: assetMessages.placementNotFound }))
    .max(MAX_PLACEMENTS, { error: assetMessages.tooManyPlacements })
    .default([]),
});
export type AssetSaveInput = z.input<typeof assetSaveRequestSchema>;
export type AssetSaveData = z.output<typeof assetSaveRequestSchema>;

/** GET /api/asset: every asset but display layouts (the list page keeps GROUP ones). */
export const assetListSchema = z.array(assetSchema);

/**
 * GET /api/asset/display/{displayId}. A display that was never saved has no asset yet: the answer
 * is then a blank DISPLAY layout with id null, named after the display and sized to it, so the
 * editor can start one (saving it creates the asset). 404 only when there is no such display.
 */
export const displayAssetSchema = assetSchema.extend({ id: z.string().nullable() });
export type DisplayAsset = z.infer<typeof displayAssetSchema>;

/** PUT /api/asset/display/{displayId}: as any save, but the name may be left out (the display's label). */
export const displayAssetSaveRequestSchema = assetSaveRequestSchema.extend({
  name: textSchema({ label: 'Asset name', required: assetMessages.nameRequired, max: FREE_NAME_MAX_LENGTH }).optional(),
});
export type DisplayAssetSaveData = z.output<typeof displayAssetSaveRequestSchema>;

/**
 * Where an asset is used: what a delete would break. `rules`: a rule set names the layout for its
 * responsible-gambling slots, and `name` is the rule set's key (`AU-NSW`, `default`).
 */
export const assetUseSchema = z.object({
  kind: z.enum(['layout', 'display', 'playlist', 'schedule', 'takeover', 'rules']),
  name: z.string(),
});
export type AssetUse = z.infer<typeof assetUseSchema>;

/** Title of the 409 answer to deleting an asset that is in use; `usedBy` lists where. */
export const ASSET_IN_USE_TITLE = 'This asset is in use and cannot be deleted.';
/** Title of the 409 answer to deleting or duplicating a display's layout (it belongs to its display). */
export const DISPLAY_LAYOUT_TITLE = "A display's layout belongs to its display.";

/** DELETE /api/asset/{id} refused: in use (with where), or a base asset or display layout (without). */
export const assetDeleteConflictSchema = z.object({
  title: z.string(),
  status: z.literal(409),
  usedBy: z.array(assetUseSchema).optional(),
});
