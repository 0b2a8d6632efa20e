import { describe, expect, it } from 'vitest';
import { usePlayground } from './browser.js';

const site = usePlayground({ viewport: { width: 1200, height: 1100 } });

describe('the misère view on Explore', () => {
  it('shows the genus row, the coloured quotient table with its P-portion, and plays misère perfectly', async () => {
    await site.page.goto(`${site.url}#/explore?game=0.75&to=10`);
    const view = site.page.getByTestId('misere-view');
    await expect.poll(() => view.count(), { timeout: 30_000 }).toBe(1);
    await site.page.getByRole('button', { name: 'Show misère view' }).click();
    await expect.poll(() => site.page.getByTestId('quotient-table').count(), { timeout: 60_000 }).toBe(1);
    const genus = await site.page.getByTestId('genus-row').locator('tr').nth(1).locator('td').allTextContents();
    // Printed as CGSuite prints genus: nim heaps by their value alone (0.75's first heaps are nim heaps).
    expect(genus.slice(0, 3)).toEqual(['0', '1', '2']);
    // The genus row stands under the Grundy plot, before the table of values.
    const order = await site.page.evaluate(() => {
      const [plot, genusRow, values] = ['plot', 'genus-row', 'values'].map((id) => document.querySelector(`[data-testid="${id}"]`));
      const follows = (a: Element | null, b: Element | null) =>
        a !== null && b !== null && (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
      return { genusAfterPlot: follows(plot, genusRow), valuesAfterGenus: follows(genusRow, values) };
    });
    expect(order).toEqual({ genusAfterPlot: true, valuesAfterGenus: true });
    expect(await site.page.getByTestId('quotient-summary').textContent()).toContain('order 8');
    expect(await site.page.getByTestId('quotient-table').locator('td.p').count()).toBeGreaterThan(0);
    // Misère play from a single heap of 1: the only move takes it, so the computer wins at once.
    await site.page.getByLabel('misère heaps').fill('1');
    await site.page.getByRole('button', { name: 'Start' }).click();
    expect(await site.page.getByTestId('misere-log').textContent()).toContain('a losing position for you');
    await site.page.getByRole('group', { name: 'your moves' }).getByRole('button').first().click();
    expect(await site.page.getByTestId('misere-log').textContent()).toContain('The computer has no move: it wins');
  });
});
