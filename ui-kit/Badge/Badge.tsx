import type { ComponentPropsWithRef, ReactNode } from 'react';
import { BadgeRoot } from './Badge.styles.ts';

/** Meaning: default (accent), secondary (neutral), success, warning, destructive (docs/product.md#states invitation states). */
export type BadgeVariant = 'default' | 'secondary' | 'success' | 'warning' | 'destructive';

export interface BadgeProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** Colour by meaning; defaults to default. */
  variant?: BadgeVariant;
  /** A short label, a count, or an icon and a label. */
  children: ReactNode;
  /**
   * May break its label over lines where its container is narrow (a table's column), instead of
   * widening the container to the label's length on one line.
   */
  wrap?: boolean;
}

/** A small rounded label for a state or a count; the variant is on the DOM as data-variant. */
export function Badge({ variant = 'default', wrap = false, children, ...rest }: BadgeProps) {
  return (
    <BadgeRoot {...rest} data-variant={variant} data-wrap={wrap || undefined}>
      {children}
    </BadgeRoot>
  );
}
