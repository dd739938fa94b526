import type { ComponentPropsWithRef } from 'react';
import { vars } from '../tokens.ts';
import { LogoSvg } from './Logo.styles.ts';

/** Edge length: sm 24 px (navigation), md 32 px, lg 48 px (sign-in brand panel). */
export type LogoSize = 'sm' | 'md' | 'lg';

const pixels: Record<LogoSize, number> = { sm: 24, md: 32, lg: 48 };

export interface LogoProps extends Omit<ComponentPropsWithRef<'svg'>, 'children'> {
  /** Edge length; defaults to md. */
  size?: LogoSize;
  /** Accessible name; without it the mark is decorative (when a text title sits beside it). */
  label?: string;
}

/** The product mark: three screens of rising height on an accent tile (venues, displays, content). */
export function Logo({ size = 'md', label, ...svgProps }: LogoProps) {
  const px = pixels[size];
  return (
    <LogoSvg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 32 32"
      width={px}
      height={px}
      data-logo
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...svgProps}
    >
      <rect width="32" height="32" rx="8" fill={vars.color.accent} />
      <rect x="7" y="16" width="5" height="9" rx="1.5" fill="#ffffff" opacity="0.6" />
      <rect x="13.5" y="11" width="5" height="14" rx="1.5" fill="#ffffff" opacity="0.8" />
      <rect x="20" y="7" width="5" height="18" rx="1.5" fill="#ffffff" />
    </LogoSvg>
  );
}
