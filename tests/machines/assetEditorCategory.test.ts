import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Asset, AssetListItem, AssetSaveRequest } from '../../contract/assets.ts';
import type { Violation } from '../../contract/complianceRules.ts';
import { assetEditorMachine } from '../../machines/assetEditor.machine.ts';

/** A layout's category in the editor (docs/compliance.md#the-model): loaded, chosen, saved, refused. */

// Ids as the server makes them: the editor checks its save by the contract's schema, which wants uuids.
const TEXT_ID = '0a1b2c3d-0000-4000-8000-000000000001';
const P1 = '0a1b2c3d-0000-4000-8000-000000000011';
const text: AssetListItem = { id: TEXT_ID, name: 'Headline', type: 'TEXT', configSchema: '{}' };
const stored: Asset = {
  id: 'asset-1',
  name: 'Pokies promo',
  type: 'GROUP',
  themeId: null,
  configSchema: '{}',
  category: 'jackpot',
  width: 'auto',
  height: 'auto',
  updatedUtc: '2026-11-20T12:00:00Z',
  placements: [{ id: P1, asset: { id: TEXT_ID, type: 'TEXT', name: 'Headline' }, config: { value: 'Win' }, x: '10px', y: '20px', order: 0 }],
};
const violation: Violation = {
  displayId: '00000000-0000-4000-8000-000000000001',
  displayLabel: 'Window screen',
  venueId: '00000000-0000-4000-8000-000000000002',
  venueName: 'Harbour Hotel',
  zone: 'external',
  category: 'gaming-promotion',
  jurisdiction: 'AU-NSW',
};

function startEditor(assetId: string | null, save: (request: AssetSaveRequest) => Promise<Asset>) {
  const showToast = vi.fn();
  const saveSpy = vi.fn(save);
  const machine = assetEditorMachine.provide({
    actors: { loadAsset: fromPromise(async (): Promise<Asset | null> => stored), saveAsset: fromPromise(({ input }) => saveSpy(input)) },
    actions: { showToast: (_, params) => showToast(params), assetSaved: () => {} },
  });
  return { actor: createActor(machine, { input: { assetId } }).start(), showToast, save: saveSpy };
}

const refusal = (status: number, body: object) => Object.assign(new Error(String(status)), { problem: { status, ...body } });

describe('the asset editor keeps a layout category', () => {
  it('starts a new layout as general and saves the chosen category', async () => {
    const { actor, save } = startEditor(null, async (request) => ({ ...stored, id: 'asset-new', category: request.category }));
    expect(actor.getSnapshot().context.category).toBe('general');
    actor.send({ type: 'editor.nameChanged', name: 'Promo' });
    actor.send({ type: 'editor.assetDropped', asset: text });
    actor.send({ type: 'editor.categoryChanged', category: 'gaming-promotion' });
    expect(actor.getSnapshot().context.dirty).toBe(true);
    actor.send({ type: 'editor.save' });
    await waitFor(actor, (s) => s.matches({ editing: 'saved' }));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ category: 'gaming-promotion' }));
    expect(actor.getSnapshot().context.category).toBe('gaming-promotion');
  });

  it('loads the stored category and sends it unchanged when another field changes', async () => {
    const { actor, save } = startEditor('asset-1', async (request) => ({ ...stored, name: request.name }));
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.category).toBe('jackpot');
    actor.send({ type: 'editor.nameChanged', name: 'Jackpot night' });
    actor.send({ type: 'editor.save' });
    await waitFor(actor, (s) => s.matches({ editing: 'saved' }));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ category: 'jackpot' }));
  });

  it('shows a 400 on the category at the field, without a toast, until the category changes', async () => {
    const { actor, showToast } = startEditor('asset-1', async () => {
      throw refusal(400, { title: 'Invalid', errors: { category: ['Category must be one of general, jackpot'] } });
    });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'editor.nameChanged', name: 'Again' });
    actor.send({ type: 'editor.save' });
    await waitFor(actor, (s) => s.matches({ editing: 'saveFailed' }));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ category: 'Category must be one of general, jackpot' });
    expect(showToast).not.toHaveBeenCalled();
    actor.send({ type: 'editor.categoryChanged', category: 'general' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('keeps the screens a save was refused on for the category field, and drops them when the category or the next save answers them', async () => {
    let refuse = true;
    const { actor, showToast } = startEditor('asset-1', async (request) => {
      if (refuse) throw refusal(409, { type: 'docs/compliance.md', title: 'Not allowed on these screens', violations: [violation] });
      return { ...stored, category: request.category };
    });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'editor.categoryChanged', category: 'gaming-promotion' });
    actor.send({ type: 'editor.save' });
    await waitFor(actor, (s) => s.matches({ editing: 'saveFailed' }));
    expect(actor.getSnapshot().context.violations).toEqual([violation]);
    expect(actor.getSnapshot().context.dirty).toBe(true);
    expect(showToast).not.toHaveBeenCalled();

    actor.send({ type: 'editor.categoryChanged', category: 'general' });
    expect(actor.getSnapshot().context.violations).toEqual([]);

    actor.send({ type: 'editor.categoryChanged', category: 'gaming-promotion' });
    actor.send({ type: 'editor.save' });
    await waitFor(actor, (s) => s.matches({ editing: 'saveFailed' }));
    expect(actor.getSnapshot().context.violations).toHaveLength(1);
    refuse = false;
    actor.send({ type: 'editor.save' });
    expect(actor.getSnapshot().context.violations).toEqual([]);
    await waitFor(actor, (s) => s.matches({ editing: 'saved' }));
    expect(actor.getSnapshot().context.category).toBe('gaming-promotion');
  });
});
