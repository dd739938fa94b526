import { useEffect, useState, type ComponentType } from 'react';
import { fetchOpenDialog, onDemand, useFetchPartWhen, useHoldTypingWhile } from '../../../ui-kit/index.ts';

/**
 * The events that say someone has begun to use the page: a pointer moving over it, a press or a
 * touch, a key (the Tabs that reach a dialog's button). Not a focus: the app moves it itself as a
 * page is drawn. Not a pointer over an element alone: the browser sends one whenever the page's
 * content changes under a pointer at rest (a headless Chromium's rests at 0,0 and saw the header
 * drawn under it, so a page's first load, measured there, fetched its dialogs on some runs and
 * not on others). A page's first load and a test of its speed (Lighthouse) make none of them.
 */
const SIGNS_OF_USE = ['pointermove', 'pointerdown', 'keydown'] as const;

/** Calls `act` once, at the page's first sign of use; returns what stops waiting for it. */
function onFirstSignOfUse(act: () => void): () => void {
  const stop = () => {
    for (const type of SIGNS_OF_USE) document.removeEventListener(type, onSign, true);
  };
  function onSign() {
    stop();
    act();
  }
  for (const type of SIGNS_OF_USE) document.addEventListener(type, onSign, { capture: true, passive: true });
  return stop;
}

/**
 * A page's dialog whose module is fetched when it first opens: its form (react-hook-form and the
 * form's zod schema come with it, 15 KB compressed and more) then stays out of the page's first load,
 * which shows the button that opens it and nothing of the dialog (docs/decisions.md#browser-side).
 * The kit's open dialog is asked for at the same time, so a first opening waits for one round
 * trip, not two. Both are asked for sooner too, at the page's first sign of use (a pointer over the
 * page, a key), so they have usually arrived by the time its button is pressed; keys typed while
 * they have not are held for its first text field (ui-kit's holdTyping). Until it has arrived it
 * draws nothing; once here it is drawn as if imported, open or closed. A dialog that cannot be fetched (offline, a
 * new deployment) is closed through its `onClose`, so its button opens it again and the fetch is
 * tried again. Storybook fetches every such dialog before each story (`fetchEveryPart`), so a
 * story drawn open shows it at once.
 */
export function onDemandDialog<Props extends { onClose: () => void }>(
  load: () => Promise<ComponentType<Props>>,
  isOpen: (props: Props) => boolean,
): ComponentType<Props> {
  const part = onDemand<Props>(() => Promise.all([load(), fetchOpenDialog()]).then(([component]) => component));
  function DialogOnDemand(props: Props) {
    const [Part, setPart] = useState(part.loaded);
    useFetchPartWhen(part, isOpen(props), Part, (component) => setPart(() => component), props.onClose);
    useHoldTypingWhile(isOpen(props), Part !== null);
    // Drawn (closed) once here, so its opening waits for nothing; a fetch that fails here is
    // forgotten (onDemand) and tried again as the dialog opens.
    useEffect(() => {
      if (Part) return undefined;
      return onFirstSignOfUse(() => {
        part.fetch().then((component) => setPart(() => component), () => undefined);
      });
    }, [Part]);
    return Part ? <Part {...props} /> : null;
  }
  return DialogOnDemand;
}
