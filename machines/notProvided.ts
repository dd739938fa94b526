import { fromPromise } from 'xstate';

/**
 * Placeholder for an actor the app must supply with `machine.provide()`. Machines stay free of
 * fetch and storage; forgetting to provide one fails loudly instead of hanging.
 */
export function notProvided<Output, Input>(name: string) {
  return fromPromise<Output, Input>(async () => {
    throw new Error(`The actor "${name}" was not provided to the machine.`);
  });
}
