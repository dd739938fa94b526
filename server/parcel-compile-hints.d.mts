/** The line every script of the app's build starts with (V8's explicit compile hint). */
export const COMPILE_HINT: string;
/** The Parcel optimizer that writes it (.parcelrc). */
declare const compileHints: object;
export default compileHints;
