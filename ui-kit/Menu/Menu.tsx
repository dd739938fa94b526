import {
  FloatingFocusManager,
  FloatingList,
  FloatingPortal,
  useClick,
  useDismiss,
  useInteractions,
  useListNavigation,
  useMergeRefs,
  useRole,
  useTypeahead,
} from '@floating-ui/react';
import { cloneElement, useMemo, useRef, useState, type ReactElement, type ReactNode, type Ref } from 'react';
import { useFloatingPanel } from '../Floating/index.ts';
import { MenuContext, type MenuContextValue } from './MenuContext.ts';
import { MenuPanel } from './Menu.styles.ts';

/** Where the menu opens relative to its trigger; it flips when there is no room. */
export type MenuPlacement = 'bottom-start' | 'bottom-end' | 'bottom' | 'top-start' | 'top-end' | 'right-start' | 'left-start';

export interface MenuProps {
  /** The element that opens the menu (usually a Button); it receives the ref and ARIA props. */
  trigger: ReactElement<{ ref?: Ref<HTMLElement> }>;
  /** MenuItem, MenuRadioItem, MenuLabel and MenuSeparator elements. */
  children: ReactNode;
  /** Accessible name of the menu; defaults to being labelled by the trigger. */
  label?: string;
  /** Where it opens; defaults to bottom-start. */
  placement?: MenuPlacement;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled (stories show the open menu with it). */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A menu button (WAI-ARIA menu pattern): click, Enter, Space or ArrowDown opens it; arrow keys move,
 * Home/End jump, typing a letter jumps to an item, Enter selects, Escape or Tab closes and focus
 * returns to the trigger.
 */
export function Menu({ trigger, children, label, placement = 'bottom-start', open: openProp, defaultOpen = false, onOpenChange }: MenuProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const elementsRef = useRef<Array<HTMLElement | null>>([]);
  const labelsRef = useRef<Array<string | null>>([]);

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const { context, setReference, setFloating, style, side } = useFloatingPanel({
    open,
    onOpenChange: setOpen,
    placement,
    sideOffset: 4,
  });

  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context),
    useRole(context, { role: 'menu' }),
    useDismiss(context),
    useListNavigation(context, { listRef: elementsRef, activeIndex, onNavigate: setActiveIndex, loop: true }),
    useTypeahead(context, { listRef: labelsRef, activeIndex, onMatch: open ? setActiveIndex : undefined }),
  ]);

  const triggerRef = useMergeRefs([setReference, trigger.props.ref]);

  const menu = useMemo<MenuContextValue>(
    () => ({
      activeIndex,
      getItemProps,
      close: () => {
        if (openProp === undefined) setUncontrolledOpen(false);
        onOpenChange?.(false);
      },
    }),
    [activeIndex, getItemProps, openProp, onOpenChange],
  );

  return (
    <>
      {cloneElement(trigger, getReferenceProps({ ...trigger.props, ref: triggerRef }) as { ref?: Ref<HTMLElement> })}
      {open ? (
        // No focus guards: they are aria-hidden yet focusable (an axe violation), and Tab is handled.
        <FloatingPortal preserveTabOrder={false}>
          <FloatingFocusManager context={context} modal={false} initialFocus={0} returnFocus guards={false}>
            <MenuPanel
              ref={setFloating}
              style={style}
              data-side={side}
              data-menu
              {...getFloatingProps({
                // Tab leaves a menu (WAI-ARIA APG): close it, and focus returns to the trigger.
                onKeyDown(event) {
                  if (event.key === 'Tab') {
                    event.preventDefault();
                    setOpen(false);
                  }
                },
              })}
              // A given label names the menu; otherwise useRole's aria-labelledby (the trigger) does.
              {...(label ? { 'aria-label': label, 'aria-labelledby': undefined } : {})}
            >
              <MenuContext.Provider value={menu}>
                <FloatingList elementsRef={elementsRef} labelsRef={labelsRef}>
                  {children}
                </FloatingList>
              </MenuContext.Provider>
            </MenuPanel>
          </FloatingFocusManager>
        </FloatingPortal>
      ) : null}
    </>
  );
}
