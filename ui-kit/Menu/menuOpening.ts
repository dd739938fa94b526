import type { OpenedBy } from '../Floating/activeItem.ts';

/** Keys that choose the active item. */
export const choosesItem = (key: string) => key === 'Enter' || key === ' ';

/**
 * One opening of a menu as its trigger sees it: how it was opened, and where a key pressed on the
 * trigger while the menu is open goes. Until the open menu is drawn (it is fetched on first use)
 * such keys are kept; once drawn, it takes them, those kept and each next one at once (the focus
 * is still on the trigger for a frame or more), and moves its active item as its own keys would
 * (MenuPanelAt.tsx). Menu holds one for its whole life and begins it again at each opening; this
 * part stays small, as it loads with every page that has a menu.
 */
export class MenuOpening {
  by: OpenedBy = null;
  private keysBeforePanel: string[] = [];
  private panelTakes: ((key: string) => void) | null = null;

  begin(by: OpenedBy): void {
    this.by = by;
    this.keysBeforePanel = [];
  }

  /** A key pressed on the trigger of the open menu. */
  press(key: string): void {
    if (this.panelTakes) this.panelTakes(key);
    else this.keysBeforePanel.push(key);
  }

  /** The drawn panel takes the next keys (null as it goes); returns those pressed before it was drawn. */
  attach(takes: ((key: string) => void) | null): string[] {
    this.panelTakes = takes;
    const kept = this.keysBeforePanel;
    this.keysBeforePanel = [];
    return kept;
  }
}
