import { useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import { Icon, type IconName } from '../Icon/index.ts';
import { ToastClose, ToastDescription, ToastRoot, ToastText, ToastTitle } from './Toast.styles.ts';

/** Tone of a toast (docs/product.md#states): default, success, warning, destructive (errors). */
export type ToastVariant = 'default' | 'success' | 'warning' | 'destructive';

/** One toast as the queue hands it to the view. */
export interface ToastData {
  id: string;
  title: string;
  description?: string;
  /** Tone; defaults to default. */
  variant?: ToastVariant;
  /** False once dismissed: the queue may keep a closed toast for a while, the view hides it. */
  open?: boolean;
}

export interface ToastProps extends ToastData {
  /** Asked to close: the close button, or a swipe to the right past the threshold. */
  onDismiss: (id: string) => void;
  /** How far (px) a rightward swipe must travel to dismiss; docs/product.md#constants says 50. */
  swipeThreshold?: number;
}

const variantIcons: Record<ToastVariant, IconName | null> = {
  default: null,
  success: 'check-circle',
  warning: 'alert-triangle',
  destructive: 'alert-circle',
};

/** Movement (px) before a press counts as a swipe, so a plain click on the close button stays a click. */
const SWIPE_START_BUFFER = 4;

type SwipeState = 'move' | 'cancel' | 'end';

/** Follows a pointer dragging the toast right; returns the handlers and where the drag is. */
function useSwipeRight(threshold: number, onSwiped: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const [offset, setOffset] = useState(0);
  const [state, setState] = useState<SwipeState | undefined>(undefined);

  const finish = (event: PointerEvent<HTMLElement>) => {
    const origin = start.current;
    start.current = null;
    const target = event.currentTarget;
    if (target.hasPointerCapture?.(event.pointerId)) target.releasePointerCapture(event.pointerId);
    if (!origin || state !== 'move') return;
    const delta = Math.max(0, event.clientX - origin.x);
    if (delta >= threshold) {
      setState('end');
      onSwiped();
    } else {
      setState('cancel');
      setOffset(0);
    }
  };

  return {
    offset,
    state,
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (event.button !== 0) return;
        start.current = { x: event.clientX, y: event.clientY };
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const origin = start.current;
        if (!origin) return;
        const delta = Math.max(0, event.clientX - origin.x);
        if (state !== 'move' && delta < SWIPE_START_BUFFER) return;
        if (state !== 'move') {
          setState('move');
          // Capture only once a swipe starts, so clicks inside the toast still reach their target.
          try {
            event.currentTarget.setPointerCapture(event.pointerId);
          } catch {
            // Synthetic pointers (tests) have no capturable id; the swipe works without capture.
          }
        }
        setOffset(delta);
      },
      onPointerUp: finish,
      onPointerCancel: finish,
    },
  };
}

/**
 * One notification. Dismissed by its close button or by swiping right at least `swipeThreshold` px;
 * either way it only calls onDismiss(id): the queue decides what happens next.
 */
export function Toast({ id, title, description, variant = 'default', open = true, onDismiss, swipeThreshold = 50 }: ToastProps) {
  const swipe = useSwipeRight(swipeThreshold, () => onDismiss(id));
  if (!open) return null;
  const icon = variantIcons[variant];
  return (
    <ToastRoot
      data-toast
      data-variant={variant}
      data-state="open"
      data-swipe={swipe.state}
      style={swipe.offset ? ({ '--toast-swipe-x': `${swipe.offset}px` } as CSSProperties) : undefined}
      {...swipe.handlers}
    >
      {icon ? <Icon name={icon} size="lg" /> : null}
      <ToastText>
        <ToastTitle data-toast-title>{title}</ToastTitle>
        {description ? <ToastDescription data-toast-description>{description}</ToastDescription> : null}
      </ToastText>
      <ToastClose type="button" aria-label="Close" onClick={() => onDismiss(id)}>
        <Icon name="x" />
      </ToastClose>
    </ToastRoot>
  );
}
