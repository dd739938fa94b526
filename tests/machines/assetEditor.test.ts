import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  assetMessages,
  assetSaveRequestSchema,
  hasConfigProperties,
  normalizeCssLength,
  normalizeSizeLength,
  parseConfigSchema,
  sizeLengthError,
  type Asset,
  type AssetListItem,
  type AssetSaveRequest,
} from '../../contract/assets.ts';
import {
  ASSET_CREATED_TOAST,
  ASSET_CREATE_FAILED_TOAST,
  ASSET_UPDATED_TOAST,
  ASSET_UPDATE_FAILED_TOAST,
  assetEditorMachine,
  INVALID_ASSET_DATA_TOAST,
} from '../../machines/assetEditor.machine.ts';
import {
  selectAssetEditorStatus,
  selectCanSave,
  selectConfigDialog,
  selectMissingForSave,
  selectSelectedPlacement,
} from '../../machines/assetEditor.selectors.ts';

// Ids as the server makes them: the editor checks its save by the contract's schema, which wants uuids.
const TEXT_ID = '0a1b2c3d-0000-4000-8000-000000000001';
const IMAGE_ID = '0a1b2c3d-0000-4000-8000-000000000002';
const THEME_ID = '0a1b2c3d-0000-4000-8000-000000000003';
const OTHER_THEME_ID = '0a1b2c3d-0000-4000-8000-000000000004';
const P1 = '0a1b2c3d-0000-4000-8000-000000000011';
const P2 = '0a1b2c3d-0000-4000-8000-000000000012';

const text: AssetListItem = { id: TEXT_ID, name: 'Headline', type: 'TEXT', configSchema: '{}' };
const image: AssetListItem = {
  id: IMAGE_ID,
  name: 'Logo',
  type: 'IMAGE',
  configSchema: JSON.stringify({ file_id: { type: 'image', required: true } }),
};

const stored: Asset = {
  id: 'asset-1',
  name: 'Welcome screen',
  type: 'GROUP',
  themeId: THEME_ID,
  configSchema: '{}',
  category: 'general',
  width: 'auto',
  height: 'auto',
  updatedUtc: '2026-11-20T12:00:00Z',
  placements: [
    { id: P2, asset: { id: IMAGE_ID, type: 'IMAGE', name: 'Logo' }, config: {}, x: '300px', y: '40px', order: 1 },
    { id: P1, asset: { id: TEXT_ID, type: 'TEXT', name: 'Headline' }, config: { value: 'Hi' }, x: '10px', y: '20px', order: 0 },
  ],
};

interface Fakes {
  load?: (input: { assetId: string }) => Promise<Asset | null>;
  save?: (request: AssetSaveRequest) => Promise<Asset>;
}

function startEditor(assetId: string | null, fakes: Fakes = {}) {
  const showToast = vi.fn();
  const assetSaved = vi.fn();
  const load = vi.fn(fakes.load ?? (async () => stored));
  const save = vi.fn(fakes.save ?? (async (request: AssetSaveRequest) => ({ ...stored, id: request.id ?? 'asset-new' })));
  const machine = assetEditorMachine.provide({
    actors: {
      loadAsset: fromPromise(({ input }) => load(input)),
      saveAsset: fromPromise(({ input }) => save(input)),
    },
    actions: {
      showToast: (_, params) => showToast(params),
      assetSaved: (_, params) => assetSaved(params),
    },
  });
  const actor = createActor(machine, { input: { assetId } }).start();
  return { actor, showToast, assetSaved, load, save };
}

async function loaded(fakes: Fakes = {}) {
  const started = startEditor('asset-1', fakes);
  await waitFor(started.actor, (s) => s.matches('editing'));
  return started;
}

