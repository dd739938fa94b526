import type { RevealBackground, RevealFile, RevealMediaKind, RevealPoster, RevealVideo } from '../../../contract/reveal.ts';
import { revealMediaUrl } from '../../api/reveal.ts';
import { isRevealFileType, revealFileTypeLabels } from './revealForms.ts';

/** One row of a media card, whatever its kind. */
export interface MediaItemView {
  id: string;
  /** The name (videos, posters, backgrounds) or the file type (files). */
  title: string;
  /** Facts after the title: region or Global and the video type (videos). */
  details: string[];
  /** The person's own name of the uploaded file (the stored name is a generated uuid). */
  originalFileName: string;
  /** Public address of the file. */
  href: string;
  /** Shown as a thumbnail (posters and backgrounds that are images). */
  image: boolean;
  createdUtc: string;
  /** The client's, shown on a venue page: no delete (docs/product.md#screens). */
  inherited: boolean;
}

type AnyMedia = RevealFile | RevealVideo | RevealPoster | RevealBackground;

/** API items to rows; `atVenue` marks client-level items (venueId null) as inherited. */
export function toMediaItems(kind: RevealMediaKind, items: readonly AnyMedia[], atVenue: boolean): MediaItemView[] {
  return items.map((item) => {
    const base = {
      id: item.id,
      originalFileName: item.originalFileName,
      href: revealMediaUrl(item),
      createdUtc: item.createdUtc,
      inherited: atVenue && item.venueId === null,
      image: false,
      details: [] as string[],
    };
    if ('fileType' in item && kind === 'file') {
      return { ...base, title: isRevealFileType(item.fileType) ? revealFileTypeLabels[item.fileType] : item.fileType };
    }
    if ('videoType' in item && kind === 'video') {
      return { ...base, title: item.name, details: [item.regionName ?? 'Global', item.videoType] };
    }
    const name = 'name' in item ? item.name : item.originalFileName;
    return { ...base, title: name, image: item.contentType.startsWith('image/') };
  });
}
