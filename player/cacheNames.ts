/**
 * Cache API names shared by the page and the service worker. Media survive a new build (they are
 * the venue's files, not the player's); the shell cache is per build (the worker's version).
 */
export const MEDIA_CACHE = 'player-media';
export const SHELL_CACHE_PREFIX = 'player-shell-';
/** The address the player is opened at (`/player?display=…`): its page is cached under this key. */
export const PLAYER_PAGE = '/player';
