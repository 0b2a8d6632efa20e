import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlayground, type Playground } from './browser.js';

let playground: Playground;
let page: Page;

beforeAll(async () => {
  playground = await startPlayground();
  page = await playground.browser.newPage({ viewport: { width: 1200, height: 1000 } });
}, 120_000);

afterAll(async () => {
  await playground?.close();
});

describe('codes in the playground', () => {
  it('Explore takes a coin-turning code: Turnips 3E', async () => {
    await page.goto(`${playground.url}#/explore?game=3E&to=30`);
    await page.getByTestId('values').waitFor();
    const firstRow = await page.getByTestId('values').locator('tbody tr').first().locator('td').allTextContents();
    expect(firstRow).toEqual(['0', '0', '0', '1', '0', '0', '1', '2', '2', '1']);
  });

  it('Explore takes a new take-and-break form: 0.{0!,2!,3!} is 0.D!', async () => {
    await page.goto(`${playground.url}#/explore?game=${encodeURIComponent('0.{0!,2!,3!}')}&to=40`);
    await page.getByTestId('values').waitFor();
    expect(await page.locator('body').textContent()).toContain('0.D!');
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('Play takes a coin-turning code and a new take-and-break form', async () => {
    await page.goto(`${playground.url}#/play?game=1-3&position=HTTH`);
    await page.getByTestId('moves').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.goto(`${playground.url}#/play?game=${encodeURIComponent('0.*!3')}&position=5`);
    await page.getByTestId('moves').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
  });
});
