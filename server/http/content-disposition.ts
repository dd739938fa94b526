/**
 * The Content-Disposition of a served file (RFC 6266): `inline`, so pictures and videos still show
 * in the page and a new tab, with the person's original file name as the name a browser saves it
 * under. `filename*` carries the exact name UTF-8 percent-encoded (RFC 8187); `filename` is a plain
 * ASCII stand-in for old clients, with anything that could break out of its quotes replaced.
 */
export function inlineContentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeRfc8187(fileName)}`;
}

/** encodeURIComponent leaves ' ( ) * and ! unescaped; RFC 8187's attr-char does not allow the first four. */
function encodeRfc8187(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}
