import type * as z from 'zod';
import { ApiError, apiUrl, problemOf, reportUnauthorized } from './client.ts';
import { readToken } from './tokenStorage.ts';

export interface UploadOptions<Schema extends z.ZodType> {
  /** Multipart body (docs/product.md#api-calls: file uploads use multipart form data). */
  body: FormData;
  method?: 'POST' | 'PUT';
  /** Checks the answer; omit for calls that answer 204. */
  response?: Schema;
  /** Upload progress in percent (0–100), as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** What a network failure or an abort rejects with: no answer, so no problem body. */
function failure(title: string): ApiError {
  return new ApiError({ title, status: 0 });
}

/**
 * A multipart upload with progress. fetch() cannot report upload progress, so this one call uses
 * XMLHttpRequest; everything else (address, bearer token, credentials, problem bodies, the 401
 * signal) is request()'s, from client.ts.
 */
export function upload<Schema extends z.ZodType = z.ZodVoid>(path: string, options: UploadOptions<Schema>): Promise<z.infer<Schema>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', apiUrl(path));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    const { onProgress, signal } = options;
    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
      });
    }
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });

    xhr.addEventListener('load', () => {
      signal?.removeEventListener('abort', abort);
      const text = xhr.responseText;
      if (xhr.status < 200 || xhr.status >= 300) {
        // The same reading of a problem body as request(): through a Response made of the answer.
        void problemOf(new Response(text === '' ? null : text, { status: xhr.status, statusText: xhr.statusText })).then((problem) => {
          if (xhr.status === 401 && token) reportUnauthorized();
          reject(new ApiError(problem));
        });
        return;
      }
      try {
        resolve(options.response && xhr.status !== 204 ? options.response.parse(JSON.parse(text)) : (undefined as z.infer<Schema>));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    xhr.addEventListener('error', () => reject(failure('Network error')));
    xhr.addEventListener('abort', () => reject(failure('Upload cancelled')));
    xhr.send(options.body);
  });
}

/** A FormData holding one file under the field the server reads it from. */
export function fileForm(field: string, file: File): FormData {
  const form = new FormData();
  form.append(field, file, file.name);
  return form;
}
