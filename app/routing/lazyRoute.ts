import type { ComponentType } from 'react';

/**
 * A route module's chunk could not be fetched (a deploy replaced it, the network dropped): the
 * error view offers to try again instead of only describing the failure.
 */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(cause: unknown) {
    super('A part of the portal could not be downloaded.', { cause });
  }
}

/**
 * A react-router `lazy` function that loads a route's own chunk and uses one named component of
 * it: `lazy: lazyRoute(() => import('../venues/VenuesRoute.tsx'), 'VenuesRoute')`. The import stays
 * literal at the call site so Parcel makes that module (and what only it uses) a chunk of its own.
 */
export function lazyRoute<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
): () => Promise<{ Component: ComponentType }> {
  return async () => ({ Component: (await loadChunk(load))[name] });
}

function loadChunk<Module>(load: () => Promise<Module>): Promise<Module> {
  return load().catch((error: unknown) => {
    throw new ChunkLoadError(error);
  });
}
