import * as z from 'zod';

/** Layout element kinds (SPEC §3); DISPLAY exists only in the editor. */
export const assetTypes = ['GROUP', 'TEXT', 'IMAGE', 'VIDEO', 'DISPLAY'] as const;
export const assetTypeSchema = z.enum(assetTypes);
export type AssetType = z.infer<typeof assetTypeSchema>;

/** One property of an asset's config schema: its kind (image, video, typeface, text, ...) and whether it is required. */
export const configPropertySchema = z.object({ type: z.string(), required: z.boolean().optional() });
export type ConfigProperty = z.infer<typeof configPropertySchema>;
export const configSchemaSchema = z.record(z.string(), configPropertySchema);
export type ConfigSchema = z.infer<typeof configSchemaSchema>;

/** SPEC §3: configSchema is JSON text; '{}' means none. Text that does not parse counts as none. */
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

/** An asset placement as the API returns it (SPEC §3): x and y are pixel strings. */
export const assetPlacementSchema = z.object({
  id: z.string(),
  asset: z.object({ id: z.string(), type: assetTypeSchema, name: z.string() }),
  config: z.record(z.string(), z.string()),
  x: z.string(),
  y: z.string(),
  order: z.number().int(),
});
export type AssetPlacement = z.infer<typeof assetPlacementSchema>;

/** An asset as the API returns it (SPEC §3). */
export const assetSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: assetTypeSchema,
  themeId: z.string().nullable(),
  configSchema: z.string(),
  updatedUtc: z.string(),
  placements: z.array(assetPlacementSchema),
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
  width: string;
  height: string;
  placements: AssetPlacementSave[];
  placementsToDelete: string[];
}

/** SPEC §4: lengths may use these units; a bare number is read as px. */
export const cssLengthUnits = ['px', 'rem', 'em', '%', 'vh', 'vw', 'ch', 'ex', 'vmin', 'vmax'] as const;

const CSS_LENGTH = new RegExp(`^(-?(?:\\d+\\.?\\d*|\\.\\d+))(${cssLengthUnits.join('|')})?$`);

/**
 * SPEC §4 Asset editor: 'auto' and numbers with a unit are kept, a bare number gets px; anything
 * else is not a CSS length and gives null (the input shows a red border and the value is not applied).
 */
export function normalizeCssLength(value: string): string | null {
  const trimmed = value.trim().toLowerCase();
  if (trimmed === 'auto') return 'auto';
  const match = CSS_LENGTH.exec(trimmed);
  if (!match) return null;
  return match[2] ? trimmed : `${match[1]}px`;
}

/** SPEC §9: width and height start as auto. */
export const DEFAULT_CSS_LENGTH = 'auto';
