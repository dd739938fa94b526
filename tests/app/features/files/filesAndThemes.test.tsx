import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AssetFile } from '../../../../contract/assetFiles.ts';
import { ASSET_FILE_IN_USE_TITLE } from '../../../../contract/assetFiles.ts';
import type { Theme } from '../../../../contract/themes.ts';
import { addAssetFileFormSchema, editAssetFileFormSchema, fileTypeOf, suggestedName } from '../../../../app/features/files/assetFileForm.ts';
import { FilesRoute } from '../../../../app/routes/files/FilesRoute.tsx';
import { ThemesRoute } from '../../../../app/routes/themes/ThemesRoute.tsx';
import { PermissionsContext } from '../../../../app/session/PermissionsContext.ts';
import { identityMay } from '../../../../app/session/rolePermissions.ts';
import { ToastProvider } from '../../../../app/toasts/ToastProvider.tsx';
import type { Role } from '../../../../contract/roles.ts';

const file = (name: string, type: string, bytes = 'x') => new File([bytes], name, { type });

describe('asset file form (docs/product.md#states, Asset file type, #validation-messages, Asset file)', () => {
  it('takes the type from the chosen file: image/* Image, video/* Video, else the fallback', () => {
    expect(fileTypeOf(file('a.png', 'image/png'), 'Video')).toBe('Image');
    expect(fileTypeOf(file('a.mp4', 'video/mp4'), 'Image')).toBe('Video');
    // Create falls back to Image; edit keeps the file's current type.
    expect(fileTypeOf(file('a.txt', 'text/plain'), 'Image')).toBe('Image');
    expect(fileTypeOf(file('a.txt', 'text/plain'), 'Video')).toBe('Video');
    expect(fileTypeOf(null, 'Video')).toBe('Video');
  });

  it('requires a name and, on add, a non-empty file; on edit the file is optional', () => {
    const add = addAssetFileFormSchema.safeParse({ name: ' ', fileType: 'Image', file: null });
    expect(add.success ? [] : add.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'Name is required'],
      ['file', 'File is required'],
    ]);
    const empty = addAssetFileFormSchema.safeParse({ name: 'Logo', fileType: 'Image', file: file('e.png', 'image/png', '') });
    expect(empty.success ? [] : empty.error.issues.map((issue) => issue.message)).toEqual(['File is required']);
    expect(editAssetFileFormSchema.safeParse({ name: 'Logo', fileType: 'Image', file: null }).success).toBe(true);
    expect(suggestedName(file('Summer poster.final.png', 'image/png'))).toBe('Summer poster.final');
  });
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** As a person of `role` sees it (an admin by default, who may change files and themes). */
function renderWithProviders(children: ReactNode, role: Role = 'admin') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <PermissionsContext.Provider value={(permissions) => identityMay({ role }, ...permissions)}>
        <ToastProvider>{children}</ToastProvider>
      </PermissionsContext.Provider>
    </QueryClientProvider>,
  );
}

/** GET of the files and the themes answer `files` and `themes`; anything else is 404. */
function fakeLists(files: AssetFile[], themes: Theme[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input);
      if (path === '/api/assetfile') return json(files);
      if (path === '/api/theme') return json(themes);
      return json({ title: 'Not Found', status: 404 }, 404);
    }),
  );
}

const poster: AssetFile = {
  id: '11111111-0000-4000-8000-000000000001',
  name: 'Poster',
  fileName: '11111111-0000-4000-8000-0000000000aa.png',
  originalFileName: 'summer poster.png',
  fileType: 'Image',
  contentType: 'image/png',
  createdUtc: '2026-11-20T10:00:00.000Z',
};

