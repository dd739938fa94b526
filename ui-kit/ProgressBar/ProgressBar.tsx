import type { CSSProperties } from 'react';
import { ProgressFill, ProgressTrack } from './ProgressBar.styles.ts';

export interface ProgressBarProps {
  /** Percent done, 0 to 100 (clamped). */
  value: number;
  /** Accessible name, e.g. "Upload progress". */
  label: string;
}

/** A determinate progress bar (role progressbar, aria-valuenow). State: data-complete at 100. */
export function ProgressBar({ value, label }: ProgressBarProps) {
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <ProgressTrack
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      data-complete={percent === 100 || undefined}
      style={{ '--progress': `${percent}%` } as CSSProperties}
    >
      <ProgressFill />
    </ProgressTrack>
  );
}
