import { cloneElement, useId, useMemo, useState, type KeyboardEvent, type MouseEvent, type ReactElement, type ReactNode, type Ref } from 'react';
import { movesActive, type OpenedBy } from '../Floating/activeItem.ts';
import { bothRefs, onDemand, useFetchPartWhen } from '../Floating/onDemand.ts';
import { choosesItem, MenuOpening } from './menuOpening.ts';
import type { MenuPanelAtProps, MenuPlacement } from './MenuPanelAt.tsx';

export type { MenuPlacement } from './MenuPanelAt.tsx';

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

/** The open menu (placement, focus, arrow keys, typeahead), fetched on first use (Floating/onDemand.ts). */
const panel = onDemand<MenuPanelAtProps>(() => import('./MenuPanelAt.tsx').then((module) => module.MenuPanelAt));

interface TriggerProps {
  ref?: Ref<HTMLElement>;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  onPointerEnter?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: unknown) => void;
  id?: string;
}

/**
 * A menu button (WAI-ARIA menu pattern): click, Enter, Space or ArrowDown opens it; arrow keys move,
 * Home/End jump, typing a letter jumps to an item, Enter selects, Escape or Tab closes and focus
 * returns to the trigger. The trigger is drawn here; the open menu is fetched when first wanted.
 */
export function Menu({ trigger, children, label, placement = 'bottom-start', open: openProp, defaultOpen = false, onOpenChange }: MenuProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  // How this opening began (the item it opens on: the first after Enter, Space or ArrowDown, the
  // last after ArrowUp, none after a pointer's click), and the keys pressed on the trigger before
  // the open menu has the focus, which it takes as its own (menuOpening.ts), so no key is lost.
  const [opening] = useState(() => new MenuOpening());
  const menuId = useId();
  const ownTriggerId = useId();
  const triggerProps = trigger.props as TriggerProps;
  const triggerId = triggerProps.id ?? ownTriggerId;
  const [triggerElement, setTriggerElement] = useState<HTMLElement | null>(null);
  const callerRef = triggerProps.ref;
  const triggerRef = useMemo(() => bothRefs<HTMLElement>(setTriggerElement, callerRef), [callerRef]);

  const setOpen = (next: boolean) => {
    opening.begin(null);
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const openBy = (by: OpenedBy) => {
    setOpen(true);
    opening.begin(by);
  };

  const [OpenMenu, setOpenMenu] = useState(panel.loaded);
  useFetchPartWhen(panel, open, OpenMenu, (part) => setOpenMenu(() => part), () => setOpen(false));

  const prefetch = () => {
    panel.fetch().catch(() => undefined);
  };
  const onPointerEnter = (event: MouseEvent<HTMLElement>) => {
    triggerProps.onPointerEnter?.(event);
    prefetch();
  };
  const onFocus = (event: unknown) => {
    triggerProps.onFocus?.(event);
    prefetch();
  };
  const onClick = (event: MouseEvent<HTMLElement>) => {
    triggerProps.onClick?.(event);
    if (event.defaultPrevented) return;
    // A click from Enter or Space has no pointer behind it (detail 0).
    if (open) setOpen(false);
    else openBy(event.detail === 0 ? 'first' : null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    triggerProps.onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (!open) {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      openBy(event.key === 'ArrowDown' ? 'first' : 'last');
      return;
    }
    // Open, and the focus still here: the panel's keys act now, or as it is drawn.
    if (event.key === 'Tab') setOpen(false);
    else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    } else if (choosesItem(event.key) || movesActive(event)) {
      // Not the button's own click: Enter and Space choose the active item, as in the panel.
      event.preventDefault();
      opening.press(event.key);
    }
  };

  return (
    <>
      {cloneElement(trigger, {
        ref: triggerRef,
        id: triggerId,
        'aria-haspopup': 'menu',
        'aria-expanded': open ? 'true' : 'false',
        'aria-controls': open && OpenMenu ? menuId : undefined,
        onPointerEnter,
        onFocus,
        onClick,
        onKeyDown,
      } as Partial<TriggerProps>)}
      {open && OpenMenu ? (
        <OpenMenu
          trigger={triggerElement}
          menuId={menuId}
          triggerId={triggerId}
          label={label}
          placement={placement}
          opening={opening}
          onOpenChange={setOpen}
        >
          {children}
        </OpenMenu>
      ) : null}
    </>
  );
}
