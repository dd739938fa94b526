import type { MouseEvent, ReactElement, ReactNode } from 'react';
import { Icon, type IconName } from '../Icon/index.ts';
import { MenuItemIndicator, MenuItemLabel, MenuLabelDetail, MenuLabelRoot, MenuSeparatorRoot } from './Menu.styles.ts';
import { useMenuContext } from './MenuContext.ts';

/** Props a custom item element (e.g. the app's router Link) must spread to stay a menu item. */
export interface MenuItemElementProps {
  ref: (node: HTMLElement | null) => void;
  role: string;
  tabIndex: number;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  [prop: string]: unknown;
}

export type MenuItemRenderProps = MenuItemElementProps & { children: ReactNode };

/** Tone of an item: destructive for e.g. Delete. */
export type MenuItemVariant = 'default' | 'destructive';

export interface MenuItemProps {
  children: ReactNode;
  /** Chosen with click, Enter or Space; the menu then closes. */
  onSelect?: () => void;
  /** Leading icon. */
  icon?: IconName;
  /** Tone; defaults to default. */
  variant?: MenuItemVariant;
  /** Skipped by arrow keys and typeahead, and ignores selection. */
  disabled?: boolean;
  /** Text typeahead matches when children is not a plain string. */
  textValue?: string;
  /** Renders the item as another element, e.g. `(props) => renderLink({ ...props, href: '/settings' })`. */
  render?: (props: MenuItemRenderProps) => ReactElement;
}

function useMenuItemProps(
  component: string,
  { children, textValue, disabled, onSelect, variant = 'default' }: Omit<MenuItemProps, 'icon' | 'render'>,
  role: 'menuitem' | 'menuitemradio',
) {
  const menu = useMenuContext(component);
  const label = textValue ?? (typeof children === 'string' ? children : null);
  const item = menu.useListItem({ label: disabled ? null : label });
  const isActive = item.index === menu.activeIndex;
  const tabIndex = isActive ? 0 : -1;
  const props = menu.getItemProps({
    role,
    tabIndex,
    onClick(event: MouseEvent<HTMLElement>) {
      if (disabled) {
        event.preventDefault();
        return;
      }
      onSelect?.();
      menu.close();
    },
  });
  const elementProps: MenuItemElementProps = {
    ...props,
    // getItemProps merges floating-ui's handlers into ours; its result is typed loosely.
    onClick: props.onClick as MenuItemElementProps['onClick'],
    role,
    tabIndex,
    ref: item.ref,
    'aria-disabled': disabled || undefined,
    'data-highlighted': isActive || undefined,
    'data-variant': variant,
  };
  return elementProps;
}

/** One action in a Menu: a button by default, or any element through `render` (e.g. a link). */
export function MenuItem({ icon, render, ...itemProps }: MenuItemProps) {
  const props = useMenuItemProps('MenuItem', itemProps, 'menuitem');
  const content = (
    <>
      {icon ? <Icon name={icon} /> : null}
      <MenuItemLabel>{itemProps.children}</MenuItemLabel>
    </>
  );
  if (render) return render({ ...props, children: content });
  return (
    <button type="button" {...props}>
      {content}
    </button>
  );
}

export interface MenuRadioItemProps extends Omit<MenuItemProps, 'render' | 'variant'> {
  /** Whether this is the current choice (aria-checked, and a check mark). */
  checked: boolean;
}

/** One choice of a set where exactly one is current (e.g. Light / Dark / System). */
export function MenuRadioItem({ checked, icon, ...itemProps }: MenuRadioItemProps) {
  const props = useMenuItemProps('MenuRadioItem', itemProps, 'menuitemradio');
  return (
    <button type="button" {...props} aria-checked={checked} data-state={checked ? 'checked' : 'unchecked'}>
      {icon ? <Icon name={icon} /> : null}
      <MenuItemLabel>{itemProps.children}</MenuItemLabel>
      <MenuItemIndicator aria-hidden>{checked ? <Icon name="check" /> : null}</MenuItemIndicator>
    </button>
  );
}

export interface MenuLabelProps {
  children: ReactNode;
  /** A quieter second line, e.g. the signed-in user's email. */
  detail?: ReactNode;
}

/** A non-interactive heading inside a menu (e.g. "My Account"). */
export function MenuLabel({ children, detail }: MenuLabelProps) {
  return (
    <MenuLabelRoot role="presentation" data-menu-label>
      {children}
      {detail ? <MenuLabelDetail>{detail}</MenuLabelDetail> : null}
    </MenuLabelRoot>
  );
}

/** A line between groups of items. */
export function MenuSeparator() {
  return <MenuSeparatorRoot role="separator" />;
}
