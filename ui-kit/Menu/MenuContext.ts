import { createContext, useContext, type HTMLProps } from 'react';

export interface MenuContextValue {
  /** Index of the highlighted (focused) item, or null. */
  activeIndex: number | null;
  getItemProps: (userProps?: HTMLProps<HTMLElement>) => Record<string, unknown>;
  /** Closes the menu, e.g. after an item was chosen. */
  close: () => void;
}

export const MenuContext = createContext<MenuContextValue | null>(null);

export function useMenuContext(component: string): MenuContextValue {
  const menu = useContext(MenuContext);
  if (!menu) throw new Error(`<${component}> must be rendered inside <Menu>.`);
  return menu;
}
