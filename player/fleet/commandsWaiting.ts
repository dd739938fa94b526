/**
 * The day's long poll tells when a command waits for this display (the Commands-Waiting header,
 * contract/fleet/commands.ts); the fleet reporting then sends its report at once to fetch it.
 * One target per window: the device client signals, useFleetReporting listens.
 */
const signals = new EventTarget();
const EVENT = 'commands-waiting';

export function signalCommandsWaiting(): void {
  signals.dispatchEvent(new Event(EVENT));
}

export function onCommandsWaiting(listener: () => void): () => void {
  signals.addEventListener(EVENT, listener);
  return () => signals.removeEventListener(EVENT, listener);
}
