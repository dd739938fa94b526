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
import { itemToOpenOn, moveActive, type ListItem } from '../Floating/activeItem.ts';
import { useFloatingPanel } from '../Floating/index.ts';
import { MenuContext, type MenuContextValue } from './MenuContext.ts';
import { MenuPanel } from './Menu.styles.ts';
import { choosesItem, type MenuOpening } from './menuOpening.ts';

/** Where the menu opens relative to its trigger; it flips when there is no room. */
export type MenuPlacement = 'bottom-start' | 'bottom-end' | 'bottom' | 'top-start' | 'top-end' | 'right-start' | 'left-start';

export interface MenuPanelAtProps {
  /** The trigger Menu drew: the panel is placed against it, and a press on it is not a press outside. */
  trigger: HTMLElement | null;
  menuId: string;
  triggerId: string;
  label: string | undefined;
  placement: MenuPlacement;
  /** How the menu was opened, and the keys pressed on the trigger before this panel has the focus. */
  opening: MenuOpening;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/** The open menu's items as the key rules read them, in the DOM's order (the list's: disabled items count). */
function itemsOf(panel: HTMLElement): Array<ListItem & { element: Element }> {
  return [...panel.querySelectorAll('[role="menuitem"], [role="menuitemradio"]')].map((element) => ({
    element,
    disabled: element.getAttribute('aria-disabled') === 'true',
    label: element.textContent ?? '',
  }));
}

/** Chooses an item as a pointer would, after this commit (its click closes the menu). */
function choose(item: Element | null | undefined) {
  if (item instanceof HTMLElement) queueMicrotask(() => item.click());
}

/** The open menu of Menu.tsx, fetched on first use; it exists only while the menu is open. */
export function MenuPanelAt({ trigger, menuId, triggerId, label, placement, opening, onOpenChange, children }: MenuPanelAtProps) {
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const elementsRef = useRef<Array<HTMLElement | null>>([]);
  const labelsRef = useRef<Array<string | null>>([]);

  const { context, setReference, setFloating, style, side } = useFloatingPanel({ open: true, onOpenChange, placement, sideOffset: 4 });
  useLayoutEffect(() => setReference(trigger), [setReference, trigger]);

  // The item to open on, found as the panel is attached (its items are drawn by then; they learn
  // their list index a render later, from FloatingList), after the keys pressed on the trigger
  // while this part was on its way; then the trigger's keys move it until the focus is here.
  const attachPanel = useCallback(
    (panel: HTMLElement | null) => {
      setFloating(panel);
      if (panel === null) {
        opening.attach(null);
        return;
      }
      const items = itemsOf(panel);
      let active = itemToOpenOn(items, opening.by);
      const kept = opening.attach((key) => {
        if (choosesItem(key)) choose(panel.querySelector('[data-highlighted]'));
        else setActiveIndex((current) => moveActive(itemsOf(panel), current, key));
      });
      for (const key of kept) {
        // Chosen before it was drawn: the keys after it were pressed on a closing menu.
        if (choosesItem(key)) {
          choose(active === null ? null : items[active]?.element);
          break;
        }
        active = moveActive(items, active, key);
      }
      setActiveIndex(active);
    },
    // The opening is Menu's for its whole life: this runs once as the panel is drawn.
    [setFloating, opening],
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
