import {
  FloatingPortal,
  useDismiss,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  useRole,
} from '@floating-ui/react';
import { cloneElement, useState, type ReactElement, type ReactNode, type Ref } from 'react';
import { ARROW_HEIGHT, ARROW_WIDTH, useFloatingPanel } from '../Floating/index.ts';
import { TooltipArrow, TooltipBubble } from './Tooltip.styles.ts';

/** Side of the trigger the tooltip prefers; it flips when there is no room. */
export type TooltipPlacement = 'top' | 'bottom' | 'left' | 'right';

/** docs/product.md#constants: tooltips open after 700 ms of hover, or at once within 300 ms of another closing. */
export const TOOLTIP_DEFAULT_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export interface TooltipProps {
  /** What the tooltip says; keep it short and not interactive. */
  content: ReactNode;
  /** The one element it describes; it receives a ref and event handlers, so it must forward them. */
  children: ReactElement<{ ref?: Ref<HTMLElement> }>;
  /** Preferred side; defaults to top. */
  placement?: TooltipPlacement;
  /** Hover delay before opening, in ms (docs/product.md#constants: 700 by default; screens use 1, 100 or 250). */
  delay?: number;
  /** Within this many ms of another tooltip closing, the next opens without delay. */
  skipDelay?: number;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled (stories show the open tooltip with it). */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** When the last tooltip closed: moving along a row of icons should not wait 700 ms each time. */
let lastClosedAt = Number.NEGATIVE_INFINITY;

/**
 * A label that appears on hover (after `delay`) and on keyboard focus (at once), and closes on
 * Escape, blur or pointer leave. The trigger gets aria-describedby while it is open.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = TOOLTIP_DEFAULT_DELAY_MS,
  skipDelay = TOOLTIP_SKIP_DELAY_MS,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
}: TooltipProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;

  const setOpen = (next: boolean) => {
    if (!next) lastClosedAt = performance.now();
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const { context, setReference, setFloating, style, side, arrowRef } = useFloatingPanel({
    open,
    onOpenChange: setOpen,
    placement,
    sideOffset: 4,
    withArrow: true,
  });

  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, {
      move: false,
      delay: () => ({ open: performance.now() - lastClosedAt < skipDelay ? 0 : delay, close: 0 }),
    }),
    useFocus(context),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ]);

  const triggerRef = useMergeRefs([setReference, children.props.ref]);

  return (
    <>
      {cloneElement(children, getReferenceProps({ ...children.props, ref: triggerRef }) as { ref?: Ref<HTMLElement> })}
      {open ? (
        <FloatingPortal>
          <TooltipBubble
            ref={setFloating}
            style={style}
            data-side={side}
            data-tooltip
            {...getFloatingProps()}
          >
            {content}
            <TooltipArrow ref={arrowRef} context={context} width={ARROW_WIDTH} height={ARROW_HEIGHT} />
          </TooltipBubble>
        </FloatingPortal>
      ) : null}
    </>
  );
}
