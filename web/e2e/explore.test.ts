import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { screenshot, usePlayground } from './browser.js';
import { TASK_LIMIT_MS, traceBestOf } from './mainThread.js';

const site = usePlayground({ viewport: { width: 1200, height: 1100 }, acceptDownloads: true });

const period = () => site.page.getByTestId('period').textContent();

describe('exploring Grundy sequences', () => {
  it('computes Kayles to 500 and reports its proven period 12', async () => {
    await site.page.goto(`${site.url}#/explore`);
    await site.page.getByLabel('game code', { exact: true }).fill('0.77');
    await site.page.getByLabel('up to').fill('500');
    await site.page.getByRole('button', { name: 'Compute' }).click();
    await expect.poll(period, { timeout: 30_000 }).toContain('period 12');
    expect(await period()).toContain('preperiod 71');
    expect(await period()).toContain('proven');
    await site.page.getByTestId('values').waitFor();
    expect(await site.page.getByTestId('plot').locator('canvas').count()).toBe(1);
    expect(await site.page.getByTestId('legend').textContent()).toContain('P-position');
    // The table shows G(0..9) of Kayles: 0 1 2 3 1 4 3 2 1 4.
    const firstRow = await site.page.getByTestId('values').locator('tbody tr').first().locator('td').allTextContents();
    expect(firstRow).toEqual(['0', '1', '2', '3', '1', '4', '3', '2', '1', '4']);
    // The URL now holds the game, so the view can be shared.
    expect(site.page.url()).toContain('game=0.77');
    await screenshot(site.page, 'explore', { readme: true });
  });

  it('a shared link opens with the sequence computed', async () => {
    await site.page.goto(`${site.url}#/explore?game=0.07&to=300`);
    await expect.poll(period, { timeout: 30_000 }).toContain('period 34');
  });

  for (const [label, to] of [
    ['10^6', 1_000_000],
    ['10^7', 10_000_000],
  ] as const) {
    it(`Kayles to ${label}: no main-thread task over 100 ms while computing, drawing, zooming, panning and scrolling the whole table`, async () => {
      const page = site.page;
      // From the open page on every task of the page is measured (the page's own work: CPU time,
      // see mainThread.ts), the best of up to three runs.
      const { longestCpu, text } = await traceBestOf(
        async () => {
          await page.goto(`${site.url}#/explore`);
          await page.getByLabel('game code', { exact: true }).waitFor();
          return page;
        },
        async () => {
          await page.getByLabel('game code', { exact: true }).fill('0.77');
          await page.getByLabel('up to').fill(String(to));
          await page.getByRole('button', { name: 'Compute' }).click();
          await expect.poll(period, { timeout: 60_000 }).toContain('period 12');
          expect(await page.getByTestId('summary').textContent()).toContain('largest value 8');
          const canvas = page.getByTestId('plot').locator('canvas');
          // Kayles' only P-position is heap 0: one marked column at full view, none once panned away.
          await expect.poll(() => canvas.getAttribute('data-p-columns')).toBe('1');
          // Zoom in around the start, pan, and zoom out again.
          for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'zoom in' }).click();
          await page.getByRole('button', { name: 'pan right' }).click();
          await expect.poll(() => canvas.getAttribute('data-p-columns')).toBe('0');
          await page.getByRole('button', { name: 'zoom out' }).click();
          await page.getByRole('button', { name: 'reset' }).click();
          await canvas.focus();
          await page.keyboard.press('+');
          await page.keyboard.press('ArrowRight');
          expect(await page.getByTestId('plot-view').textContent()).not.toBe(`heaps 0 to ${to}`);
          // The table reaches the very last value.
          await page.getByLabel('go to heap').fill(String(to - 1));
          await expect
            .poll(() => page.getByTestId('values').locator('tbody tr').last().locator('th').textContent())
            .toBe(to.toLocaleString('en'));
          await page.waitForTimeout(300);
        },
      );
      console.log(`Kayles to ${label}: long tasks ${text}`);
      expect(longestCpu, `long tasks: ${text}`).toBeLessThanOrEqual(TASK_LIMIT_MS);
      await screenshot(page, `explore-kayles-${label}`);
    }, 300_000);
  }

  it("Dawson's Kayles (0.07) has P-positions all along: every column of the full view is marked", async () => {
    await site.page.goto(`${site.url}#/explore?game=0.07&to=100000`);
    await expect.poll(period, { timeout: 30_000 }).toContain('period 34');
    const canvas = site.page.getByTestId('plot').locator('canvas');
    const width = await canvas.evaluate((c) => (c as HTMLCanvasElement).clientWidth);
    await expect.poll(async () => Number(await canvas.getAttribute('data-p-columns'))).toBeGreaterThan(width - 80);
  });

  it('downloads every value as CSV and as JSON', async () => {
    await site.page.goto(`${site.url}#/explore?game=0.07&to=1000`);
    await expect.poll(period, { timeout: 30_000 }).toContain('period 34');
    const [csv] = await Promise.all([site.page.waitForEvent('download'), site.page.getByRole('button', { name: 'CSV' }).click()]);
    const lines = readFileSync((await csv.path())!, 'utf8')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('n,grundy');
    expect(lines.length).toBe(1002);
    expect(lines.slice(1, 6)).toEqual(['0,0', '1,0', '2,1', '3,1', '4,2']);
    const [json] = await Promise.all([site.page.waitForEvent('download'), site.page.getByRole('button', { name: 'JSON' }).click()]);
    const data = JSON.parse(readFileSync((await json.path())!, 'utf8'));
    expect(data.values.length).toBe(1001);
    expect(data.period.period).toBe(34);
  });

  it('a bad code gets a clear error', async () => {
    await site.page.goto(`${site.url}#/explore`);
    await site.page.getByLabel('game code', { exact: true }).fill('0.9x');
    await site.page.getByRole('button', { name: 'Compute' }).click();
    await site.page.getByRole('alert').waitFor();
    expect((await site.page.getByRole('alert').textContent())!.length).toBeGreaterThan(10);
  });

  it('a user function that loops forever is stopped by Cancel, and the page stays responsive', async () => {
    await site.page.goto(`${site.url}#/explore`);
    await site.page.getByLabel('my own function').check();
    await site.page.getByLabel('moves function').fill('export function moves(n) { for (;;); }');
    await site.page.getByRole('button', { name: 'Compute' }).click();
    await site.page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => site.page.getByRole('alert').textContent()).toBe('cancelled');
  });

  it('time limits are about progress: a stuck function is stopped with a message saying so; a slow one that progresses is not', async () => {
    await site.page.goto(`${site.url}#/explore`);
    await site.page.getByLabel('my own function').check();
    await site.page.getByLabel('seconds without progress').fill('2');
    // Hangs at heap 300, after computing 0..299.
    await site.page.getByLabel('moves function').fill('export function moves(n) { if (n === 300) for (;;); return n > 0 ? [n - 1] : []; }');
    await site.page.getByLabel('up to').fill('1000');
    await site.page.getByRole('button', { name: 'Compute' }).click();
    await expect.poll(() => site.page.getByRole('alert').textContent(), { timeout: 20_000 }).toContain('no progress for 2 s');
    expect(await site.page.getByRole('alert').textContent()).toContain('no new value computed in that time');
    // Busy for ~3 s in all, longer than the 2 s limit, but every value arrives within it.
    await site.page
      .getByLabel('moves function')
      .fill('export function moves(n) { const t = Date.now(); while (Date.now() - t < 3); return n > 0 ? [n - 1] : []; }');
    await site.page.getByRole('button', { name: 'Compute' }).click();
    await expect.poll(period, { timeout: 30_000 }).toContain('period 2');
    // A built-in family's own sequence (Turnips, 3E, whose values cost more and more) reports
    // progress too: seconds of work in all, never 2 s without a new value.
    await site.page.getByLabel('a game code').check();
    await site.page.getByLabel('game code', { exact: true }).fill('3E');
    await site.page.getByLabel('up to').fill('6000');
    await site.page.getByRole('button', { name: 'Compute' }).click();
    await site.page.locator('[data-testid=period], [role=alert]').first().waitFor({ timeout: 90_000 });
    expect(await site.page.getByRole('alert').count()).toBe(0);
  }, 150_000);

  it('a user moves function gets its sequence and an observed period', async () => {
    await site.page.goto(`${site.url}#/explore`);
    await site.page.getByLabel('my own function').check();
    await site.page.getByLabel('moves function').fill('export const moves = (n) => [1, 2, 3].filter((s) => s <= n).map((s) => n - s);');
    await site.page.getByRole('button', { name: 'Compute' }).click();
    await expect.poll(period, { timeout: 30_000 }).toContain('period 4');
    expect(await period()).toContain('observed');
  });

  it('the function box takes the module format of the CLI: sums as { sum: [a, b] } (Kayles, period 12)', async () => {
    await site.page.goto(`${site.url}#/explore`);
    await site.page.getByLabel('my own function').check();
    await site.page
      .getByLabel('moves function')
      .fill(
        'export const name = "kayles by hand";\nexport function moves(n) {\n  const options = [];\n  for (const take of [1, 2])\n    for (let left = 0; left + take <= n; left++) options.push({ sum: [left, n - take - left] });\n  return options;\n}',
      );
    await site.page.getByLabel('up to').fill('300');
    await site.page.getByRole('button', { name: 'Compute' }).click();
    await expect.poll(() => site.page.getByTestId('period').textContent(), { timeout: 30_000 }).toContain('period 12');
    expect(await site.page.getByTestId('period').textContent()).toContain('kayles by hand');
  });

  it('a module without moves gets the same message as in the CLI', async () => {
    await site.page.goto(`${site.url}#/explore`);
    await site.page.getByLabel('my own function').check();
    await site.page.getByLabel('moves function').fill('n => [n - 1]');
    await site.page.getByRole('button', { name: 'Compute' }).click();
    await expect.poll(() => site.page.getByRole('alert').textContent()).toContain("must export a function 'moves(position)'");
  });

  it.each(['kayles', 'dawson', 'grundy', 'tb:0.77'])('the alias %s names its game here as in the CLI', async (alias) => {
    await site.page.goto(`${site.url}#/explore`);
    await site.page.getByLabel('a game code').check();
    await site.page.getByLabel('game code', { exact: true }).fill(alias);
    await site.page.getByLabel('up to').fill('100');
    await site.page.getByRole('button', { name: 'Compute' }).click();
    await expect.poll(() => site.page.getByTestId('period').textContent(), { timeout: 30_000 }).toMatch(/^(0\.77|0\.07|4!\.0):/);
  });
});
