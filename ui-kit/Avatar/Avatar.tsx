import { useState, type ComponentPropsWithRef } from 'react';
import { AvatarImage, AvatarRoot } from './Avatar.styles.ts';

/** Edge length: sm 24 px (table rows), md 36 px (headers, lists), lg 56 px (detail pages). */
export type AvatarSize = 'sm' | 'md' | 'lg';

/** circle for people, square for client and venue logos. */
export type AvatarShape = 'circle' | 'square';

export interface AvatarProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** Whose picture it is: the accessible name and the source of the fallback initials. */
  name: string;
  /** Picture address; without it, or when it fails to load, the initials show. */
  src?: string | null;
  /** Edge length; defaults to md. */
  size?: AvatarSize;
  /** Defaults to circle. */
  shape?: AvatarShape;
  /** When a visible name sits beside it, the avatar is decorative and hidden from assistive technology. */
  decorative?: boolean;
}

/** Up to two letters: the first of the first and last words ("Royal Oak Hotel" → "RH"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return (Array.from(first)[0] ?? '').concat(Array.from(last)[0] ?? '').toUpperCase();
}

/**
 * A person's picture or an organisation's logo, with initials when there is no picture or it fails
 * to load. State: data-size, data-shape, data-fallback (initials shown).
 */
export function Avatar({ name, src, size = 'md', shape = 'circle', decorative = false, ...spanProps }: AvatarProps) {
  // Remember which address failed, so a new src gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name };

  return (
    <AvatarRoot data-avatar data-size={size} data-shape={shape} data-fallback={showImage ? undefined : true} {...a11y} {...spanProps}>
      {showImage && src ? (
        <AvatarImage src={src} alt="" onError={() => setFailedSrc(src)} draggable={false} />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
    </AvatarRoot>
  );
}
