import { describe, expect, it } from 'vitest';
import { screenshot, usePlayground } from './browser.js';

const site = usePlayground();

describe('the nimber calculator page', () => {
  it('evaluates 8 * 8 = 13 from a shared URL and shows the product table', async () => {
    await site.page.goto(`${site.url}#/nimber?expr=8+*+8`);
    await expect.poll(() => site.page.getByTestId('nimber-value').textContent()).toBe('= 13');
    expect(await site.page.getByTestId('product-table').locator('tbody tr').nth(8).locator('td').nth(8).textContent()).toBe('13');
    await screenshot(site.page, 'nimber', { readme: true });
  });

  it('evaluates a typed expression and reports a bad one', async () => {
    await site.page.getByLabel('expression').fill('inv 5');
    await site.page.getByRole('button', { name: 'Evaluate' }).click();
    const value = await site.page.getByTestId('nimber-value').textContent();
    await site.page.getByLabel('expression').fill(`${value!.slice(2)} * 5`);
    await site.page.getByRole('button', { name: 'Evaluate' }).click();
    await expect.poll(() => site.page.getByTestId('nimber-value').textContent()).toBe('= 1');
    await site.page.getByLabel('expression').fill('3 +');
    await site.page.getByRole('button', { name: 'Evaluate' }).click();
    await site.page.getByRole('alert').waitFor();
  });
});
