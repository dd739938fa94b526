/**
 * How long a player asks the server to hold an unchanged day (`?waitSeconds=`, at most 25:
 * contract/deviceDay.ts), shared by the player's timeline machine and bench:fleet. In a file of its
 * own, without zod: the player imports it and must stay small.
 */
export const LONG_POLL_SECONDS = 20;
