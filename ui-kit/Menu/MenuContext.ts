import { createContext, useContext, type HTMLProps } from 'react';

export interface MenuContextValue {
  /** Index of the highlighted (focused) item, or null. */
  activeIndex: number | null;
  getItemProps: (userProps?: HTMLProps<HTMLElement>) => Record<string, unknown>;
  /**
   * Registers an item in the open menu's list (floating-ui's useListItem, handed down by the open
   * menu so the items' module does not load floating-ui with every page: Floating/onDemand.ts).
   * Always the same hook while the menu is open, so calling it from context keeps the hook order.
   */
  useListItem: (props: { label: string | null }) => { index: number; ref: (node: HTMLElement | null) => void };
  /** Closes the menu, e.g. after an item was chosen. */
  close: () => void;
}

export const MenuContext = createContext<MenuContextValue | null>(null);

export function useMenuContext(component: string): MenuContextValue {
  const menu = useContext(MenuContext);
  if (!menu) throw new Error(`<${component}> must be rendered inside <Menu>.`);
  return menu;
}
