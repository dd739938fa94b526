/**
 * A widget's code loaded the first time a layout needs it (not with the editor or the player's first
 * download: both have a byte budget), once. A load that fails resolves null and is tried again by
 * the next call: a layout is never broken by it, the widget draws its placeholder meanwhile.
 */
export interface LazyModule<T> {
  load: () => Promise<T | null>;
  /** The module once loaded, for a drawing that needs no Suspense. */
  loaded: () => T | undefined;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let module: T | undefined;
  let loading: Promise<T | null> | undefined;
  const load = () =>
    (loading ??= importer().then(
      (value) => (module = value),
      () => {
        loading = undefined;
        return null;
      },
    ));
  return { load, loaded: () => module };
}
