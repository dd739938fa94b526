import * as z from 'zod';
import { WIDGET_TYPES } from './widgets.ts';

/**
 * A layout resolved into one tree: what the one renderer (docs/decisions.md#browser-side) draws for the editor's canvas,
 * the display asset editor's Preview and the player. Nested GROUP placements carry their own
 * placements, IMAGE and VIDEO placements carry their file already looked up, so a renderer never
 * fetches anything but the media addresses it is given.
 *
 * The editor builds this tree from its working state; the device reads it in one answer from the
 * server (a display's layout, readable only by the device whose display it is).
 */

/** What a placement's file_id led to; 'missing' and 'invalid' are drawn as docs/product.md#states placeholders. */
export const layoutMediaSchema = z.discriminatedUnion('status', [
  /** The file exists and is of the placement's kind: `url` is its public address (docs/product.md#api-calls). */
  z.object({ status: z.literal('ok'), url: z.string(), contentType: z.string() }),
  /** file_id names no asset file: 'Image file not found' / 'Video file not found'. */
  z.object({ status: z.literal('missing') }),
  /** No file_id, or a file of the other kind: 'Invalid image file' / 'Invalid video file'. */
  z.object({ status: z.literal('invalid') }),
]);
export type LayoutMedia = z.infer<typeof layoutMediaSchema>;

/** The kinds a layout can hold; DISPLAY layouts are never placed inside another asset. */
export const layoutNodeTypes = ['TEXT', 'IMAGE', 'VIDEO', 'GROUP', ...WIDGET_TYPES] as const;

export interface LayoutNode {
  /** The placement's id (or the editor's temporary id for a placement not saved yet). */
  id: string;
  assetId: string;
  assetType: (typeof layoutNodeTypes)[number];
  assetName: string;
  /** Position in layout pixels, from the top-left corner of the parent. */
  x: number;
  y: number;
  /** Drawing order: higher is drawn above. */
  order: number;
  /** value, typeface, width, height (CSS lengths, docs/product.md#states), file_id and the schema's own keys. */
  config: Record<string, string>;
  /** IMAGE and VIDEO only. */
  media?: LayoutMedia;
  /** GROUP only: the group's own placements, resolved the same way. */
  children?: LayoutNode[];
}

export const layoutNodeSchema: z.ZodType<LayoutNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    assetId: z.string(),
    assetType: z.enum(layoutNodeTypes),
    assetName: z.string(),
    x: z.number(),
    y: z.number(),
    order: z.number().int(),
    config: z.record(z.string(), z.string()),
    media: layoutMediaSchema.optional(),
    children: z.array(layoutNodeSchema).optional(),
  }),
);

/** A whole layout: the drawing surface in layout pixels and what is placed on it. */
export const layoutTreeSchema = z.object({
  /** The asset drawn (a DISPLAY layout for a device), null when a display has no layout yet. */
  assetId: z.string().nullable(),
  name: z.string(),
  /** Size of the surface in layout pixels (for a display: its reported width and height). */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** When the layout last changed: a player compares it to know a new layout has come. */
  updatedUtc: z.string(),
  /**
   * The venue's time zone, for a display's layout: its clocks and countdowns use it
   * unless they name their own. Absent in the editor, which shows the viewer's own time.
   */
  timeZone: z.string().optional(),
  placements: z.array(layoutNodeSchema),
});
export type LayoutTree = z.infer<typeof layoutTreeSchema>;
