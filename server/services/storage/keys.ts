import { assertValidKey } from './storage.ts';

/**
 * The one place storage keys are made. Each record's files live under its own folder, so deleting
 * a client or venue can delete the folder; ids are uuids and file names are generated.
 */
export type RevealMediaKind = 'background' | 'file' | 'poster' | 'video';
export type OwnerType = 'clients' | 'venues';

export function ownerFolder(owner: OwnerType, ownerId: string): string {
  const folder = `${owner}/${ownerId}`;
  assertValidKey(folder);
  return folder;
}

function key(...segments: string[]): string {
  const value = segments.join('/');
  assertValidKey(value);
  return value;
}

export const logoKey = (owner: OwnerType, ownerId: string, fileName: string) => key(owner, ownerId, 'logo', fileName);

export const revealMediaKey = (owner: OwnerType, ownerId: string, kind: RevealMediaKind, fileName: string) =>
  key(owner, ownerId, `reveal-${kind}`, fileName);

export const assetFileKey = (fileName: string) => key('asset-files', fileName);

/** A display's screenshots, in its venue's folder (deleting the venue deletes them). */
export const screenshotFolder = (venueId: string, displayId: string) => key('venues', venueId, 'screenshots', displayId);
export const screenshotKey = (venueId: string, displayId: string, fileName: string) => key(screenshotFolder(venueId, displayId), fileName);
