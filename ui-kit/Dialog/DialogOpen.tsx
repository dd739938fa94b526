import { FloatingFocusManager, FloatingPortal, useDismiss, useInteractions, useRole } from '@floating-ui/react';
import { useId, useLayoutEffect, type ReactNode, type RefObject } from 'react';
import { Button } from '../Button/index.ts';
import { useFloatingPanel } from '../Floating/index.ts';
import { Icon } from '../Icon/index.ts';
import {
  DialogBody,
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPanel,
  DialogTitle,
} from './Dialog.styles.ts';

/** Maximum width: sm 400 px (confirmations), md 512 px (forms), lg 720 px. */
export type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps {
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** Called with false when the user asks to close (Escape, outside click, the close button). */
  onOpenChange: (open: boolean) => void;
  /** The heading; it names the dialog (aria-labelledby). */
  title: ReactNode;
  /** A sentence under the title; it describes the dialog (aria-describedby). */
  description?: ReactNode;
  /** The content: usually a form. */
  children?: ReactNode;
  /** Buttons at the bottom, right-aligned (Cancel first, the main action last). */
  footer?: ReactNode;
  /** When false, Escape and outside clicks do not close it and there is no close button (docs/product.md#screens). */
  dismissible?: boolean;
  /**
   * When false, a click outside does not close it while Escape and the close button still do: a
   * form a stray click must not throw away. Defaults to true.
   */
  closeOnOutsidePress?: boolean;
  /** Maximum width; defaults to md. */
  size?: DialogSize;
  /** What gets focus on open; defaults to the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Label of the close button; defaults to "Close". */
  closeLabel?: string;
}

/** What takes the focus when a dialog opens: its first control, in the order the keyboard reaches them. */
const FIRST_FIELD = 'input:not([type=hidden]):not(:disabled),select:not(:disabled),textarea:not(:disabled),button:not(:disabled),a[href],[tabindex="0"]';

/** The open dialog of Dialog.tsx, fetched on first use; it exists only while the dialog is open. */
export function DialogOpen({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  dismissible = true,
  closeOnOutsidePress = true,
  size = 'md',
  initialFocus,
  closeLabel = 'Close',
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const { context, setFloating } = useFloatingPanel({ open, onOpenChange });
  const panel = context.elements.floating;
  // The first field (or `initialFocus`) takes the focus here, at once: FloatingFocusManager's own
  // initial focus (turned off below) waits for the next animation frame. The keys of someone who
  // pressed the opening button and typed at once (a keyboard user, a password manager) went to that
  // button meanwhile and were lost (a loaded machine's frame came a key late: "eyboard.admin…"),
  // and a Tab or a click made before that frame was undone by it. Queued after the manager's own
  // work of this commit (this effect runs after its child's); an element inside that already has
  // the focus (a field's autofocus) keeps it.
  useLayoutEffect(() => {
    if (!panel) return;
    queueMicrotask(() => {
      if (!panel.contains(panel.ownerDocument.activeElement)) (initialFocus?.current ?? panel.querySelector<HTMLElement>(FIRST_FIELD) ?? panel).focus();
    });
  }, [panel, initialFocus]);
  const { getFloatingProps } = useInteractions([
    useDismiss(context, { enabled: dismissible, outsidePress: closeOnOutsidePress, outsidePressEvent: 'mousedown' }),
    useRole(context, { role: 'dialog' }),
  ]);

  return (
    <FloatingPortal>
      <DialogOverlay lockScroll data-dialog-overlay>
        <FloatingFocusManager context={context} modal initialFocus={-1} returnFocus>
          <DialogPanel
            ref={setFloating}
            {...getFloatingProps()}
            aria-modal="true"
            aria-labelledby={titleId}
            aria-describedby={description ? descriptionId : undefined}
            data-size={size}
            data-dismissible={dismissible || undefined}
          >
            <DialogHeader>
              <DialogTitle id={titleId}>{title}</DialogTitle>
              {description ? <DialogDescription id={descriptionId}>{description}</DialogDescription> : null}
            </DialogHeader>
            {children ? <DialogBody>{children}</DialogBody> : null}
            {footer ? <DialogFooter>{footer}</DialogFooter> : null}
            {dismissible ? (
              <DialogClose>
                <Button variant="ghost" size="icon" aria-label={closeLabel} onClick={() => onOpenChange(false)}>
                  <Icon name="x" />
                </Button>
              </DialogClose>
            ) : null}
          </DialogPanel>
        </FloatingFocusManager>
      </DialogOverlay>
    </FloatingPortal>
  );
}
