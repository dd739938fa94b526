import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { AssetListItem } from '../../contract/assets.ts';
import { ADD_OFFSET_PX, centredPoint, ESTIMATED_ITEM_SIZE, layerName, type CanvasPlacement } from '../../machines/assetEditor.document.ts';
import { assetEditorMachine } from '../../machines/assetEditor.machine.ts';

/** The safe workflow in the machine: Add to canvas centred and selected, Shift nudges, layer names. */

const panel: AssetListItem = {
  id: 'panel',
  name: 'Panel',
  type: 'PANEL',
  configSchema: JSON.stringify({ color: { type: 'color', default: '#1f2937' }, width: { type: 'text', default: '600px' }, height: { type: 'text', default: '300px' } }),
};
const group: AssetListItem = { id: 'group', name: 'Lobby', type: 'GROUP', configSchema: '{}' };

function start() {
  const actor = createActor(assetEditorMachine, { input: { assetId: null } }).start();
  actor.send({ type: 'editor.canvasMeasured', width: 1920, height: 1080 });
  return actor;
}

const placed = (overrides: Partial<CanvasPlacement>): CanvasPlacement => ({
  id: null,
  selectionId: 's',
  assetId: 'a',
  assetName: 'Text',
  assetType: 'TEXT',
  x: 0,
  y: 0,
  config: {},
  ...overrides,
});

describe('Add to canvas', () => {
  it('centres a new item on the visible centre and selects it; a second lands offset, not on top', () => {
    const actor = start();
    actor.send({ type: 'editor.assetDropped', asset: group, centre: { x: 960, y: 540 } });
    const first = actor.getSnapshot().context;
    expect(first.placements[0]).toMatchObject({ x: 960 - ESTIMATED_ITEM_SIZE.width / 2, y: 540 - ESTIMATED_ITEM_SIZE.height / 2 });
    expect(first.selectedId).toBe(first.placements[0]?.selectionId);

    actor.send({ type: 'editor.assetDropped', asset: group, centre: { x: 960, y: 540 } });
    const second = actor.getSnapshot().context;
    expect(second.placements[1]).toMatchObject({ x: 760 + ADD_OFFSET_PX, y: 480 + ADD_OFFSET_PX });
    expect(second.selectedId).toBe(second.placements[1]?.selectionId);
  });

  it('centres an item with a config dialog by the size it is given there', () => {
    const actor = start();
    actor.send({ type: 'editor.assetDropped', asset: panel, centre: { x: 1000, y: 500 } });
    expect(actor.getSnapshot().matches({ editing: 'configuring' })).toBe(true);
    actor.send({ type: 'editor.configSaved', config: { color: '#ffd700', width: '600px', height: '300px' } });
    const { placements, selectedId } = actor.getSnapshot().context;
    expect(placements[0]).toMatchObject({ x: 700, y: 350, assetType: 'PANEL' });
    expect(selectedId).toBe(placements[0]?.selectionId);
  });

  it('still drops a dragged item with its top-left at the pointer', () => {
    const actor = start();
    actor.send({ type: 'editor.assetDropped', asset: group, point: { x: 120.4, y: 80.6 } });
    expect(actor.getSnapshot().context.placements[0]).toMatchObject({ x: 120, y: 81 });
  });

  it('never puts a centred item left of or above the canvas', () => {
    expect(centredPoint([], { x: 10, y: 10 }, {})).toEqual({ x: 0, y: 0 });
  });
});

describe('keyboard nudges', () => {
  it('moves 25 px a step, 10 with Shift and 1 with Alt', () => {
    const actor = start();
    actor.send({ type: 'editor.assetDropped', asset: group, point: { x: 100, y: 100 } });
    const selectionId = actor.getSnapshot().context.selectedId ?? '';
    actor.send({ type: 'editor.placementNudged', selectionId, direction: 'right' });
    actor.send({ type: 'editor.placementNudged', selectionId, direction: 'down', shift: true });
    actor.send({ type: 'editor.placementNudged', selectionId, direction: 'left', fine: true });
    expect(actor.getSnapshot().context.placements[0]).toMatchObject({ x: 124, y: 110 });
    actor.send({ type: 'editor.undo' });
    expect(actor.getSnapshot().context.placements[0]).toMatchObject({ x: 125, y: 110 });
  });
});

describe('layer names', () => {
  const fileName = (id: string) => (id === 'f1' ? 'logo.png' : undefined);

  it('name a layer by its kind and what it shows', () => {
    expect(layerName(placed({ config: { value: 'Happy hour 5–7' } }), fileName)).toBe('Text: Happy hour 5–7');
    expect(layerName(placed({ assetName: 'Image', assetType: 'IMAGE', config: { file_id: 'f1' } }), fileName)).toBe('Image: logo.png');
    expect(layerName(placed({ assetName: 'QR code', assetType: 'QRCODE', config: { url: 'https://example.com' } }), fileName)).toBe(
      'QR code: https://example.com',
    );
    expect(layerName(placed({ assetName: 'Lobby', assetType: 'GROUP' }), fileName)).toBe('Lobby');
  });

  it('cut long texts and fold their lines', () => {
    const name = layerName(placed({ config: { value: 'Happy hour\nevery weekday from five until seven, all drinks half price' } }), fileName);
    expect(name).toBe('Text: Happy hour every weekday from f…');
    expect(name.length).toBeLessThanOrEqual('Text: '.length + 32);
  });

  it('fall back to the asset name when a file is unknown', () => {
    expect(layerName(placed({ assetName: 'Image', assetType: 'IMAGE', config: { file_id: 'gone' } }), fileName)).toBe('Image');
  });
});
