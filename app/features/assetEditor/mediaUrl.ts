import { apiUrl } from '../../api/client.ts';

/** Media paths (/public/asset-file/…) are served by the API host. */
export const mediaUrl = (path: string) => apiUrl(path);
