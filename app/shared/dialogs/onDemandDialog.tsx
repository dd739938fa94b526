import { useState, type ComponentType } from 'react';
import { fetchOpenDialog, onDemand, useFetchPartWhen } from '../../../ui-kit/index.ts';

/**
 * A page's dialog whose module is fetched when it first opens: its form (react-hook-form and the
 * form's zod schema come with it, 15 KB compressed and more) then stays out of the page's first load,
 * which shows the button that opens it and nothing of the dialog (docs/decisions.md#browser-side).
 * The kit's open dialog is asked for at the same time, so a first opening waits for one round
 * trip, not two. Until it has arrived it draws nothing; once here it is drawn as if imported, open
 * or closed. A dialog that cannot be fetched (offline, a new deployment) is closed through its
 * `onClose`, so its button opens it again and the fetch is tried again. Storybook fetches every
 * such dialog before each story (`fetchEveryPart`), so a story drawn open shows it at once.
 */
export function onDemandDialog<Props extends { onClose: () => void }>(
  load: () => Promise<ComponentType<Props>>,
  isOpen: (props: Props) => boolean,
): ComponentType<Props> {
  const part = onDemand<Props>(() => Promise.all([load(), fetchOpenDialog()]).then(([component]) => component));
  function DialogOnDemand(props: Props) {
    const [Part, setPart] = useState(part.loaded);
    useFetchPartWhen(part, isOpen(props), Part, (component) => setPart(() => component), props.onClose);
    return Part ? <Part {...props} /> : null;
  }
  return DialogOnDemand;
}
