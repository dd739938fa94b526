import {
  FloatingFocusManager,
  FloatingPortal,
  useClick,
  useDismiss,
  useInteractions,
  useMergeRefs,
  useRole,
} from '@floating-ui/react';
import { cloneElement, useState, type KeyboardEvent, type ReactElement, type ReactNode, type Ref } from 'react';
import { useFloatingPanel } from '../Floating/index.ts';
import { PopoverPanel } from './Popover.styles.ts';

/** Where the panel opens relative to its trigger; it flips when there is no room. */
export type PopoverPlacement = 'bottom-start' | 'bottom-end' | 'bottom' | 'top-start' | 'top-end' | 'top' | 'right-start' | 'left-start';

export interface PopoverProps {
  /** The element that opens it (usually a Button); it receives the ref and ARIA props. */
  trigger: ReactElement<{ ref?: Ref<HTMLElement> }>;
  /** The content: text, a small form, details. */
  children: ReactNode;
  /** Accessible name of the panel (role dialog). */
  label: string;
  /** Where it opens; defaults to bottom-start. */
  placement?: PopoverPlacement;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled (stories show the open popover with it). */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

const FOCUSABLE = 'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * A non-modal panel (role dialog) next to its trigger: click toggles it, Escape or a click outside
 * closes it. Focus moves into it on open (the first focusable element, else the panel) and back to
 * the trigger on close; tabbing past either end closes it. State: data-side, trigger aria-expanded.
 */
export function Popover({ trigger, children, label, placement = 'bottom-start', open: openProp, defaultOpen = false, onOpenChange }: PopoverProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const { context, setReference, setFloating, style, side } = useFloatingPanel({
    open,
    onOpenChange: setOpen,
    placement,
    sideOffset: 6,
  });

  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'dialog' }),
  ]);

  const triggerRef = useMergeRefs([setReference, trigger.props.ref]);

  // No focus guards (aria-hidden yet focusable: an axe violation, as in Menu), so Tab is handled:
  // leaving the panel at either end closes it and focus returns to the trigger.
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const panel = event.currentTarget;
    if (event.key !== 'Tab') return;
    const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    const leaving =
      focusable.length === 0 || (event.shiftKey ? active === first || active === panel : active === last);
    if (leaving) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <>
      {cloneElement(trigger, getReferenceProps({ ...trigger.props, ref: triggerRef }) as { ref?: Ref<HTMLElement> })}
      {open ? (
        <FloatingPortal preserveTabOrder={false}>
          <FloatingFocusManager context={context} modal={false} initialFocus={0} returnFocus guards={false}>
            <PopoverPanel
              ref={setFloating}
              style={style}
              data-side={side}
              data-popover
              {...getFloatingProps({ onKeyDown: handleKeyDown })}
              aria-label={label}
              aria-labelledby={undefined}
            >
              {children}
            </PopoverPanel>
          </FloatingFocusManager>
        </FloatingPortal>
      ) : null}
    </>
  );
}
