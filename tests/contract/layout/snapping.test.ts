import { describe, expect, it } from 'vitest';
import { clampRect, snapRect, snapThreshold } from '../../../contract/layout/snapping.ts';

const canvas = { width: 1920, height: 1080 };

describe('snapThreshold', () => {
  it('is 5 screen pixels expressed in layout pixels', () => {
    expect(snapThreshold(1)).toBe(5);
    expect(snapThreshold(0.5)).toBe(10);
    expect(snapThreshold(2)).toBe(2.5);
    expect(snapThreshold(0)).toBe(5);
  });
});

describe('snapRect', () => {
  it('leaves a rectangle far from every line where it is, with no guides', () => {
    expect(snapRect({ x: 300, y: 300, width: 100, height: 100 }, [], canvas, 5)).toEqual({ x: 300, y: 300, guides: [] });
  });

  it('snaps the left and top edges to the canvas edges', () => {
    expect(snapRect({ x: 4, y: -3, width: 100, height: 50 }, [], canvas, 5)).toEqual({
      x: 0,
      y: 0,
      guides: [
        { orientation: 'vertical', position: 0 },
        { orientation: 'horizontal', position: 0 },
      ],
    });
  });

  it('snaps the centre to the canvas centre lines and the right edge to the canvas edge', () => {
    expect(snapRect({ x: 862, y: 487, width: 200, height: 100 }, [], canvas, 5)).toMatchObject({ x: 860, y: 490 });
    expect(snapRect({ x: 1817, y: 700, width: 100, height: 10 }, [], canvas, 5)).toMatchObject({ x: 1820 });
  });

  it("snaps to another placement's edges and centre, the nearest line winning", () => {
    const other = { x: 400, y: 200, width: 200, height: 100 };
    // Left edge 3 px from the other's right edge (600), right edge 4 px from nothing: snaps to 600.
    expect(snapRect({ x: 603, y: 800, width: 50, height: 50 }, [other], canvas, 5)).toEqual({
      x: 600,
      y: 800,
      guides: [{ orientation: 'vertical', position: 600 }],
    });
    // Centre (y 252) is 2 px from the other's centre line (250); top is 27 px away from anything.
    expect(snapRect({ x: 1000, y: 227, width: 10, height: 50 }, [other], canvas, 5)).toMatchObject({
      y: 225,
      guides: [{ orientation: 'horizontal', position: 250 }],
    });
  });

  it('follows the threshold it is given: 5 screen pixels at half zoom catch 10 layout pixels', () => {
    expect(snapRect({ x: 9, y: 500, width: 10, height: 10 }, [], canvas, snapThreshold(1)).x).toBe(9);
    expect(snapRect({ x: 9, y: 500, width: 10, height: 10 }, [], canvas, snapThreshold(0.5)).x).toBe(0);
  });
});

describe('clampRect', () => {
  it('keeps the whole rectangle inside the canvas', () => {
    expect(clampRect({ x: -20, y: -1, width: 100, height: 100 }, canvas)).toEqual({ x: 0, y: 0 });
    expect(clampRect({ x: 1900, y: 1000, width: 100, height: 100 }, canvas)).toEqual({ x: 1820, y: 980 });
    expect(clampRect({ x: 300, y: 300, width: 100, height: 100 }, canvas)).toEqual({ x: 300, y: 300 });
  });

  it('pins a rectangle larger than the canvas to the top-left corner', () => {
    expect(clampRect({ x: 50, y: 50, width: 3000, height: 2000 }, canvas)).toEqual({ x: 0, y: 0 });
  });
});
