import { randomBytes } from 'node:crypto';

/** Small real files for upload tests: each starts with the bytes `file-type` recognises. */

/** A 1×1 transparent PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A 1×1 greyscale JPEG. */
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

function box(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** An MP4 container: an ftyp box (brand isom) and a small mdat box. */
export const MP4 = Buffer.concat([
  box('ftyp', Buffer.concat([Buffer.from('isom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41', 'latin1')])),
  box('free', Buffer.alloc(0)),
  box('mdat', Buffer.from(Array.from({ length: 256 }, (_, index) => index % 256))),
]);

/** A one-page PDF. */
export const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
  'latin1',
);

/** Not any known type, whatever its name says. */
export const NOT_AN_IMAGE = Buffer.from('this is plain text pretending to be a picture\n', 'utf8');

/** A PNG of about `bytes` bytes: the image, then filler after its end (still sniffed as PNG). */
export function pngOfSize(bytes: number): Buffer {
  return Buffer.concat([PNG, randomBytes(Math.max(0, bytes - PNG.length))]);
}

export interface FilePart {
  name: string;
  data: Buffer | string;
  /** Present for a file part. */
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body built by hand, for `app.inject({ payload, headers })`. */
export function multipart(parts: FilePart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----portal-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const type = part.filename === undefined ? '' : `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`, 'utf8'));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data, 'utf8'));
    chunks.push(Buffer.from('\r\n', 'utf8'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`, 'utf8'));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** One file part under `field`, with a name and type that look right whatever the bytes are. */
export function fileUpload(field: string, data: Buffer, filename = 'upload.png', contentType = 'image/png') {
  return multipart([{ name: field, data, filename, contentType }]);
}
