import { describe, expect, it } from 'vitest';
import { placementsOutside } from '../../../../app/features/assetEditor/outsideDisplay.ts';
import { fitScale, scaleOf, steppedZoom } from '../../../../app/features/assetEditor/zoom.ts';

describe('placementsOutside', () => {
  const display = { width: 1920, height: 1080 };
  it('names the placements that cross an edge of the display, and only those', () => {
    const rects = [
      { name: 'Inside 1', x: 0, y: 0, width: 1920, height: 1080 },
      { name: 'Right 2', x: 1500, y: 100, width: 900, height: 100 },
      { name: 'Below 3', x: 10, y: 1000, width: 10, height: 81 },
      { name: 'Left 4', x: -1, y: 10, width: 10, height: 10 },
    ];
    expect(placementsOutside(rects, display).map((rect) => rect.name)).toEqual(['Right 2', 'Below 3', 'Left 4']);
  });
});

describe('zoom', () => {
  it('fits a 1920×1080 and a 1080×1920 layout into a laptop-sized panel, never above 100%', () => {
    const panel = { width: 900, height: 560 };
    expect(fitScale(panel, { width: 1920, height: 1080 })).toBeCloseTo(868 / 1920);
    expect(fitScale(panel, { width: 1080, height: 1920 })).toBeCloseTo(528 / 1920);
    expect(fitScale({ width: 4000, height: 4000 }, { width: 640, height: 360 })).toBe(1);
  });

  it('uses the fitted scale for fit and the chosen one otherwise; steps stay within 10%–400%', () => {
    expect(scaleOf('fit', 0.42)).toBe(0.42);
    expect(scaleOf(1, 0.42)).toBe(1);
    expect(steppedZoom(1, 'in')).toBe(1.25);
    expect(steppedZoom(1, 'out')).toBe(0.8);
    expect(steppedZoom(3.9, 'in')).toBe(4);
    expect(steppedZoom(0.11, 'out')).toBe(0.1);
  });
});
