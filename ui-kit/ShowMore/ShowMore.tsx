import { useLayoutEffect, useRef, type ComponentPropsWithRef, type MouseEvent } from 'react';
import { Button } from '../Button/index.ts';
import { ShowMoreRoot, ShowMoreStatus } from './ShowMore.styles.ts';

/** What the button does once everything is shown: hide it, or keep it visible but disabled. */
export type ShowMoreWhenComplete = 'hide' | 'disable';

export interface ShowMoreProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** How many items are shown now. */
  shown: number;
  /** How many items there are in all. */
  total: number;
  /** Asks for the next page (docs/product.md#constants: 10 more). */
  onShowMore: () => void;
  /** The next page is loading: the button shows a spinner and ignores clicks. */
  loading?: boolean;
  /** When all are shown; defaults to hide. */
  whenComplete?: ShowMoreWhenComplete;
  /** Button label; defaults to "Show more". */
  label?: string;
}

/**
 * The "Showing N of M" line and the "Show more" button under a paged list (docs/product.md#screens). The line is a
 * polite live region so the new count is announced. State: data-complete, data-loading.
 *
 * When the button that asked for the last page goes (whenComplete hide) while it has the focus, the
 * focus moves to the count beside it: left to the browser it fell to the top of the page, and a
 * keyboard user started again from there.
 */
export function ShowMore({
  shown,
  total,
  onShowMore,
  loading = false,
  whenComplete = 'hide',
  label = 'Show more',
  ...rest
}: ShowMoreProps) {
  const complete = shown >= total;
  const status = useRef<HTMLParagraphElement>(null);
  /** The button had the focus when it asked for the page now awaited. */
  const askedWithFocus = useRef(false);
  const ask = (event: MouseEvent<HTMLButtonElement>) => {
    askedWithFocus.current = event.currentTarget === document.activeElement;
    onShowMore();
  };
  useLayoutEffect(() => {
    if (!askedWithFocus.current) return;
    askedWithFocus.current = false;
    if (complete && whenComplete === 'hide') status.current?.focus();
  }, [shown, total, complete, whenComplete]);
  return (
    <ShowMoreRoot {...rest} data-complete={complete || undefined} data-loading={loading || undefined}>
      <ShowMoreStatus aria-live="polite" ref={status} tabIndex={-1}>
        Showing {Math.min(shown, total)} of {total}
      </ShowMoreStatus>
      {complete && whenComplete === 'hide' ? null : (
        <Button variant="outline" size="sm" disabled={complete} loading={loading} onClick={ask}>
          {label}
        </Button>
      )}
    </ShowMoreRoot>
  );
}
