/**
 * Heartbeat of a player by default (docs/decisions.md#player-and-alerts); HEARTBEAT_SECONDS changes it. In a file of its own,
 * without zod, so the player's small bundle (docs/decisions.md#player-and-alerts) can use it.
 */
export const DEFAULT_HEARTBEAT_SECONDS = 60;
