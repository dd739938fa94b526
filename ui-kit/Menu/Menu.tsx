import { cloneElement, useId, useMemo, useState, type KeyboardEvent, type MouseEvent, type ReactElement, type ReactNode, type Ref } from 'react';
import { bothRefs, onDemand, useFetchPartWhen } from '../Floating/onDemand.ts';
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
  // The item focused as it opens: the first after Enter, Space or ArrowDown, the last after ArrowUp,
  // none after a pointer's click (the menu itself takes the focus then).
  const [firstActive, setFirstActive] = useState<'first' | 'last' | null>(null);
  const menuId = useId();
  const ownTriggerId = useId();
  const triggerProps = trigger.props as TriggerProps;
  const triggerId = triggerProps.id ?? ownTriggerId;
  const [triggerElement, setTriggerElement] = useState<HTMLElement | null>(null);
  const callerRef = triggerProps.ref;
  const triggerRef = useMemo(() => bothRefs<HTMLElement>(setTriggerElement, callerRef), [callerRef]);

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
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
    setFirstActive(event.detail === 0 ? 'first' : null);
    setOpen(!open);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    triggerProps.onKeyDown?.(event);
    if (open || event.defaultPrevented || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    setFirstActive(event.key === 'ArrowDown' ? 'first' : 'last');
    setOpen(true);
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
          firstActive={firstActive}
          onOpenChange={setOpen}
        >
          {children}
        </OpenMenu>
      ) : null}
    </>
  );
}
