/** docs/product.md#entities: the 20 typefaces a TEXT placement may use (the config dialog's typeface choices). */
export const TYPEFACES = [
  'Arial',
  'Helvetica',
  'Times New Roman',
  'Georgia',
  'Verdana',
  'Tahoma',
  'Trebuchet MS',
  'Impact',
  'Comic Sans MS',
  'Courier New',
  'Lucida Console',
  'Roboto',
  'Open Sans',
  'Lato',
  'Montserrat',
  'Poppins',
  'Inter',
  'Source Sans Pro',
  'Ubuntu',
  'Raleway',
] as const;
export type Typeface = (typeof TYPEFACES)[number];

/**
 * Whether a name is one of the 20, spelt exactly: the renderer declares only these, and the server
 * refuses any other in a placement's config (docs/layouts.md#typefaces).
 */
export function isTypeface(value: string | undefined): value is Typeface {
  return value !== undefined && (TYPEFACES as readonly string[]).includes(value);
}
