import type { AssetFile } from '../../../contract/assetFiles.ts';
import type { Asset } from '../../../contract/assets.ts';

/** An image file, drawn by `footerGroup`: shared by the layout tree's tests. */
export const logoImage: AssetFile = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Logo',
  fileName: 'logo abc.png',
  originalFileName: 'Logo.png',
  fileType: 'Image',
  contentType: 'image/png',
  createdUtc: '2026-01-01T00:00:00.000Z',
};

/** A group of two placements saved out of order (the image first): a tree must draw them by `order`. */
export const footerGroup: Asset = {
  id: 'group-1',
  name: 'Footer',
  type: 'GROUP',
  themeId: null,
  configSchema: '{}',
  category: 'general',
  width: 'auto',
  height: 'auto',
  updatedUtc: '2026-01-01T00:00:00Z',
  placements: [
    { id: 'g-b', asset: { id: 'image', type: 'IMAGE', name: 'Image' }, config: { file_id: logoImage.id }, x: '5px', y: '6px', order: 1 },
    { id: 'g-a', asset: { id: 'text', type: 'TEXT', name: 'Text' }, config: { value: 'Hi' }, x: '1px', y: '2px', order: 0 },
  ],
};
