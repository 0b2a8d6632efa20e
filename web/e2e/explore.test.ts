import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, startPlayground, type Playground } from './browser.js';

let playground: Playground;
let page: Page;

beforeAll(async () => {
  playground = await startPlayground();
  page = await playground.browser.newPage({ viewport: { width: 1200, height: 1100 } });
}, 120_000);

afterAll(async () => {
  await playground?.close();
});

describe('exploring Grundy sequences', () => {
  it('computes Kayles to 500 and reports its proven period 12', async () => {
    await page.goto(`${playground.url}#/explore`);
    await page.getByLabel('game code', { exact: true }).fill('0.77');
    await page.getByLabel('up to').fill('500');
    await page.getByRole('button', { name: 'Compute' }).click();
    await expect.poll(() => page.getByTestId('period').textContent(), { timeout: 30_000 }).toContain('period 12');
    expect(await page.getByTestId('period').textContent()).toContain('preperiod 71');
    expect(await page.getByTestId('period').textContent()).toContain('proven');
    expect(await page.getByTestId('plot').locator('svg').count()).toBeGreaterThan(0);
    // The table shows G(0..9) of Kayles: 0 1 2 3 1 4 3 2 1 4.
    const firstRow = await page.getByTestId('values').locator('tbody tr').first().locator('td').allTextContents();
    expect(firstRow).toEqual(['0', '1', '2', '3', '1', '4', '3', '2', '1', '4']);
    // The URL now holds the game, so the view can be shared.
    expect(page.url()).toContain('game=0.77');
    await screenshot(page, 'explore-kayles');
  });

  it('a shared link opens with the sequence computed', async () => {
    await page.goto(`${playground.url}#/explore?game=0.07&to=300`);
    await expect.poll(() => page.getByTestId('period').textContent(), { timeout: 30_000 }).toContain('period 34');
  });

  it('a bad code gets a clear error', async () => {
    await page.goto(`${playground.url}#/explore`);
    await page.getByLabel('game code', { exact: true }).fill('0.9x');
    await page.getByRole('button', { name: 'Compute' }).click();
    await page.getByRole('alert').waitFor();
    expect((await page.getByRole('alert').textContent())!.length).toBeGreaterThan(10);
    await screenshot(page, 'explore-bad-code');
  });

  it('a user function that loops forever is stopped by Cancel, and the page stays responsive', async () => {
    await page.goto(`${playground.url}#/explore`);
    await page.getByLabel('my own function').check();
    await page.getByLabel('moves function').fill('export function moves(n) { for (;;); }');
    await page.getByRole('button', { name: 'Compute' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('cancelled');
  });

  it('a user moves function gets its sequence and an observed period', async () => {
    await page.goto(`${playground.url}#/explore`);
    await page.getByLabel('my own function').check();
    await page.getByLabel('moves function').fill('export const moves = (n) => [1, 2, 3].filter((s) => s <= n).map((s) => n - s);');
    await page.getByRole('button', { name: 'Compute' }).click();
    await expect.poll(() => page.getByTestId('period').textContent(), { timeout: 30_000 }).toContain('period 4');
    expect(await page.getByTestId('period').textContent()).toContain('observed');
  });

  it('the function box takes the module format of the CLI: sums as { sum: [a, b] } (Kayles, period 12)', async () => {
    await page.goto(`${playground.url}#/explore`);
    await page.getByLabel('my own function').check();
    await page.getByLabel('moves function').fill(
      'export const name = "kayles by hand";\nexport function moves(n) {\n  const options = [];\n  for (const take of [1, 2])\n    for (let left = 0; left + take <= n; left++) options.push({ sum: [left, n - take - left] });\n  return options;\n}',
    );
    await page.getByLabel('up to').fill('300');
    await page.getByRole('button', { name: 'Compute' }).click();
    await expect.poll(() => page.getByTestId('period').textContent(), { timeout: 30_000 }).toContain('period 12');
    expect(await page.getByTestId('period').textContent()).toContain('kayles by hand');
  });

  it('a module without moves gets the same message as in the CLI', async () => {
    await page.goto(`${playground.url}#/explore`);
    await page.getByLabel('my own function').check();
    await page.getByLabel('moves function').fill('n => [n - 1]');
    await page.getByRole('button', { name: 'Compute' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain("must export a function 'moves(position)'");
  });

  it.each(['kayles', 'dawson', 'grundy', 'tb:0.77'])('the alias %s names its game here as in the CLI', async (alias) => {
    await page.goto(`${playground.url}#/explore`);
    await page.getByLabel('a game code').check();
    await page.getByLabel('game code', { exact: true }).fill(alias);
    await page.getByLabel('up to').fill('100');
    await page.getByRole('button', { name: 'Compute' }).click();
    await expect.poll(() => page.getByTestId('period').textContent(), { timeout: 30_000 }).toMatch(/^(0\.77|0\.07|4!\.0):/);
  });
});
