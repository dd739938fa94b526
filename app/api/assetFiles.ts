import { queryOptions } from '@tanstack/react-query';
import {
  ASSET_FILE_FIELDS,
  assetFileInUseProblemSchema,
  assetFileListSchema,
  assetFilePath,
  assetFileSchema,
  type AssetFileType,
  type AssetFileUser,
} from '../../contract/assetFiles.ts';
import { problemFromError } from '../../contract/problems.ts';
import { apiUrl, request } from './client.ts';
import { upload } from './upload.ts';

/** Query keys: everything about asset files starts with 'assetFiles'. */
export const assetFileKeys = {
  all: ['assetFiles'] as const,
  list: () => [...assetFileKeys.all, 'list'] as const,
};

/** GET /api/assetfile: every asset file, newest first. */
export const assetFilesQuery = () =>
  queryOptions({
    queryKey: assetFileKeys.list(),
    queryFn: ({ signal }) => request('/api/assetfile', { response: assetFileListSchema, signal }),
  });

export interface AssetFileUpload {
  name: string;
  fileType: AssetFileType;
  /** Required on create; on edit, null keeps the stored file. */
  file: File | null;
}

/** The multipart body of docs/product.md#api-calls: Name, FileType and (when there is one) File. */
function assetFileForm({ name, fileType, file }: AssetFileUpload): FormData {
  const form = new FormData();
  form.append(ASSET_FILE_FIELDS.name, name);
  form.append(ASSET_FILE_FIELDS.fileType, fileType);
  if (file) form.append(ASSET_FILE_FIELDS.file, file, file.name);
  return form;
}

/** POST /api/assetfile, with upload progress. */
export function createAssetFile(values: AssetFileUpload, onProgress?: (percent: number) => void) {
  return upload('/api/assetfile', { body: assetFileForm(values), response: assetFileSchema, ...(onProgress ? { onProgress } : {}) });
}

/** PUT /api/assetfile/{id}: a new name, and a replacement file when one is given. */
export function updateAssetFile(id: string, values: AssetFileUpload, onProgress?: (percent: number) => void) {
  return upload(`/api/assetfile/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: assetFileForm(values),
    response: assetFileSchema,
    ...(onProgress ? { onProgress } : {}),
  });
}

/** DELETE /api/assetfile/{id}: 409 while an asset still places the file. */
export function deleteAssetFile(id: string) {
  return request(`/api/assetfile/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** The assets a failed delete says still use the file (its 409 answer), or null for any other failure. */
export function assetsBlockingDelete(error: unknown): AssetFileUser[] | null {
  const parsed = assetFileInUseProblemSchema.safeParse(problemFromError(error));
  return parsed.success ? parsed.data.assets : null;
}

/** Where a stored asset file is served (under the API host's /public path, docs/product.md#api-calls). */
export const assetFileUrl = (fileName: string) => apiUrl(assetFilePath(fileName));
