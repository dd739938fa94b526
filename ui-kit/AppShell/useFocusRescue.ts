import { useEffect, type RefObject } from 'react';

/** What can take the focus, before the keyboard's checks (in the tab order, enabled, drawn). */
const CONTROLS = 'a[href],button,input,select,textarea,[tabindex]';

/** The first (or, `last`, the last) control the keyboard can reach in a node, the node itself included. */
function reachableIn(node: Node | null, last: boolean): HTMLElement | undefined {
  if (!(node instanceof HTMLElement)) return undefined;
  const all = [node, ...node.querySelectorAll<HTMLElement>(CONTROLS)].filter(
    (element) => element.matches(CONTROLS) && element.tabIndex >= 0 && !element.matches(':disabled') && element.getClientRects().length > 0,
  );
  return last ? all.at(-1) : all[0];
}

/**
 * The control nearest where the removed one stood (its removal's parent and siblings), inside
 * `within` (never out of the page's own content: a menu's item, gone with its menu, leaves the
 * focus to <main>): the first after it (the next row's, as a list goes on), else the last before it
 * (the row above, once the last row went), each looked for among the siblings and then among the
 * parent's, outwards.
 */
function nearestTo(removal: MutationRecord, within: HTMLElement): HTMLElement | undefined {
  let { target: parent, nextSibling: next, previousSibling: previous } = removal;
  while (parent.isConnected && within.contains(parent)) {
    for (let node = next; node; node = node.nextSibling) {
      const found = reachableIn(node, false);
      if (found) return found;
    }
    for (let node = previous; node; node = node.previousSibling) {
      const found = reachableIn(node, true);
      if (found) return found;
    }
    if (parent === within || !parent.parentNode) break;
    ({ nextSibling: next, previousSibling: previous } = parent);
    parent = parent.parentNode;
  }
  return undefined;
}

/**
 * Keeps the keyboard's place when the focused control is taken out of the page: a row's Delete
 * once the row is deleted (its dialog gave the focus back to it, or found it gone), a button that
 * a refusal withdrew. The browser then leaves the focus on <body>, so the next Tab starts again at
 * the top of the page and a screen reader says nothing. Here the control nearest where it stood
 * takes the focus instead (the next row's, or the one above once the last row went), and the main
 * content area (focusable with tabindex -1, like the skip link's target) when there is none.
 *
 * A control in a modal dialog does not count: once the dialog closes, the focus belongs where it
 * was before it opened (the dialog's opener), so that is the control whose place is kept. Checked
 * after each change of the document, a turn later, so that whatever moves the focus on purpose
 * first (a dialog's focus manager giving it back to its opener, a field focused on a new page)
 * wins. While a modal dialog is open its own focus manager is in charge.
 */
export function useFocusRescue(target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const doc = target.current?.ownerDocument;
    if (!doc) return;
    /** The last control focused outside any modal dialog, and the record of its removal (where it stood). */
    let lastFocused: Element | null = null;
    let lostAt: MutationRecord | undefined;
    let pending: ReturnType<typeof setTimeout> | null = null;
    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof Element) || event.target.closest('[aria-modal="true"]')) return;
      lastFocused = event.target;
      lostAt = undefined;
    };
    const rescue = () => {
      pending = null;
      const main = target.current;
      const lost = lastFocused !== null && !lastFocused.isConnected;
      const onNothing = doc.activeElement === null || doc.activeElement === doc.body;
      if (!main || !lost || !onNothing || doc.querySelector('[aria-modal="true"]') !== null) return;
      const nearest = lostAt && nearestTo(lostAt, main);
      (nearest || main).focus({ preventScroll: !nearest });
    };
    const observer = new MutationObserver((records) => {
      if (lastFocused === null) return;
      lostAt ??= records.find((record) => [...record.removedNodes].some((node) => node.contains(lastFocused)));
      if (pending === null && !lastFocused.isConnected) pending = setTimeout(rescue, 0);
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
