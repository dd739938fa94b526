import {
  FloatingFocusManager,
  FloatingList,
  FloatingPortal,
  useDismiss,
  useInteractions,
  useListItem,
  useListNavigation,
  useTypeahead,
} from '@floating-ui/react';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useFloatingPanel } from '../Floating/index.ts';
import { MenuContext, type MenuContextValue } from './MenuContext.ts';
import { MenuPanel } from './Menu.styles.ts';

/** Where the menu opens relative to its trigger; it flips when there is no room. */
export type MenuPlacement = 'bottom-start' | 'bottom-end' | 'bottom' | 'top-start' | 'top-end' | 'right-start' | 'left-start';

export interface MenuPanelAtProps {
  /** The trigger Menu drew: the panel is placed against it, and a press on it is not a press outside. */
  trigger: HTMLElement | null;
  menuId: string;
  triggerId: string;
  label: string | undefined;
  placement: MenuPlacement;
  /** The item to focus as it opens (Menu.tsx says when). */
  firstActive: 'first' | 'last' | null;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/** The open menu of Menu.tsx, fetched on first use; it exists only while the menu is open. */
export function MenuPanelAt({ trigger, menuId, triggerId, label, placement, firstActive, onOpenChange, children }: MenuPanelAtProps) {
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const elementsRef = useRef<Array<HTMLElement | null>>([]);
  const labelsRef = useRef<Array<string | null>>([]);

  const { context, setReference, setFloating, style, side } = useFloatingPanel({ open: true, onOpenChange, placement, sideOffset: 4 });
  useLayoutEffect(() => setReference(trigger), [setReference, trigger]);

  // The wanted item, found as the panel is attached (its items are drawn by then): items learn their
  // list index a render later (FloatingList), and an index counts disabled items too, so the DOM's
  // order is the list's.
  const attachPanel = useCallback(
    (panel: HTMLElement | null) => {
      setFloating(panel);
      if (panel === null || firstActive === null) return;
      const items = [...panel.querySelectorAll('[role="menuitem"], [role="menuitemradio"]')];
      const enabled = items.flatMap((item, index) => (item.getAttribute('aria-disabled') === 'true' ? [] : [index]));
      const index = firstActive === 'first' ? enabled[0] : enabled[enabled.length - 1];
      if (index !== undefined) setActiveIndex(index);
    },
    // firstActive is how this opening began: it does not change while the menu is open.
    [setFloating, firstActive],
  );

  const { getFloatingProps, getItemProps } = useInteractions([
    useDismiss(context),
    useListNavigation(context, { listRef: elementsRef, activeIndex, onNavigate: setActiveIndex, loop: true }),
    useTypeahead(context, { listRef: labelsRef, activeIndex, onMatch: setActiveIndex }),
  ]);

  const menu = useMemo<MenuContextValue>(
    () => ({ activeIndex, getItemProps, useListItem, close: () => onOpenChange(false) }),
    [activeIndex, getItemProps, onOpenChange],
  );

  return (
    // No focus guards: they are aria-hidden yet focusable (an axe violation), and Tab is handled.
    <FloatingPortal preserveTabOrder={false}>
      <FloatingFocusManager context={context} modal={false} initialFocus={0} returnFocus guards={false}>
        <MenuPanel
          ref={attachPanel}
          style={style}
          data-side={side}
          data-menu
          {...getFloatingProps({
            id: menuId,
            role: 'menu',
            // A given label names the menu; otherwise the trigger does.
            ...(label ? { 'aria-label': label } : { 'aria-labelledby': triggerId }),
            // Tab leaves a menu (WAI-ARIA APG): close it, and focus returns to the trigger.
            onKeyDown(event) {
              if (event.key === 'Tab') {
                event.preventDefault();
                onOpenChange(false);
              }
            },
          })}
        >
          <MenuContext.Provider value={menu}>
            <FloatingList elementsRef={elementsRef} labelsRef={labelsRef}>
              {children}
            </FloatingList>
          </MenuContext.Provider>
        </MenuPanel>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}
