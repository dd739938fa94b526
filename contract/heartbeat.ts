/**
 * Heartbeat of a player by default (DESIGN §5); HEARTBEAT_SECONDS changes it. In a file of its own,
 * without zod, so the player's small bundle (DESIGN §5 The player) can use it.
 */
export const DEFAULT_HEARTBEAT_SECONDS = 60;
