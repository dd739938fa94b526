import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { LayoutNode, LayoutTree } from '../../contract/layout/tree.ts';
import { TYPEFACES } from '../../contract/typefaces.ts';
import { LayoutRenderer } from '../../renderer/LayoutRenderer.tsx';
import { TYPEFACE_SOURCES } from '../../renderer/typefaceSources.ts';

/**
 * The product’s 20 typefaces as a layout draws them: each in regular, bold and italic, with the
 * open stand-in a machine without the proprietary typeface gets. Screenshotted, so a typeface that
 * stops shipping (drawn in the fallback) shows up as a changed baseline.
 */
const ROW_HEIGHT = 52;

const text = (id: string, y: number, x: number, config: Record<string, string>): LayoutNode => ({
  id,
  assetId: 'text',
  assetType: 'TEXT',
  assetName: 'Text',
  x,
  y,
  order: 0,
  config: { fontSize: '34px', ...config },
});

const sheet: LayoutTree = {
  assetId: null,
  name: 'Typefaces',
  width: 1400,
  height: TYPEFACES.length * ROW_HEIGHT + 40,
  updatedUtc: '2026-02-20T10:00:00Z',
  placements: TYPEFACES.flatMap((typeface, index) => {
    const y = 20 + index * ROW_HEIGHT;
    const source = TYPEFACE_SOURCES[typeface];
    const standIn = source.servedFamily === typeface ? '' : ` (or ${source.servedFamily})`;
    return [
      text(`${typeface}-name`, y, 20, { value: `${typeface}${standIn}`, typeface }),
      text(`${typeface}-bold`, y, 720, { value: 'Happy hour 5–7', typeface, fontWeight: '700' }),
      text(`${typeface}-italic`, y, 1060, { value: 'Jackpot 0123', typeface, fontStyle: 'italic' }),
    ];
  }),
};

const meta = {
  title: 'Layout/Typefaces',
  component: LayoutRenderer,
  parameters: { layout: 'centered' },
  args: { tree: sheet, scale: 0.8, 'aria-label': 'The 20 typefaces' },
} satisfies Meta<typeof LayoutRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** All 20, each from its own file (or the machine's copy of a proprietary one). */
export const Sheet: Story = {
  play: async ({ canvasElement }) => {
    // Each typeface has a face of its own that loads (from its file, or the machine's copy).
    for (const typeface of TYPEFACES) {
      const faces = await document.fonts.load(`16px '${typeface}'`, typeface);
      await expect(faces.length, typeface).toBeGreaterThan(0);
    }
    await document.fonts.ready;
    await expect(canvasElement.querySelectorAll('[data-layout-node="TEXT"]')).toHaveLength(TYPEFACES.length * 3);
  },
};