describe('/files and /themes wired to the API (docs/product.md#screens, #api-calls, #messages)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('files: a card per file; deleting a file an asset uses names that asset and keeps the file', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = String(input);
        calls.push(`${init?.method ?? 'GET'} ${path}`);
        if (path === '/api/assetfile') return json([poster]);
        if (init?.method === 'DELETE') {
          return json({ title: ASSET_FILE_IN_USE_TITLE, status: 409, assets: [{ id: '22222222-0000-4000-8000-000000000001', name: 'Bar menu', type: 'GROUP' }] }, 409);
        }
        return json({ title: 'Not Found', status: 404 }, 404);
      }),
    );
    renderWithProviders(<FilesRoute />);
    const card = (await screen.findByRole('heading', { name: 'Poster' })).closest('[data-asset-file]') as HTMLElement;
    expect(within(card).getByText('summer poster.png')).toBeTruthy();
    expect(within(card).getByText('image/png')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Open Poster in a new tab' }).getAttribute('href')).toBe(`/public/asset-file/${poster.fileName}`);
    await userEvent.click(within(card).getByRole('button', { name: 'Delete Poster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete file?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await within(dialog).findByText('Bar menu');
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    // Delete, which had the focus, is withdrawn: the focus goes to Cancel, the one action left, not to the page.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })));
    expect(await screen.findByText('Failed to delete file')).toBeTruthy();
    expect(calls).toContain(`DELETE /api/assetfile/${poster.id}`);
  });

  it('themes: empty, then add one with the required name, and it is listed', async () => {
    let themes: Theme[] = [];
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = String(input);
        if (path === '/api/theme' && init?.method === 'POST') {
          const body = JSON.parse(String(init.body)) as { name: string };
          bodies.push(body);
          themes = [{ id: '33333333-0000-4000-8000-000000000001', name: body.name, updatedUtc: new Date().toISOString() }];
          return json({ id: themes[0]?.id }, 201);
        }
        if (path === '/api/theme') return json(themes);
        return json({ title: 'Not Found', status: 404 }, 404);
      }),
    );
    renderWithProviders(<ThemesRoute />);
    await screen.findByText('No themes found');
    expect(screen.getByText('Create a theme to get started')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add theme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add theme' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Theme name is required')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Christmas');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await screen.findByRole('cell', { name: 'Christmas' });
    expect(bodies).toEqual([{ name: 'Christmas' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add theme' })).toBeNull());
    expect(await screen.findByText('Theme created successfully')).toBeTruthy();
  });

  it('themes: edit and delete each act on the row their dialog was opened on (useRecordDialog)', async () => {
    const christmas: Theme = { id: '33333333-0000-4000-8000-000000000001', name: 'Christmas', updatedUtc: '2026-11-20T10:00:00.000Z' };
    const summer: Theme = { id: '33333333-0000-4000-8000-000000000002', name: 'Summer', updatedUtc: '2026-11-21T10:00:00.000Z' };
    let themes = [christmas, summer];
    const writes: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = String(input);
        const id = path.split('/').pop();
        if (init?.method === 'PUT') {
          const body = JSON.parse(String(init.body)) as { name: string };
          writes.push(`PUT ${path} ${body.name}`);
          themes = themes.map((theme) => (theme.id === id ? { ...theme, name: body.name } : theme));
          return json(themes.find((theme) => theme.id === id));
        }
        if (init?.method === 'DELETE') {
          writes.push(`DELETE ${path}`);
          themes = themes.filter((theme) => theme.id !== id);
          return new Response(null, { status: 204 });
        }
        if (path === '/api/theme') return json(themes);
        return json({ title: 'Not Found', status: 404 }, 404);
      }),
    );
    renderWithProviders(<ThemesRoute />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Summer' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit theme' });
    expect(within(edit).getByLabelText('Name')).toHaveProperty('value', 'Summer');
    await userEvent.clear(within(edit).getByLabelText('Name'));
    await userEvent.type(within(edit).getByLabelText('Name'), 'Summer nights');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await screen.findByRole('cell', { name: 'Summer nights' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit theme' })).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Delete Christmas' }));
    const remove = await screen.findByRole('dialog', { name: 'Delete theme?' });
    expect(within(remove).getByText(/“Christmas” will be deleted/)).toBeTruthy();
    await userEvent.click(within(remove).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Christmas' })).toBeNull());
    expect(await screen.findByText('Theme deleted successfully')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Summer nights' })).toBeTruthy();
    expect(writes).toEqual([`PUT /api/theme/${summer.id} Summer nights`, `DELETE /api/theme/${christmas.id}`]);
  });

  it('files: an approver (content.read, no content.edit) opens a file but is offered no Add file, Edit or Delete; an admin is', async () => {
    fakeLists([poster], []);
    renderWithProviders(<FilesRoute />, 'approver');
    const card = (await screen.findByRole('heading', { name: 'Poster' })).closest('[data-asset-file]') as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Open Poster in a new tab' })).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add file' })).toBeNull();
    cleanup();
    renderWithProviders(<FilesRoute />, 'admin');
    expect(await screen.findByRole('button', { name: 'Edit Poster' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Poster' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add file' })).toBeTruthy();
  });

  it('files: an approver’s empty list says so without asking them to add one', async () => {
    fakeLists([], []);
    renderWithProviders(<FilesRoute />, 'approver');
    await screen.findByText('No files uploaded');
    expect(screen.queryByText(/Add an image/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('themes: an approver reads the themes with no Add theme, Edit or Delete, and an empty list asks nothing of them; an admin has them', async () => {
    const christmas: Theme = { id: '33333333-0000-4000-8000-000000000001', name: 'Christmas', updatedUtc: '2026-11-20T10:00:00.000Z' };
    fakeLists([], [christmas]);
    renderWithProviders(<ThemesRoute />, 'approver');
    await screen.findByRole('cell', { name: 'Christmas' });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    cleanup();
    renderWithProviders(<ThemesRoute />, 'admin');
    expect(await screen.findByRole('button', { name: 'Edit Christmas' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Christmas' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add theme' })).toBeTruthy();
    cleanup();
    fakeLists([], []);
    renderWithProviders(<ThemesRoute />, 'approver');
    await screen.findByText('No themes found');
    expect(screen.queryByText('Create a theme to get started')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
