export { Menu } from './Menu.tsx';
export type { MenuPlacement, MenuProps } from './Menu.tsx';
export { MenuItem, MenuLabel, MenuRadioItem, MenuSeparator } from './MenuItem.tsx';
export type { MenuItemElementProps, MenuItemProps, MenuItemRenderProps, MenuItemVariant, MenuLabelProps, MenuRadioItemProps } from './MenuItem.tsx';
