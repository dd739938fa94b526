import { CLIENT_UPLOAD_FIELD, clientUploadResultSchema } from '../../contract/clientUpload.ts';
import { fileForm, upload } from './upload.ts';

/** docs/product.md#api-calls, PUT /api/clients/upload-clients: the CSV in the multipart field clientsAndVenuesCsv. */
export function uploadClients(file: File, onProgress?: (percent: number) => void) {
  return upload('/api/clients/upload-clients', {
    method: 'PUT',
    body: fileForm(CLIENT_UPLOAD_FIELD, file),
    response: clientUploadResultSchema,
    ...(onProgress ? { onProgress } : {}),
  });
}
