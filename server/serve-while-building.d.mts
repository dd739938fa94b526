import type { BuildStep } from './build-steps.mjs';

/** The page served for every page of the app and the player while they are built. */
export const WHILE_BUILDING_DIR: string;
/**
 * Runs `steps` in `root` while a server started with `serverArgs` (node's arguments) answers with
 * APP_DIR and PLAYER_DIR on the being-built page. Resolves once the steps succeeded and that server
 * has stopped; rejects when a step fails or that server exits by itself.
 */
export function serveWhileBuilding(options: {
  root: string;
  steps: readonly BuildStep[];
  serverArgs: readonly string[];
  env?: Record<string, string | undefined>;
}): Promise<void>;
