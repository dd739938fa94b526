import type { ComponentPropsWithRef } from 'react';
import { iconPaths, type IconName } from './icons.tsx';

/** Rendered size: sm 14 px, md 16 px, lg 20 px, xl 24 px. */
export type IconSize = 'sm' | 'md' | 'lg' | 'xl';

const pixels: Record<IconSize, number> = { sm: 14, md: 16, lg: 20, xl: 24 };

export interface IconProps extends Omit<ComponentPropsWithRef<'svg'>, 'children'> {
  /** Which drawing to show. */
  name: IconName;
  /** Rendered size; defaults to md (16 px). */
  size?: IconSize;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  label?: string;
}

/** An inline SVG icon drawn with currentColor, so it takes the colour of the text around it. */
export function Icon({ name, size = 'md', label, ...svgProps }: IconProps) {
  const px = pixels[size];
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={px}
      height={px}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...svgProps}
      style={{ flexShrink: 0, ...svgProps.style }}
    >
      {iconPaths[name]}
    </svg>
  );
}
