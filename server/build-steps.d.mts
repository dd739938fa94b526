import type { ChildProcess } from 'node:child_process';

/** One step of the build: a node process run in the repository's root with these arguments. */
export interface BuildStep {
  name: string;
  args: readonly string[];
}
/** The server bundle: what `npm start` runs, so it is built first. */
export const SERVER_STEP: BuildStep;
/** The app, the player and (with BUILD_STORYBOOK=true) the Storybook. */
export const BROWSER_STEPS: readonly BuildStep[];
/** Runs the steps one after the other; rejects with the first that fails. */
export function runSteps(root: string, steps: readonly BuildStep[], onChild?: (child: ChildProcess) => void): Promise<void>;
