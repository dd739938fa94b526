import { LOGO_FIELD, logoResponseSchema } from '../../contract/logos.ts';
import { request } from './client.ts';
import { fileForm, upload } from './upload.ts';

/** Whose logo: a client's or a venue's (docs/product.md#api-calls: POST and DELETE /api/{clients|venues}/{id}/logo). */
export type LogoOwner = 'client' | 'venue';

const logoPath = (owner: LogoOwner, id: string) => `/api/${owner === 'client' ? 'clients' : 'venues'}/${encodeURIComponent(id)}/logo`;

export function uploadLogo(owner: LogoOwner, id: string, file: File, onProgress?: (percent: number) => void) {
  return upload(logoPath(owner, id), {
    body: fileForm(LOGO_FIELD, file),
    response: logoResponseSchema,
    ...(onProgress ? { onProgress } : {}),
  });
}

export function deleteLogo(owner: LogoOwner, id: string) {
  return request(logoPath(owner, id), { method: 'DELETE' });
}
