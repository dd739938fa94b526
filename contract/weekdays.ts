/**
 * Weekdays in the order the open-hours card lists them (docs/product.md#screens). A module of its own, without
 * zod, so the schedule resolver stays small enough for the player (its /player budget).
 */
export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];