describe('assetEditor machine', () => {
  it('starts a new asset empty, clean and editable without loading', () => {
    const { actor, load } = startEditor(null);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ editing: 'idle' })).toBe(true);
    expect(snapshot.hasTag('editable')).toBe(true);
    expect(load).not.toHaveBeenCalled();
    expect(snapshot.context).toMatchObject({ name: '', placements: [], themeId: null, dirty: false, width: 'auto', height: 'auto' });
    expect(selectCanSave(snapshot)).toBe(false);
    expect(selectMissingForSave(snapshot)).toEqual(['Asset name is required', 'At least one placement is required']);
  });

  it('loads an asset with its placements in saved order', async () => {
    const { actor, load } = startEditor('asset-1');
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(selectAssetEditorStatus(actor.getSnapshot())).toBe('loading');
    await waitFor(actor, (s) => s.matches('editing'));
    expect(load).toHaveBeenCalledWith({ assetId: 'asset-1' });
    const { context } = actor.getSnapshot();
    expect(context.name).toBe('Welcome screen');
    expect(context.placements.map((p) => [p.id, p.x, p.y])).toEqual([
      [P1, 10, 20],
      [P2, 300, 40],
    ]);
    expect(selectAssetEditorStatus(actor.getSnapshot())).toBe('editing');
    expect(selectCanSave(actor.getSnapshot())).toBe(true);
    expect(selectMissingForSave(actor.getSnapshot())).toEqual([]);
  });

  it('shows not found for a missing asset', async () => {
    const { actor } = startEditor('nope', { load: async () => null });
    await waitFor(actor, (s) => s.matches('notFound'));
    expect(selectAssetEditorStatus(actor.getSnapshot())).toBe('notFound');
  });

  it('goes to failed when loading fails and retries', async () => {
    let fail = true;
    const { actor, load } = startEditor('asset-1', {
      load: async () => {
        if (fail) throw new Error('500');
        return stored;
      },
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectAssetEditorStatus(actor.getSnapshot())).toBe('error');
    fail = false;
    actor.send({ type: 'editor.retry' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('edits name, theme and canvas size; invalid lengths are not applied', async () => {
    const { actor } = await loaded();
    actor.send({ type: 'editor.nameChanged', name: 'Lobby' });
    actor.send({ type: 'editor.themeChanged', themeId: OTHER_THEME_ID });
    actor.send({ type: 'editor.sizeChanged', dimension: 'width', value: '1920' });
    actor.send({ type: 'editor.sizeChanged', dimension: 'height', value: '50vh' });
    expect(actor.getSnapshot().context).toMatchObject({ name: 'Lobby', themeId: OTHER_THEME_ID, width: '1920px', height: '50vh', dirty: true });
    actor.send({ type: 'editor.sizeChanged', dimension: 'width', value: 'wide' });
    expect(actor.getSnapshot().context.width).toBe('1920px');
    actor.send({ type: 'editor.sizeChanged', dimension: 'width', value: 'auto' });
    expect(actor.getSnapshot().context.width).toBe('auto');
  });

  it('selects a placement and deselects on Escape or the background', async () => {
    const { actor } = await loaded();
    actor.send({ type: 'editor.select', selectionId: P2 });
    expect(selectSelectedPlacement(actor.getSnapshot())?.assetName).toBe('Logo');
    actor.send({ type: 'editor.deselect' });
    expect(selectSelectedPlacement(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().context.dirty).toBe(false);
  });

  it('adds a dropped asset without config at once, at the rounded point or at 50,50', () => {
    const { actor } = startEditor(null);
    actor.send({ type: 'editor.assetDropped', asset: text, point: { x: 120.6, y: 80.4 } });
    actor.send({ type: 'editor.assetDropped', asset: text });
    const { placements, selectedId, dirty } = actor.getSnapshot().context;
    expect(placements).toEqual([
      { id: null, selectionId: 'new-1', assetId: TEXT_ID, assetName: 'Headline', assetType: 'TEXT', x: 121, y: 80, config: {} },
      { id: null, selectionId: 'new-2', assetId: TEXT_ID, assetName: 'Headline', assetType: 'TEXT', x: 50, y: 50, config: {} },
    ]);
    expect(selectedId).toBe('new-2');
    expect(dirty).toBe(true);
    expect(selectMissingForSave(actor.getSnapshot())).toEqual(['Asset name is required']);
  });

  it('opens the config dialog for an asset with a config schema: Save adds, Cancel discards', () => {
    const { actor } = startEditor(null);
    actor.send({ type: 'editor.nameChanged', name: 'Lobby' });
    actor.send({ type: 'editor.assetDropped', asset: image, point: { x: 10, y: 10 } });
    expect(actor.getSnapshot().matches({ editing: 'configuring' })).toBe(true);
    expect(selectConfigDialog(actor.getSnapshot())).toEqual({ open: true, configSchema: image.configSchema, assetName: 'Logo' });
    // The dialog is modal: no other drop and no save meanwhile.
    actor.send({ type: 'editor.assetDropped', asset: text });
    actor.send({ type: 'editor.save' });
    expect(actor.getSnapshot().matches({ editing: 'configuring' })).toBe(true);
    expect(actor.getSnapshot().context.placements).toEqual([]);
    actor.send({ type: 'editor.configCancelled' });
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.placements).toEqual([]);
    expect(selectConfigDialog(actor.getSnapshot()).open).toBe(false);

    actor.send({ type: 'editor.assetDropped', asset: image, point: { x: 10, y: 10 } });
    actor.send({ type: 'editor.configSaved', config: { file_id: 'file-9' } });
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.placements).toMatchObject([{ assetId: IMAGE_ID, x: 10, y: 10, config: { file_id: 'file-9' } }]);
    expect(selectCanSave(actor.getSnapshot())).toBe(true);
  });

  it('moves by the drag delta and by 25 px keyboard steps, inside the canvas', async () => {
    const { actor } = await loaded();
    actor.send({ type: 'editor.canvasMeasured', width: 400, height: 300 });
    actor.send({ type: 'editor.placementDragged', selectionId: P1, dx: 15, dy: 5 });
    expect(actor.getSnapshot().context.placements[0]).toMatchObject({ x: 25, y: 25 });
    actor.send({ type: 'editor.placementDragged', selectionId: P1, dx: 1000, dy: -1000 });
    expect(actor.getSnapshot().context.placements[0]).toMatchObject({ x: 400, y: 0 });
    actor.send({ type: 'editor.placementNudged', selectionId: P2, direction: 'left' });
    actor.send({ type: 'editor.placementNudged', selectionId: P2, direction: 'down' });
    expect(actor.getSnapshot().context.placements[1]).toMatchObject({ x: 275, y: 65 });
    actor.send({ type: 'editor.placementNudged', selectionId: P2, direction: 'up' });
    actor.send({ type: 'editor.placementNudged', selectionId: P2, direction: 'right' });
    expect(actor.getSnapshot().context.placements[1]).toMatchObject({ x: 300, y: 40 });
    expect(actor.getSnapshot().context.dirty).toBe(true);
  });

  it('sets placement config, normalising width and height and refusing invalid lengths', async () => {
    const { actor } = await loaded();
    actor.send({ type: 'editor.placementConfigChanged', selectionId: P1, key: 'width', value: '200' });
    actor.send({ type: 'editor.placementConfigChanged', selectionId: P1, key: 'height', value: 'tall' });
    actor.send({ type: 'editor.placementConfigChanged', selectionId: P1, key: 'value', value: 'Welcome' });
    expect(actor.getSnapshot().context.placements[0]?.config).toEqual({ value: 'Welcome', width: '200px' });
  });

  it('reorders placements; order follows list position', async () => {
    const { actor, save } = await loaded();
    actor.send({ type: 'editor.placementMoved', from: 1, to: 0 });
    actor.send({ type: 'editor.placementMoved', from: 0, to: 5 });
    expect(actor.getSnapshot().context.placements.map((p) => p.id)).toEqual([P2, P1]);
    actor.send({ type: 'editor.save' });
    await waitFor(actor, (s) => s.matches({ editing: 'saved' }));
    expect(save.mock.calls[0]?.[0].placements.map((p) => [p.id, p.order])).toEqual([
      [P2, 0],
      [P1, 1],
    ]);
  });

  it('deletes a saved placement into placementsToDelete and a new one simply', async () => {
    const { actor } = await loaded();
    actor.send({ type: 'editor.assetDropped', asset: text });
    actor.send({ type: 'editor.select', selectionId: P1 });
    actor.send({ type: 'editor.placementDeleted', selectionId: P1 });
    actor.send({ type: 'editor.placementDeleted', selectionId: 'new-1' });
    actor.send({ type: 'editor.placementDeleted', selectionId: 'missing' });
    const { placements, placementsToDelete, selectedId } = actor.getSnapshot().context;
    expect(placements.map((p) => p.selectionId)).toEqual([P2]);
    expect(placementsToDelete).toEqual([P1]);
    expect(selectedId).toBeNull();
  });

  it('does not save without a name and a placement', () => {
    const { actor, save } = startEditor(null);
    actor.send({ type: 'editor.save' });
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    actor.send({ type: 'editor.nameChanged', name: '  ' });
    actor.send({ type: 'editor.assetDropped', asset: text });
    actor.send({ type: 'editor.save' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(save).not.toHaveBeenCalled();
  });

  it('creates a new asset: saving flag, request body, toast and assetSaved', async () => {
    const { actor, save, showToast, assetSaved } = startEditor(null);
    actor.send({ type: 'editor.nameChanged', name: ' Lobby ' });
    actor.send({ type: 'editor.assetDropped', asset: text, point: { x: 5, y: 6 } });
    actor.send({ type: 'editor.save' });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(selectCanSave(actor.getSnapshot())).toBe(false);
    expect(selectAssetEditorStatus(actor.getSnapshot())).toBe('saving');
    await waitFor(actor, (s) => s.matches({ editing: 'saved' }));
    expect(save).toHaveBeenCalledWith({
      id: null,
      name: 'Lobby',
      type: 'GROUP',
      themeId: null,
      category: 'general',
      width: 'auto',
      height: 'auto',
      placements: [{ assetId: TEXT_ID, x: '5px', y: '6px', order: 0, config: {} }],
      placementsToDelete: [],
    });
    expect(showToast).toHaveBeenCalledWith(ASSET_CREATED_TOAST);
    expect(assetSaved).toHaveBeenCalledWith({ assetId: 'asset-new', created: true });
    expect(actor.getSnapshot().context).toMatchObject({ assetId: 'asset-new', dirty: false, placementsToDelete: [] });
  });

  it('updates an existing asset and sends the placements to delete', async () => {
    const { actor, save, showToast, assetSaved } = await loaded();
    actor.send({ type: 'editor.placementDeleted', selectionId: P2 });
    actor.send({ type: 'editor.save' });
    await waitFor(actor, (s) => s.matches({ editing: 'saved' }));
    expect(save.mock.calls[0]?.[0]).toMatchObject({ id: 'asset-1', placementsToDelete: [P2] });
    expect(save.mock.calls[0]?.[0].placements).toEqual([
      { id: P1, assetId: TEXT_ID, x: '10px', y: '20px', order: 0, config: { value: 'Hi' } },
    ]);
    expect(showToast).toHaveBeenCalledWith(ASSET_UPDATED_TOAST);
    expect(assetSaved).toHaveBeenCalledWith({ assetId: 'asset-1', created: false });
  });

  it.each([
    [null, ASSET_CREATE_FAILED_TOAST, 'Failed to create asset. Please try again.'],
    ['asset-1', ASSET_UPDATE_FAILED_TOAST, 'Failed to update asset. Please try again.'],
  ])('keeps the edits and toasts the failure (asset %s)', async (assetId, toast, description) => {
    const { actor, showToast, assetSaved } = startEditor(assetId, {
      save: async () => {
        throw new Error('500');
      },
    });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'editor.nameChanged', name: 'Lobby' });
    actor.send({ type: 'editor.assetDropped', asset: text });
    actor.send({ type: 'editor.save' });
    await waitFor(actor, (s) => s.matches({ editing: 'saveFailed' }));
    expect(showToast).toHaveBeenCalledWith(toast);
    expect(toast.description).toBe(description);
    expect(assetSaved).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.dirty).toBe(true);
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
  });

  it('shows the server\'s field errors at their fields instead of a toast, until the field changes', async () => {
    const { actor, showToast } = startEditor('asset-1', {
      save: async () => {
        throw Object.assign(new Error('400'), {
          problem: { title: 'Invalid', status: 400, errors: { Name: ['Name must be at most 100 characters'], Width: ['Width must be a CSS length'] } },
        });
      },
    });
    await waitFor(actor, (s) => s.matches('editing'));
    // A name the contract takes: the refusal is the server's own (the fake answers it to any save).
    actor.send({ type: 'editor.nameChanged', name: 'Lobby bar' });
    actor.send({ type: 'editor.assetDropped', asset: text });
    actor.send({ type: 'editor.save' });
    await waitFor(actor, (s) => s.matches({ editing: 'saveFailed' }));
    expect(showToast).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ name: 'Name must be at most 100 characters', width: 'Width must be a CSS length' });
    actor.send({ type: 'editor.nameChanged', name: 'Lobby' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ width: 'Width must be a CSS length' });
    actor.send({ type: 'editor.sizeChanged', dimension: 'width', value: '640px' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('tells a refusal no field shows in the server\'s words, never "try again"; a server error may still say it', async () => {
    const refused = startEditor('asset-1', {
      save: async () => {
        throw Object.assign(new Error('400'), {
          problem: { title: 'Invalid', status: 400, errors: { 'placements.0.config.height': [assetMessages.heightInvalid] } },
        });
      },
    });
    await waitFor(refused.actor, (s) => s.matches('editing'));
    refused.actor.send({ type: 'editor.assetDropped', asset: text });
    refused.actor.send({ type: 'editor.save' });
    await waitFor(refused.actor, (s) => s.matches({ editing: 'saveFailed' }));
    expect(refused.showToast).toHaveBeenCalledWith(expect.objectContaining({ description: assetMessages.heightInvalid }));
    expect(JSON.stringify(refused.showToast.mock.calls)).not.toContain('try again');

    const conflict = startEditor('asset-1', {
      save: async () => {
        throw Object.assign(new Error('409'), { problem: { title: 'Base assets cannot be changed.', status: 409 } });
      },
    });
    await waitFor(conflict.actor, (s) => s.matches('editing'));
    conflict.actor.send({ type: 'editor.assetDropped', asset: text });
    conflict.actor.send({ type: 'editor.save' });
    await waitFor(conflict.actor, (s) => s.matches({ editing: 'saveFailed' }));
    expect(conflict.showToast).toHaveBeenCalledWith(expect.objectContaining({ description: 'Base assets cannot be changed.' }));

    const down = startEditor('asset-1', { save: async () => Promise.reject(new Error('Failed to fetch')) });
    await waitFor(down.actor, (s) => s.matches('editing'));
    down.actor.send({ type: 'editor.assetDropped', asset: text });
    down.actor.send({ type: 'editor.save' });
    await waitFor(down.actor, (s) => s.matches({ editing: 'saveFailed' }));
    expect(down.showToast).toHaveBeenCalledWith(ASSET_UPDATE_FAILED_TOAST);
  });
});

describe('a save the contract refuses is not sent', () => {
  const invalidText = 'Invalid asset data. Please check your inputs.';

  /** Saved and edited, then Save: nothing reaches the server, the toast says so, the edits stay. */
  async function refusedBeforeSending(edit: (actor: ReturnType<typeof startEditor>['actor']) => void) {
    const started = await loaded();
    edit(started.actor);
    const before = started.actor.getSnapshot().context;
    started.actor.send({ type: 'editor.save' });
    await waitFor(started.actor, (s) => s.matches({ editing: 'saveFailed' }));
    expect(started.save).not.toHaveBeenCalled();
    expect(started.showToast).toHaveBeenCalledTimes(1);
    expect(started.showToast).toHaveBeenCalledWith(INVALID_ASSET_DATA_TOAST);
    expect(INVALID_ASSET_DATA_TOAST.description).toBe(invalidText);
    const after = started.actor.getSnapshot();
    expect(after.context).toMatchObject({ name: before.name, placements: before.placements, dirty: true });
    expect(after.hasTag('editable')).toBe(true);
    return started;
  }

  it('a placement whose position is no number (a drag by NaN)', async () => {
    await refusedBeforeSending((actor) => actor.send({ type: 'editor.placementDragged', selectionId: P1, dx: Number.NaN, dy: 0 }));
  });

  it('a placement whose position is infinite (an unmeasured canvas)', async () => {
    await refusedBeforeSending((actor) => actor.send({ type: 'editor.placementDragged', selectionId: P2, dx: 0, dy: Number.POSITIVE_INFINITY }));
  });

  it('a placement whose size is not a length (a config saved past its dialog)', async () => {
    const sized: AssetListItem = { id: IMAGE_ID, name: 'Logo', type: 'IMAGE', configSchema: JSON.stringify({ width: { type: 'text' } }) };
    await refusedBeforeSending((actor) => {
      actor.send({ type: 'editor.assetDropped', asset: sized });
      actor.send({ type: 'editor.configSaved', config: { width: 'wide' } });
    });
  });

  it('a name past its length: the toast, and the contract\'s message at the name until it changes', async () => {
    const { actor } = await refusedBeforeSending((editor) => editor.send({ type: 'editor.nameChanged', name: 'x'.repeat(101) }));
    expect(actor.getSnapshot().context.fieldErrors.name).toBe('Asset name must not be longer than 100 characters.');
    actor.send({ type: 'editor.nameChanged', name: 'Lobby' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('an asset that is no asset id (what no list offers)', async () => {
    const stray: AssetListItem = { id: 'not-an-id', name: 'Stray', type: 'TEXT', configSchema: '{}' };
    await refusedBeforeSending((actor) => actor.send({ type: 'editor.assetDropped', asset: stray }));
  });

  it('sends once the input is put right', async () => {
    const { actor, save, showToast } = await refusedBeforeSending((editor) =>
      editor.send({ type: 'editor.placementDragged', selectionId: P1, dx: Number.NaN, dy: 0 }),
    );
    actor.send({ type: 'editor.placementPositioned', selectionId: P1, x: 12, y: 20 });
    actor.send({ type: 'editor.save' });
    await waitFor(actor, (s) => s.matches({ editing: 'saved' }));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]?.[0].placements[0]).toMatchObject({ id: P1, x: '12px', y: '20px' });
    expect(showToast).toHaveBeenLastCalledWith(ASSET_UPDATED_TOAST);
  });
});

describe('asset contract helpers the editor relies on', () => {
  it.each([
    ['auto', 'auto'],
    [' AUTO ', 'auto'],
    ['120', '120px'],
    ['12.5', '12.5px'],
    ['-4', '-4px'],
    ['.5', '.5px'],
    ['10px', '10px'],
    ['2rem', '2rem'],
    ['1.5em', '1.5em'],
    ['50%', '50%'],
    ['100vh', '100vh'],
    ['100vw', '100vw'],
    ['20ch', '20ch'],
    ['3ex', '3ex'],
    ['10vmin', '10vmin'],
    ['10vmax', '10vmax'],
  ])('normalises the CSS length %j to %j', (value, expected) => {
    expect(normalizeCssLength(value)).toBe(expected);
  });

  it.each(['', 'px', 'wide', '10 px', '10pt', '1e3', 'calc(10px)'])('rejects %j', (value) => {
    expect(normalizeCssLength(value)).toBeNull();
  });

  it('takes a width or height by one rule, the server\'s: a length of 0 or more', () => {
    expect(normalizeSizeLength('120')).toBe('120px');
    expect(normalizeSizeLength('0')).toBe('0px');
    expect(normalizeSizeLength('auto')).toBe('auto');
    expect(normalizeSizeLength('-5')).toBeNull();
    expect(sizeLengthError('height', '-5')).toBe(assetMessages.heightInvalid);
    expect(sizeLengthError('width', 'abc')).toBe(assetMessages.widthInvalid);
    expect(sizeLengthError('width', '50%')).toBeNull();
    const refused = assetSaveRequestSchema.safeParse({ name: 'Lobby', width: 'abc', height: '-5', placements: [{ assetId: '00000000-0000-4000-8000-000000000001', x: 0, y: 0, config: { height: '-5' } }] });
    expect(refused.success).toBe(false);
    const messages = refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['width', assetMessages.widthInvalid],
        ['height', assetMessages.heightInvalid],
        ['placements.0.config.height', assetMessages.heightInvalid],
      ]),
    );
  });

  it('reads config schema text; empty, {} and broken text mean none', () => {
    expect(parseConfigSchema('{"value":{"type":"text","required":true}}')).toEqual({ value: { type: 'text', required: true } });
    expect(hasConfigProperties('{}')).toBe(false);
    expect(hasConfigProperties('')).toBe(false);
    expect(hasConfigProperties('not json')).toBe(false);
    expect(hasConfigProperties('{"value":"text"}')).toBe(false);
    expect(hasConfigProperties(image.configSchema)).toBe(true);
  });
});
