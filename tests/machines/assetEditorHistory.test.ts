import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Asset, AssetListItem } from '../../contract/assets.ts';
import { assetEditorMachine, describePlacement, HISTORY_LIMIT } from '../../machines/assetEditor.machine.ts';

const text: AssetListItem = { id: 'text-1', name: 'Text', type: 'TEXT', configSchema: '{}' };
const image: AssetListItem = {
  id: 'image-1',
  name: 'Image',
  type: 'IMAGE',
  configSchema: JSON.stringify({ file_id: { type: 'image', required: true } }),
};

const stored: Asset = {
  id: 'asset-1',
  name: 'Welcome',
  type: 'GROUP',
  themeId: null,
  configSchema: '{}',
  category: 'general',
  width: 'auto',
  height: 'auto',
  updatedUtc: '2026-11-20T12:00:00Z',
  placements: [{ id: 'p-1', asset: { id: 'text-1', type: 'TEXT', name: 'Text' }, config: { value: 'Hi' }, x: '10px', y: '20px', order: 0 }],
};

function newEditor() {
  const machine = assetEditorMachine.provide({
    actors: {
      loadAsset: fromPromise(async (): Promise<Asset | null> => stored),
      saveAsset: fromPromise(async () => ({ ...stored, id: 'asset-new' })),
    },
  });
  const actor = createActor(machine, { input: { assetId: null } }).start();
  actor.send({ type: 'editor.canvasMeasured', width: 1920, height: 1080 });
  return actor;
}

const positions = (actor: ReturnType<typeof newEditor>) =>
  actor.getSnapshot().context.placements.map((placement) => [placement.x, placement.y]);

