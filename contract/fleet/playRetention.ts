/**
 * How long the server keeps proof of play (docs/device-protocol.md#plays): raw plays 35 days, their hourly
 * counts 400 days. Shared by the server's rollup and the player's offline queue (its cap). In a
 * file of its own, without zod: the player imports it and must stay small.
 */
export const RAW_PLAY_RETENTION_DAYS = 35;
export const PLAY_HOUR_RETENTION_DAYS = 400;
