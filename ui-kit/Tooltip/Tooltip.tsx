import { cloneElement, useEffect, useId, useMemo, useState, type FocusEvent, type ReactElement, type ReactNode, type Ref } from 'react';
import { bothRefs, onDemand, useFetchPartWhen } from '../Floating/onDemand.ts';
import { hoverWaitMs, noteTooltipClosed, OpeningTimer } from './hoverTiming.ts';
import type { TooltipBubbleAtProps, TooltipPlacement } from './TooltipBubbleAt.tsx';

export type { TooltipPlacement } from './TooltipBubbleAt.tsx';

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

/** The bubble (its placement and arrow), fetched on the first hover or focus (Floating/onDemand.ts). */
const bubble = onDemand<TooltipBubbleAtProps>(() => import('./TooltipBubbleAt.tsx').then((module) => module.TooltipBubbleAt));

interface TriggerProps {
  ref?: Ref<HTMLElement>;
  onMouseEnter?: (event: unknown) => void;
  onMouseLeave?: (event: unknown) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: unknown) => void;
  'aria-describedby'?: string;
}

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
  const bubbleId = useId();
  const [openTimer] = useState(() => new OpeningTimer());
  const [triggerElement, setTriggerElement] = useState<HTMLElement | null>(null);
  const triggerProps = children.props as TriggerProps;
  const callerRef = triggerProps.ref;
  const triggerRef = useMemo(() => bothRefs<HTMLElement>(setTriggerElement, callerRef), [callerRef]);
  const [Bubble, setBubble] = useState(bubble.loaded);
  // A bubble that cannot be fetched leaves the trigger as it is; the next hover or focus tries again.
  useFetchPartWhen(bubble, open, Bubble, (part) => setBubble(() => part), () => undefined);

  const setOpen = (next: boolean) => {
    openTimer.cancel();
    if (next === open) return;
    if (!next) noteTooltipClosed();
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  useEffect(() => () => openTimer.cancel(), [openTimer]);
  // Escape closes an open tooltip wherever the focus is (it describes, it never holds the focus).
  // Subscribed again each render, so the handler always sees this render's state.
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

  const describedBy = [triggerProps['aria-describedby'], open && Bubble ? bubbleId : undefined].filter(Boolean).join(' ') || undefined;

  const onMouseEnter = (event: unknown) => {
    triggerProps.onMouseEnter?.(event);
    bubble.fetch().catch(() => undefined);
    openTimer.start(hoverWaitMs(delay, skipDelay), () => setOpen(true));
  };
  const onMouseLeave = (event: unknown) => {
    triggerProps.onMouseLeave?.(event);
    setOpen(false);
  };
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    triggerProps.onFocus?.(event);
    // Keyboard focus only: a pointer's press focuses too, and hover already answers it.
    if (event.currentTarget.matches(':focus-visible')) setOpen(true);
  };
  const onBlur = (event: unknown) => {
    triggerProps.onBlur?.(event);
    setOpen(false);
  };

  return (
    <>
      {cloneElement(children, { ref: triggerRef, 'aria-describedby': describedBy, onMouseEnter, onMouseLeave, onFocus, onBlur } as Partial<TriggerProps>)}
      {open && Bubble ? (
        <Bubble trigger={triggerElement} id={bubbleId} placement={placement} onOpenChange={setOpen}>
          {content}
        </Bubble>
      ) : null}
    </>
  );
}
