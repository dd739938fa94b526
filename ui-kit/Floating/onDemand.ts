import { useEffect, type ComponentType, type Ref, type RefCallback } from 'react';

/**
 * A floating part fetched on first use: a menu's panel, a tooltip's bubble, an open dialog. Their
 * positioning, focus and list logic (@floating-ui/react and tabbable, about 25 KB compressed) then
 * stays out of the first load of every signed-in page, which shows menus and tooltips and may open
 * a dialog, but opens none of them until someone points, focuses or presses
 * (docs/decisions.md#browser-side). A trigger is always drawn by the caller, so nothing of it
 * moves or loses focus when the part arrives.
 *
 * `fetch()` answers the part, fetching it the first time (callers start it on a trigger's hover or
 * focus, so it is usually there by the press); `loaded()` is the part when it is already here,
 * null before. A fetch that fails (the network, a new deployment) is forgotten, so the next use
 * tries again.
 */
export interface OnDemand<Props extends object> {
  fetch: () => Promise<ComponentType<Props>>;
  loaded: () => ComponentType<Props> | null;
}

/** Every part made here, for fetchEveryPart. */
const everyPart = new Set<{ fetch: () => Promise<unknown> }>();

/**
 * Fetches every part whose component has been loaded, so they draw at once: Storybook does it
 * before each story (.storybook/preview.tsx), whose states and play functions are about what is
 * drawn, not about the network (the fetching itself is tested in tests/ui-kit/Floating/).
 */
export function fetchEveryPart(): Promise<unknown> {
  return Promise.all([...everyPart].map((part) => part.fetch()));
}

export function onDemand<Props extends object>(load: () => Promise<ComponentType<Props>>): OnDemand<Props> {
  let part: ComponentType<Props> | null = null;
  let pending: Promise<ComponentType<Props>> | null = null;
  const source: OnDemand<Props> = {
    fetch(): Promise<ComponentType<Props>> {
      pending ??= load().then(
        (component) => (part = component),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    loaded: (): ComponentType<Props> | null => part,
  };
  everyPart.add(source);
  return source;
}

/**
 * Fetches the part while `wanted` (an open menu or tooltip, also one drawn open at once) until the
 * caller holds it: `setPart` puts it in the caller's state, so the component drawn is always the
 * same one. `onFailed` undoes what was shown when it cannot come.
 */
export function useFetchPartWhen<Props extends object>(
  source: OnDemand<Props>,
  wanted: boolean,
  held: ComponentType<Props> | null,
  setPart: (part: ComponentType<Props>) => void,
  onFailed: () => void,
): void {
  useEffect(() => {
    if (!wanted || held !== null) return undefined;
    let current = true;
    source.fetch().then(
      (component) => current && setPart(component),
      () => current && onFailed(),
    );
    return () => {
      current = false;
    };
  }, [source, wanted, held, setPart, onFailed]);
}

/** One callback ref that sets both: the trigger is the caller's element and the floating part's anchor. */
export function bothRefs<T>(first: RefCallback<T>, second: Ref<T> | undefined): RefCallback<T> {
  return (node) => {
    first(node);
    if (typeof second === 'function') second(node);
    else if (second) second.current = node;
  };
}
