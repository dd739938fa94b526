import type { ComponentPropsWithRef } from 'react';
import { GridRoot } from './Grid.styles.ts';

/** Space between cells: sm 8 px, md 16 px, lg 24 px. */
export type GridGap = 'sm' | 'md' | 'lg';

/** Narrowest a cell may get before a column is dropped: sm 180 px, md 240 px, lg 320 px. */
export type GridMinItemWidth = 'sm' | 'md' | 'lg';

export interface GridProps extends ComponentPropsWithRef<'div'> {
  /** Space between cells; defaults to md. */
  gap?: GridGap;
  /** Minimum cell width; defaults to md. */
  minItemWidth?: GridMinItemWidth;
}

/** A responsive grid of cards (docs/product.md#screens /files): 1 to 4 columns depending on the available width. */
export function Grid({ gap = 'md', minItemWidth = 'md', ...rest }: GridProps) {
  return <GridRoot {...rest} data-gap={gap} data-min-item-width={minItemWidth} />;
}
