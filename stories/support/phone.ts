import { expect } from 'storybook/test';
import type { VisualParameters } from '../../.storybook/visualParameters.ts';

/** Story parameters for a 390 px phone (the width operators use the portal at). */
export const phoneParameters = { visual: { viewport: { width: 390, height: 844 } } satisfies VisualParameters };

/**
 * Fails when a stacked row's label (drawn beside its value in the kit's narrow label column) takes
 * more lines than its value: a long header needs a short form there (ListTable's `abbr`). Only
 * where the row is stacked: beside the table, cells carry no visible label.
 */
async function expectLabelsOnOneLine(row: Element): Promise<void> {
  for (const cell of row.querySelectorAll<HTMLElement>(':scope > td[data-label]')) {
    const value = cell.querySelector<HTMLElement>(':scope > [data-value]');
    const style = getComputedStyle(cell);
    if (value === null || style.display !== 'flex') continue;
    const contentHeight = cell.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    const oneLine = 1.5 * (parseFloat(style.lineHeight) || 1.2 * parseFloat(style.fontSize));
    await expect(contentHeight, `the label "${cell.dataset.label}" fits its line`).toBeLessThan(Math.max(oneLine, value.getBoundingClientRect().height + 1));
  }
}

/**
 * Fails when a table on the page scrolls sideways inside its card (on a phone, list tables stack
 * their rows instead: ui-kit Table), or when a cell's stacked label is not its column's header (or
 * the header's short form, its abbr).
 */
export async function expectTablesToFit(canvasElement: HTMLElement): Promise<void> {
  const tables = [...canvasElement.querySelectorAll('table')];
  await expect(tables.length).toBeGreaterThan(0);
  for (const table of tables) {
    const scroller = table.parentElement;
    if (!scroller) throw new Error('expected the table inside its scroller');
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    // A header's short form (its abbr attribute) labels the values when one is given.
    const headers = [...table.querySelectorAll('thead th')].map((header) => header.getAttribute('abbr') ?? header.textContent);
    // A detail row (a delivery's tries under it) spans every column: it has no column to be labelled by.
    for (const row of table.querySelectorAll('tbody > tr:not([data-loading]):not([data-empty]):not([data-row-detail])')) {
      const labels = [...row.children].map((cell) => cell.getAttribute('data-label'));
      await expect(labels.filter(Boolean).length).toBeGreaterThan(0);
      for (const [column, label] of labels.entries()) {
        if (label !== null) await expect(label).toBe(headers[column]);
      }
      await expectLabelsOnOneLine(row);
    }
  }
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}
