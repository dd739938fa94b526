import { useEffect, type RefObject } from 'react';

/** Ctrl+K, or Cmd+K on a Mac: the shortcut most products give their search. */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}

/**
 * Focuses (and selects) the search input inside `container` when the shortcut is pressed anywhere
 * on the page, even while typing in another field: the browser's own Ctrl+K (its address bar
 * search) is what a person of this portal means less often.
 */
export function useSearchShortcut(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      const input = container.current?.querySelector<HTMLInputElement>('input[type="search"]');
      if (!input) return;
      event.preventDefault();
      input.focus();
      input.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [container]);
}
