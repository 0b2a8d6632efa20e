import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { failOnPageErrors, usePlayground } from './browser.js';
import { describeTasks, TASK_LIMIT_MS, traceMainThread, TraceMissedPageError, type MainThreadTask } from './mainThread.js';

const site = usePlayground();

/** Traces `run` on the page, taking it again (from `reset`) when the trace missed the page. */
async function measure(page: Page, reset: () => Promise<void>, run: () => Promise<void>): Promise<MainThreadTask[]> {
  for (let attempt = 1; ; attempt++) {
    await reset();
    try {
      return (await traceMainThread(page, run)).tasks;
    } catch (error) {
      if (!(error instanceof TraceMissedPageError) || attempt === 3) throw error;
    }
  }
}

function expectUnderLimit(what: string, tasks: MainThreadTask[]): void {
  const { longestCpu, text } = describeTasks(tasks);
  console.log(`${what}: long tasks ${text}`);
  expect(longestCpu, `${what}: long tasks ${text}`).toBeLessThanOrEqual(TASK_LIMIT_MS);
}

const VIEWPORTS = [
  { name: 'desktop', options: { viewport: { width: 1280, height: 800 } } },
  { name: 'phone', options: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } },
] as const;

for (const { name, options } of VIEWPORTS) {
  describe(`issue 35, defect 6: no interaction holds the main thread over 100 ms of CPU (${name})`, () => {
    for (const census of [
      { hash: '#/misere-census', table: 'misere-census-table', column: 'order' },
      { hash: '#/census', table: 'census-table', column: 'period' },
    ]) {
      it(`${census.hash}: opening the page from the gallery, then sorting a column twice`, async () => {
        const page = await site.browser.newPage(options);
        failOnPageErrors(page);
        const open = await measure(
          page,
          async () => {
            await page.goto(`${site.url}#/`);
            await page.getByTestId('gallery').waitFor();
          },
          async () => {
            await page.evaluate((hash) => (location.hash = hash), census.hash);
            await page.getByTestId(census.table).waitFor();
            await page.waitForTimeout(500);
          },
        );
        expectUnderLimit(`${name} ${census.hash} opened`, open);
        // Laid out as grids, the rows are still a table to assistive technology: a table, its
        // column headers, a row per census row (and the header's), cells.
        const table = page.getByRole('table');
        expect(await table.count()).toBe(1);
        expect(await table.getByRole('columnheader', { name: census.column, exact: true }).count()).toBe(1);
        const rows = await page.getByTestId(census.table).locator('tbody tr').count();
        expect(await table.getByRole('row').count()).toBe(rows + 1);
        expect(await table.getByRole('row').nth(1).getByRole('cell').count()).toBeGreaterThan(5);
        const sort = await measure(
          page,
          async () => {},
          async () => {
            const button = page.getByRole('button', { name: census.column, exact: true });
            await button.click();
            await page.waitForTimeout(300);
            await button.click();
            await page.waitForTimeout(300);
          },
        );
        expectUnderLimit(`${name} ${census.hash} sorted`, sort);
        await page.close();
      }, 120_000);
    }

    it('the first load of Play: from the gallery, and as a new document', async () => {
      const page = await site.browser.newPage(options);
      failOnPageErrors(page);
      const load = await measure(
        page,
        async () => {
          await page.goto(`${site.url}#/`);
          await page.getByTestId('gallery').waitFor();
        },
        async () => {
          await page.evaluate(() => (location.hash = '#/play?game=nim&position=3+4+5'));
          await page.getByTestId('stone').first().waitFor();
          await page.waitForTimeout(500);
        },
      );
      expectUnderLimit(`${name} Play opened`, load);
      // A cold load: a new document (the same renderer process, which the trace follows).
      const cold = await measure(
        page,
        async () => {
          await page.goto(`${site.url}#/glossary`);
          await page.locator('main h1').first().waitFor();
        },
        async () => {
          await page.goto(`${site.url}?cold=1#/play?game=nim&position=3+4+5`);
          await page.getByTestId('stone').first().waitFor();
          await page.waitForTimeout(500);
        },
      );
      expectUnderLimit(`${name} Play loaded cold`, cold);
      await page.close();
    }, 120_000);
  });
}
