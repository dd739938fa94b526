/**
 * How long a player asks the server to hold an unchanged day (`?waitSeconds=`, at most
 * MAX_LONG_POLL_SECONDS), shared by the player's timeline machine, the contract and bench:fleet. In a
 * file of its own, without zod: the player imports it and must stay small.
 *
 * A poll ends with a change at once, so its length only sets how often a quiet player asks again:
 * at 20 s the long polls were two thirds of a 10,000-screen fleet's calls (bench:fleet). 50 s stays
 * under the 60 s that proxies commonly allow an idle answer (nginx's proxy_read_timeout; the
 * the haproxy configuration of docs/operations.md#several-processes allows 65 s); the server lets the socket idle that long too.
 */
export const LONG_POLL_SECONDS = 50;
/** The longest wait the server grants. */
export const MAX_LONG_POLL_SECONDS = 55;
