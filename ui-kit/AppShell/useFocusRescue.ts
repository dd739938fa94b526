import { useEffect, type RefObject } from 'react';

/**
 * Keeps the keyboard's place when the focused control is taken out of the page: a row's Delete
 * once the row is deleted (its dialog gave the focus back to it, or found it gone), a button that
 * a refusal withdrew. The browser then leaves the focus on <body>, so the next Tab starts again at
 * the top of the page and a screen reader says nothing. Here the main content area (focusable with
 * tabindex -1, like the skip link's target) takes it instead, and the next Tab goes into the page.
 *
 * Checked after each change of the document, a turn later, so that whatever moves the focus on
 * purpose first (a dialog's focus manager giving it back to its opener, a field focused on a new
 * page) wins. While a modal dialog is open its own focus manager is in charge.
 */
export function useFocusRescue(target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const doc = target.current?.ownerDocument;
    if (!doc) return;
    let lastFocused: Element | null = null;
    let pending: ReturnType<typeof setTimeout> | null = null;
    const onFocusIn = (event: FocusEvent) => {
      lastFocused = event.target instanceof Element ? event.target : null;
    };
    const rescue = () => {
      pending = null;
      const lost = lastFocused !== null && !lastFocused.isConnected;
      const onNothing = doc.activeElement === null || doc.activeElement === doc.body;
      if (!lost || !onNothing || doc.querySelector('[aria-modal="true"]') !== null) return;
      target.current?.focus({ preventScroll: true });
    };
    const observer = new MutationObserver(() => {
      if (pending === null && lastFocused !== null && !lastFocused.isConnected) pending = setTimeout(rescue, 0);
    });
    doc.addEventListener('focusin', onFocusIn);
    observer.observe(doc.body, { childList: true, subtree: true });
    return () => {
      doc.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
      if (pending !== null) clearTimeout(pending);
    };
  }, [target]);
}
