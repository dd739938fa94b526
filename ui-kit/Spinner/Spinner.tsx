import type { ComponentPropsWithRef } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { CenteredSpinnerRoot, SpinnerSvg } from './Spinner.styles.ts';

/** Diameter: sm 16 px (inside buttons), md 24 px, lg 32 px (page loading). */
export type SpinnerSize = 'sm' | 'md' | 'lg';

const pixels: Record<SpinnerSize, number> = { sm: 16, md: 24, lg: 32 };

export interface SpinnerProps extends Omit<ComponentPropsWithRef<'svg'>, 'children'> {
  /** Diameter; defaults to md. */
  size?: SpinnerSize;
  /** Accessible name; when set the spinner is a status, otherwise it is decorative. */
  label?: string;
}

/** A turning arc in currentColor. */
export function Spinner({ size = 'md', label, ...svgProps }: SpinnerProps) {
  const px = pixels[size];
  return (
    <SpinnerSvg
      viewBox="0 0 24 24"
      width={px}
      height={px}
      fill="none"
      data-size={size}
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
      {...svgProps}
    >
      <circle data-spinner-track cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </SpinnerSvg>
  );
}

export interface CenteredSpinnerProps {
  /** Accessible name of the status; "Loading" unless told otherwise. */
  label?: string;
}

/** Full-page loading state (e.g. while the session loads): a large spinner in the middle. */
export function CenteredSpinner({ label = 'Loading' }: CenteredSpinnerProps) {
  return (
    <CenteredSpinnerRoot role="status" aria-label={label} data-centered-spinner>
      <Spinner size="lg" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </CenteredSpinnerRoot>
  );
}
