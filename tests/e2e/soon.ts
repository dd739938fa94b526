/**
 * How long a journey waits for what the product does at once (a pushed value drawn, a switch at a
 * boundary, a finished command shown). Far under the delays it must be told apart from: a long
 * poll's 50 s end (contract/longPoll.ts), a page's 15 s refresh, a clock hours off. With room for a
 * 2-core machine running the whole suite, where 2 s was sometimes too little. How fast these really
 * are is for the benchmarks (docs/operations.md#benchmarks), which print it; the journeys print it too.
 */
export const SOON_MS = 10_000;
