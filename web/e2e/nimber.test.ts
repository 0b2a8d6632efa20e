import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, startPlayground, type Playground } from './browser.js';

let playground: Playground;
let page: Page;

beforeAll(async () => {
  playground = await startPlayground();
  page = await playground.browser.newPage({ viewport: { width: 1200, height: 1000 } });
}, 120_000);

afterAll(async () => {
  await playground?.close();
});

describe('the nimber calculator page', () => {
  it('evaluates 8 * 8 = 13 from a shared URL and shows the product table', async () => {
    await page.goto(`${playground.url}#/nimber?expr=8+*+8`);
    await expect.poll(() => page.getByTestId('nimber-value').textContent()).toBe('= 13');
    expect(await page.getByTestId('product-table').locator('tbody tr').nth(8).locator('td').nth(8).textContent()).toBe('13');
    await screenshot(page, 'nimber', { readme: true });
  });

  it('evaluates a typed expression and reports a bad one', async () => {
    await page.getByLabel('expression').fill('inv 5');
    await page.getByRole('button', { name: 'Evaluate' }).click();
    const value = await page.getByTestId('nimber-value').textContent();
    await page.getByLabel('expression').fill(`${value!.slice(2)} * 5`);
    await page.getByRole('button', { name: 'Evaluate' }).click();
    await expect.poll(() => page.getByTestId('nimber-value').textContent()).toBe('= 1');
    await page.getByLabel('expression').fill('3 +');
    await page.getByRole('button', { name: 'Evaluate' }).click();
    await page.getByRole('alert').waitFor();
  });
});
