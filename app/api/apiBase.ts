/**
 * The API's base address (docs/product.md#constants) without a trailing slash, so a path starting
 * with `/api/` joins it once; empty means the same origin that served the app. A module of its own:
 * the sign-in page's first bundle needs it and nothing else of app/api/.
 */
export const API_BASE_URL = (process.env.API_BASE_URL ?? '').replace(/\/+$/, '');
