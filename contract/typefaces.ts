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
