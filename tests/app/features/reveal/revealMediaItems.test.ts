import { describe, expect, it } from 'vitest';
import type { RevealFile, RevealPoster, RevealVideo } from '../../../../contract/reveal.ts';
import { toMediaItems } from '../../../../app/features/reveal/mediaItems.ts';
import { loadErrorTitle, uploadTexts, deleteTexts, settingsTexts } from '../../../../app/features/reveal/revealTexts.ts';

const CLIENT = '11111111-1111-4111-8111-111111111111';
const VENUE = '22222222-2222-4222-8222-222222222222';
const stored = (id: string, venueId: string | null, fileName: string, contentType = 'image/png') => ({
  id,
  clientId: CLIENT,
  venueId,
  fileName,
  originalFileName: `My ${fileName}`,
  contentType,
  sizeBytes: 10,
  createdUtc: '2026-11-20T10:00:00.000Z',
  url: `/public/${venueId ? `venues/${venueId}` : `clients/${CLIENT}`}/reveal-poster/${fileName}`,
});

describe('Reveal media rows (docs/product.md#screens, #entities)', () => {
  it('marks client items as inherited only on a venue page', () => {
    const posters: RevealPoster[] = [
      { ...stored('a', null, 'a.png'), name: 'Client poster' },
      { ...stored('b', VENUE, 'b.mp4', 'video/mp4'), name: 'Venue poster' },
    ];
    const atVenue = toMediaItems('poster', posters, true);
    expect(atVenue.map((row) => [row.title, row.inherited, row.image])).toEqual([
      ['Client poster', true, true],
      ['Venue poster', false, false],
    ]);
    expect(atVenue[0]?.href).toBe(`/public/clients/${CLIENT}/reveal-poster/a.png`);
    // The list shows the name the file was uploaded with, not the generated stored name.
    expect(atVenue.map((row) => row.originalFileName)).toEqual(['My a.png', 'My b.mp4']);
    expect(toMediaItems('poster', posters, false).every((row) => !row.inherited)).toBe(true);
  });

  it('titles files by their type and videos by name, with region or Global and the type', () => {
    const files: RevealFile[] = [{ ...stored('f', null, 'f.pdf', 'application/pdf'), fileType: 'GamblingHelp' }];
    expect(toMediaItems('file', files, false)[0]?.title).toBe('Gambling help');
    const videos: RevealVideo[] = [
      { ...stored('v1', null, 'v.mp4', 'video/mp4'), name: 'Promo', videoType: 'Promotional', regionId: null, regionName: null },
      { ...stored('v2', null, 'w.mp4', 'video/mp4'), name: 'Local', videoType: 'Jackpot', regionId: VENUE, regionName: 'Victoria' },
    ];
    expect(toMediaItems('video', videos, false).map((row) => row.details)).toEqual([
      ['Global', 'Promotional'],
      ['Victoria', 'Jackpot'],
    ]);
  });

  it('uses the docs/product.md#messages toast titles', () => {
    expect(loadErrorTitle('client', 'video')).toBe('Error loading client reveal videos');
    expect(loadErrorTitle('venue', 'background')).toBe('Error loading venue reveal backgrounds');
    expect(uploadTexts('client', 'poster').errorTitle).toBe('Error uploading client reveal poster');
    expect(uploadTexts('venue', 'file').errorTitle).toBe('Error uploading venue reveal file');
    expect(deleteTexts('video').errorTitle).toBe('Error deleting reveal video');
    expect(settingsTexts('client')).toMatchObject({
      errorTitle: 'Error updating reveal settings',
      loadErrorTitle: 'Error loading client reveal settings',
    });
  });
});
