import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logoResponseSchema } from '../../../contract/logos.ts';
import { ApiError, onUnauthorized } from '../../../app/api/client.ts';
import { uploadRevealMedia } from '../../../app/api/reveal.ts';
import { writeToken } from '../../../app/api/tokenStorage.ts';
import { fileForm, upload } from '../../../app/api/upload.ts';

type Listener = (event: ProgressEvent) => void;

/** Just enough of XMLHttpRequest to see what upload() sends and to answer it. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  body: unknown = null;
  status = 0;
  statusText = '';
  responseText = '';
  private listeners: Record<string, Listener[]> = {};
  private uploadListeners: Listener[] = [];
  upload = { addEventListener: (_type: string, listener: Listener) => this.uploadListeners.push(listener) };

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: Listener) {
    (this.listeners[type] ??= []).push(listener);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.fire('abort');
  }
  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners) listener({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.fire('load');
  }
  fire(type: string) {
    for (const listener of this.listeners[type] ?? []) listener({} as ProgressEvent);
  }
}

const sent = () => {
  if (!FakeXhr.last) throw new Error('Nothing was sent');
  return FakeXhr.last;
};

describe('upload(): multipart with progress (docs/product.md#api-calls)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the form with credentials and the bearer token, reports progress and checks the answer', async () => {
    writeToken('secret-token');
    const progress: number[] = [];
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    const result = upload('/api/clients/c1/logo', { body: fileForm('logo', file), response: logoResponseSchema, onProgress: (p) => progress.push(p) });
    const xhr = sent();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/clients/c1/logo');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers.Authorization).toBe('Bearer secret-token');
    expect((xhr.body as FormData).get('logo')).toBeInstanceOf(File);
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.answer(200, { logo: 'a.png', url: '/public/clients/c1/logo/a.png' });
    await expect(result).resolves.toEqual({ logo: 'a.png', url: '/public/clients/c1/logo/a.png' });
    expect(progress).toEqual([25, 100]);
  });

  it('maps a problem body to ApiError with its field errors', async () => {
    const result = upload('/api/clients/c1/logo', { body: new FormData() });
    const problem = { title: 'One or more validation errors occurred.', status: 400, errors: { logo: ['Logo is required.'] } };
    sent().answer(400, problem, 'Bad Request');
    const error = await result.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).problem).toEqual(problem);
  });

  it('tells the session about a 401 when a token was sent', async () => {
    writeToken('expired');
    const heard = vi.fn();
    const stop = onUnauthorized(heard);
    const result = upload('/api/venues/v1/logo', { body: new FormData() });
    sent().answer(401, { title: 'Unauthorized', status: 401 });
    await expect(result).rejects.toMatchObject({ status: 401 });
    expect(heard).toHaveBeenCalledOnce();
    stop();
  });

  it('rejects without a problem body when the network fails or the upload is aborted', async () => {
    const failed = upload('/api/clients/c1/logo', { body: new FormData() });
    sent().fire('error');
    await expect(failed).rejects.toMatchObject({ status: 0, message: 'Network error' });
    const controller = new AbortController();
    const aborted = upload('/api/clients/c1/logo', { body: new FormData(), signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ message: 'Upload cancelled' });
  });

  it('sends the docs/product.md#api-calls query parameters of a reveal upload', async () => {
    const file = new File(['v'], 'promo.mp4', { type: 'video/mp4' });
    void uploadRevealMedia('client', 'c1', { kind: 'video', name: 'Summer promo', videoType: 'Promotional', regionId: null }, file).catch(() => {});
    const url = new URL(sent().url, 'http://portal.test');
    expect(url.pathname).toBe('/api/clients/c1/reveal-videos');
    expect(Object.fromEntries(url.searchParams)).toEqual({ Name: 'Summer promo', VideoType: 'Promotional', regionId: 'null' });
    expect((sent().body as FormData).get('revealVideo')).toBeInstanceOf(File);

    void uploadRevealMedia('venue', 'v1', { kind: 'file', fileType: 'JackpotInfo' }, file).catch(() => {});
    const fileUrl = new URL(sent().url, 'http://portal.test');
    expect(fileUrl.pathname).toBe('/api/venues/v1/reveal-files');
    expect(Object.fromEntries(fileUrl.searchParams)).toEqual({ FileType: 'JackpotInfo' });
    expect((sent().body as FormData).get('revealFile')).toBeInstanceOf(File);
  });
});
