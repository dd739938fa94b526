/** A screen's words for a state it shows instead of the layout (docs/product.md#screens). */
export interface StatusText {
  title: string;
  description?: string;
}

/** /assets/{id}'s not-found and load-error states: the editor's and the read-only page's alike. */
export const ASSET_NOT_FOUND: StatusText = { title: 'Asset not found', description: 'This asset could not be found' };
export const ASSET_LOAD_ERROR: StatusText = { title: 'Error loading asset', description: 'Unable to load this asset' };
