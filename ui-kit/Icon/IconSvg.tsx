import type { ComponentPropsWithRef, ReactNode } from 'react';

/** Rendered size: sm 14 px, md 16 px, lg 20 px, xl 24 px. */
export type IconSize = 'sm' | 'md' | 'lg' | 'xl';

const pixels: Record<IconSize, number> = { sm: 14, md: 16, lg: 20, xl: 24 };

export interface IconSvgProps extends Omit<ComponentPropsWithRef<'svg'>, 'children'> {
  /** The drawing's name, kept on the element as data-icon. */
  name: string;
  /** The drawing: paths and shapes on a 24×24 grid. */
  drawing: ReactNode;
  /** Rendered size; defaults to md (16 px). */
  size?: IconSize;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  label?: string;
}

/**
 * The frame every kit icon is drawn in, stroked with currentColor so it takes the colour of the
 * text around it. Views use Icon (by name, from the whole set); the few views of the first load
 * pass their drawing here directly, so the sign-in page does not download every drawing.
 */
export function IconSvg({ name, drawing, size = 'md', label, ...svgProps }: IconSvgProps) {
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
      {drawing}
    </svg>
  );
}