describe('assetEditor history: undo and redo', () => {
  it('has nothing to undo or redo at first, and refuses both', () => {
    const actor = newEditor();
    actor.send({ type: 'editor.undo' });
    actor.send({ type: 'editor.redo' });
    expect(actor.getSnapshot().context).toMatchObject({ past: [], future: [], dirty: false });
    expect(actor.getSnapshot().can({ type: 'editor.undo' })).toBe(false);
  });

  it('undoes and redoes a drop, one drag and a size change step by step', () => {
    const actor = newEditor();
    actor.send({ type: 'editor.assetDropped', asset: text, point: { x: 100.4, y: 200.6 } });
    actor.send({ type: 'editor.placementDragged', selectionId: 'new-1', dx: 50, dy: -20 });
    actor.send({ type: 'editor.sizeChanged', dimension: 'width', value: '1280' });
    expect(positions(actor)).toEqual([[150, 181]]);
    expect(actor.getSnapshot().context.past).toHaveLength(3);

    actor.send({ type: 'editor.undo' });
    expect(actor.getSnapshot().context.width).toBe('auto');
    actor.send({ type: 'editor.undo' });
    expect(positions(actor)).toEqual([[100, 201]]);
    actor.send({ type: 'editor.undo' });
    expect(positions(actor)).toEqual([]);
    expect(actor.getSnapshot().can({ type: 'editor.undo' })).toBe(false);

    actor.send({ type: 'editor.redo' });
    actor.send({ type: 'editor.redo' });
    expect(positions(actor)).toEqual([[150, 181]]);
    expect(actor.getSnapshot().context.announcement).toBe('Redone');
    actor.send({ type: 'editor.redo' });
    expect(actor.getSnapshot().context.width).toBe('1280px');
    expect(actor.getSnapshot().can({ type: 'editor.redo' })).toBe(false);
  });

  it('forgets the undone steps when a new edit is made', () => {
    const actor = newEditor();
    actor.send({ type: 'editor.assetDropped', asset: text });
    actor.send({ type: 'editor.placementNudged', selectionId: 'new-1', direction: 'right' });
    actor.send({ type: 'editor.undo' });
    expect(actor.getSnapshot().context.future).toHaveLength(1);
    actor.send({ type: 'editor.placementNudged', selectionId: 'new-1', direction: 'down' });
    expect(actor.getSnapshot().context.future).toEqual([]);
    expect(positions(actor)).toEqual([[50, 75]]);
  });

  it('merges a held arrow key into the step of its first press', () => {
    const actor = newEditor();
    actor.send({ type: 'editor.assetDropped', asset: text });
    actor.send({ type: 'editor.placementNudged', selectionId: 'new-1', direction: 'right' });
    actor.send({ type: 'editor.placementNudged', selectionId: 'new-1', direction: 'right', repeat: true });
    actor.send({ type: 'editor.placementNudged', selectionId: 'new-1', direction: 'right', repeat: true });
    expect(positions(actor)).toEqual([[125, 50]]);
    expect(actor.getSnapshot().context.past).toHaveLength(2);
    actor.send({ type: 'editor.undo' });
    expect(positions(actor)).toEqual([[50, 50]]);
  });

  it('adds a configured drop as one step, and a cancelled one as none', () => {
    const actor = newEditor();
    actor.send({ type: 'editor.assetDropped', asset: image, point: { x: 10, y: 10 } });
    actor.send({ type: 'editor.undo' });
    expect(actor.getSnapshot().matches({ editing: 'configuring' })).toBe(true);
    actor.send({ type: 'editor.configCancelled' });
    expect(actor.getSnapshot().context.past).toEqual([]);
    actor.send({ type: 'editor.assetDropped', asset: image, point: { x: 10, y: 10 } });
    actor.send({ type: 'editor.configSaved', config: { file_id: 'f' } });
    expect(actor.getSnapshot().context.past).toHaveLength(1);
    actor.send({ type: 'editor.undo' });
    expect(positions(actor)).toEqual([]);
  });

  it('restores a deleted saved placement and takes it off the to-delete list', async () => {
    const machine = assetEditorMachine.provide({ actors: { loadAsset: fromPromise(async (): Promise<Asset | null> => stored) } });
    const actor = createActor(machine, { input: { assetId: 'asset-1' } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    actor.send({ type: 'editor.placementDeleted', selectionId: 'p-1' });
    expect(actor.getSnapshot().context.placementsToDelete).toEqual(['p-1']);
    actor.send({ type: 'editor.undo' });
    expect(actor.getSnapshot().context).toMatchObject({ placementsToDelete: [], dirty: true });
    expect(actor.getSnapshot().context.placements.map((placement) => placement.id)).toEqual(['p-1']);
  });

  it(`keeps at most ${HISTORY_LIMIT} steps`, () => {
    const actor = newEditor();
    actor.send({ type: 'editor.assetDropped', asset: text });
    for (let step = 0; step < HISTORY_LIMIT + 20; step += 1) {
      actor.send({ type: 'editor.placementNudged', selectionId: 'new-1', direction: step % 2 ? 'left' : 'right', fine: true });
    }
    expect(actor.getSnapshot().context.past).toHaveLength(HISTORY_LIMIT);
  });

  it('ignores edits of a placement that is not there (no empty undo steps)', () => {
    const actor = newEditor();
    actor.send({ type: 'editor.placementDragged', selectionId: 'ghost', dx: 1, dy: 1 });
    actor.send({ type: 'editor.placementNudged', selectionId: 'ghost', direction: 'up' });
    actor.send({ type: 'editor.placementDuplicated', selectionId: 'ghost' });
    actor.send({ type: 'editor.placementDeleted', selectionId: 'ghost' });
    actor.send({ type: 'editor.placementConfigChanged', selectionId: 'ghost', key: 'value', value: 'x' });
    actor.send({ type: 'editor.placementPositioned', selectionId: 'ghost', x: 1, y: 1 });
    expect(actor.getSnapshot().context).toMatchObject({ past: [], dirty: false });
  });
});

describe('assetEditor fine moves, positions and duplicates', () => {
  it('moves 1 px with a fine nudge and 25 px without', () => {
    const actor = newEditor();
    actor.send({ type: 'editor.assetDropped', asset: text });
    actor.send({ type: 'editor.placementNudged', selectionId: 'new-1', direction: 'left', fine: true });
    actor.send({ type: 'editor.placementNudged', selectionId: 'new-1', direction: 'up', fine: true });
    expect(positions(actor)).toEqual([[49, 49]]);
    actor.send({ type: 'editor.placementNudged', selectionId: 'new-1', direction: 'down' });
    expect(positions(actor)).toEqual([[49, 74]]);
  });

  it('places at typed X and Y, rounded and kept inside the canvas; non-numbers are refused', () => {
    const actor = newEditor();
    actor.send({ type: 'editor.assetDropped', asset: text });
    actor.send({ type: 'editor.placementPositioned', selectionId: 'new-1', x: 120.4, y: 40 });
    expect(positions(actor)).toEqual([[120, 40]]);
    actor.send({ type: 'editor.placementPositioned', selectionId: 'new-1', x: 5000, y: -3 });
    expect(positions(actor)).toEqual([[1920, 0]]);
    actor.send({ type: 'editor.placementPositioned', selectionId: 'new-1', x: Number.NaN, y: 1 });
    expect(positions(actor)).toEqual([[1920, 0]]);
  });

  it('duplicates 10 px right and down as a new, selected placement with the same config', () => {
    const actor = newEditor();
    actor.send({ type: 'editor.assetDropped', asset: text, point: { x: 100, y: 100 } });
    actor.send({ type: 'editor.placementConfigChanged', selectionId: 'new-1', key: 'value', value: 'Hello' });
    actor.send({ type: 'editor.placementDuplicated', selectionId: 'new-1' });
    const { placements, selectedId } = actor.getSnapshot().context;
    expect(placements.map((placement) => [placement.selectionId, placement.id, placement.x, placement.y, placement.config.value])).toEqual([
      ['new-1', null, 100, 100, 'Hello'],
      ['new-2', null, 110, 110, 'Hello'],
    ]);
    expect(selectedId).toBe('new-2');
    expect(actor.getSnapshot().context.announcement).toBe('Text 2 of 2, x 110 y 110');
  });
});

describe('assetEditor zoom and announcements', () => {
  it('fits by default and takes a scale from 0.1 to 4 or fit again; others are refused', () => {
    const actor = newEditor();
    expect(actor.getSnapshot().context.zoom).toBe('fit');
    actor.send({ type: 'editor.zoomChanged', zoom: 1 });
    expect(actor.getSnapshot().context.zoom).toBe(1);
    for (const zoom of [0, 0.05, 5, Number.NaN, Number.POSITIVE_INFINITY]) {
      actor.send({ type: 'editor.zoomChanged', zoom });
      expect(actor.getSnapshot().context.zoom).toBe(1);
    }
    actor.send({ type: 'editor.zoomChanged', zoom: 0.1 });
    expect(actor.getSnapshot().context.zoom).toBe(0.1);
    actor.send({ type: 'editor.zoomChanged', zoom: 'fit' });
    expect(actor.getSnapshot().context.zoom).toBe('fit');
    expect(actor.getSnapshot().context.past).toEqual([]);
  });

  it('says which placement was placed or moved and where', () => {
    const actor = newEditor();
    actor.send({ type: 'editor.assetDropped', asset: text, point: { x: 120, y: 40 } });
    expect(actor.getSnapshot().context.announcement).toBe('Text 1 of 1, x 120 y 40');
    actor.send({ type: 'editor.assetDropped', asset: text });
    actor.send({ type: 'editor.placementNudged', selectionId: 'new-1', direction: 'right' });
    expect(actor.getSnapshot().context.announcement).toBe('Text 1 of 2, x 145 y 40');
    expect(describePlacement(actor.getSnapshot().context.placements, 'nope')).toBe('');
  });
});
