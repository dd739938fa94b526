import { useSyncExternalStore } from 'react';
import { breakpoints } from '../../../ui-kit/index.ts';

const QUERY = `(max-width: ${breakpoints.md - 0.02}px)`;

function subscribe(onChange: () => void) {
  if (typeof matchMedia !== 'function') return () => {};
  const list = matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const isNarrow = () => typeof matchMedia === 'function' && matchMedia(QUERY).matches;

/** Whether the window is phone-narrow (below the kit's md breakpoint): the editor then only previews. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
