/** Screen sizes to preview a rotation at: what venue displays report most (CSS pixels). */
export const PREVIEW_DISPLAY_SIZES = [
  { value: '1920x1080', label: '1920 × 1080 (landscape)', width: 1920, height: 1080 },
  { value: '1080x1920', label: '1080 × 1920 (portrait)', width: 1080, height: 1920 },
  { value: '1280x720', label: '1280 × 720', width: 1280, height: 720 },
  { value: '3840x2160', label: '3840 × 2160 (4K)', width: 3840, height: 2160 },
] as const;

export type PreviewDisplaySize = (typeof PREVIEW_DISPLAY_SIZES)[number];

export function displaySizeOf(value: string): PreviewDisplaySize {
  return PREVIEW_DISPLAY_SIZES.find((size) => size.value === value) ?? PREVIEW_DISPLAY_SIZES[0];
}
