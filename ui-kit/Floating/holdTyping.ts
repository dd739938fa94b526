import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * The keys typed while a dialog is on its way: someone presses a button that opens a dialog and
 * types at once (a keyboard user, a password manager), and the dialog's code is still being fetched
 * (Floating/onDemand.ts). Those keys went to the button and were lost ("4@portal.example" arrived of
 * "keyboard.admin.19pe4@portal.example" on a loaded machine). They are held here instead and typed
 * into the text field that takes the focus when the dialog opens. Only characters are held (and a
 * Backspace undoes the last one held): Tab, Enter, Escape and shortcuts keep their meaning.
 */

/**
 * How long held keys wait, once the dialog's code is here, for its first field to take the focus
 * (a commit or two); a dialog whose first control is not a text field drops them as it takes it.
 */
const HAND_OVER_WAIT_MS = 2_000;

let holders = 0;
let held = '';
let waitingForField: (() => void) | null = null;

function isTextField(element: Element | null): element is HTMLInputElement | HTMLTextAreaElement {
  if (element instanceof HTMLTextAreaElement) return !element.readOnly && !element.disabled;
  if (!(element instanceof HTMLInputElement) || element.readOnly || element.disabled) return false;
  return ['text', 'email', 'search', 'url', 'tel', 'password', 'number'].includes(element.type);
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.isComposing || event.metaKey || ((event.ctrlKey || event.altKey) && !event.getModifierState('AltGraph'))) return;
  if (event.key.length === 1) held += event.key;
  else if (event.key === 'Backspace' && held !== '') held = held.slice(0, -1);
  else return;
  event.preventDefault();
}

/** Types into the field as the browser would, so React's onChange and a form library see it. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, field.value + text);
  field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: text }));
}

function stopHolding(field: Element | null): void {
  document.removeEventListener('keydown', onKeyDown, true);
  const text = held;
  held = '';
  if (text !== '' && isTextField(field)) typeInto(field, text);
}

/** Once nothing is fetched: the keys go to the focused text field, or to the next one focused soon, or nowhere. */
function handOver(): void {
  if (isTextField(document.activeElement)) {
    stopHolding(document.activeElement);
    return;
  }
  // The dialog's first field is focused a commit or two after its code arrives.
  const onFocus = (event: FocusEvent) => finish(event.target instanceof Element ? event.target : null);
  const timer = setTimeout(() => finish(null), HAND_OVER_WAIT_MS);
  function finish(field: Element | null) {
    document.removeEventListener('focusin', onFocus, true);
    clearTimeout(timer);
    waitingForField = null;
    if (holders === 0) stopHolding(field);
  }
  document.addEventListener('focusin', onFocus, true);
  waitingForField = () => finish(null);
}

/**
 * Holds typed characters until every holder has let go; several dialogs (the page's and the kit's
 * open dialog) may hold at once. A holder lets go keeping the keys (its code arrived) or dropping
 * them (it was closed first: the keys were meant for a dialog that did not come).
 */
function holdTyping(): (keep: boolean) => void {
  if (waitingForField) {
    // Still holding from an earlier hand-over: go on holding, with what was typed so far.
    const stopWaiting = waitingForField;
    holders += 1;
    stopWaiting();
  } else {
    if (holders === 0) document.addEventListener('keydown', onKeyDown, true);
    holders += 1;
  }
  let released = false;
  return (keep) => {
    if (released) return;
    released = true;
    holders -= 1;
    if (!keep) held = '';
    // A microtask later: the next holder (the kit's dialog, mounted in the same commit) has begun by then.
    if (holders === 0) queueMicrotask(() => holders === 0 && !waitingForField && (keep ? handOver() : stopHolding(null)));
  };
}

/**
 * Holds typed characters while a dialog is `open` but its code has not `arrived`, and hands them to
 * the text field focused when it opens.
 */
export function useHoldTypingWhile(open: boolean, arrived: boolean): void {
  const stillOpen = useRef(open);
  useLayoutEffect(() => {
    stillOpen.current = open;
  });
  useEffect(() => {
    if (!open || arrived) return undefined;
    const release = holdTyping();
    return () => release(stillOpen.current);
  }, [open, arrived]);
}
