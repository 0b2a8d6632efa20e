import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { usePlayground } from './browser.js';

const site = usePlayground({ viewport: { width: 1200, height: 1000 } });
const report = JSON.parse(readFileSync(join(import.meta.dirname, '../../docs/census.json'), 'utf8')) as {
  rows: { name: string; status: string }[];
};

describe('the census page', () => {
  it('shows every class of docs/census.json, filters by status and digits, sorts, and links to Explore', async () => {
    await site.page.goto(`${site.url}#/census`);
    const table = site.page.getByTestId('census-table');
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(report.rows.length);

    await site.page.getByLabel('status').selectOption('unsolved');
    const unsolved = report.rows.filter((r) => r.status === 'unsolved').length;
    await expect.poll(() => table.locator('tbody tr').count()).toBe(unsolved);
    // Each row is unsolved (a row may add that it differs from a published table).
    const statuses = await site.page.getByTestId('census-status').allTextContents();
    expect(
      statuses.every((s) => s.split(' · ')[0] === 'unsolved'),
      statuses.join(', '),
    ).toBe(true);

    await site.page.getByLabel('status').selectOption('all');
    await site.page.getByLabel('digits').selectOption('1');
    const oneDigit = await table.locator('tbody tr td:first-child').allTextContents();
    expect(oneDigit.length).toBeGreaterThan(0);
    expect(oneDigit.every((code) => /^\d\.\d$/.test(code))).toBe(true);

    // Sorting by period, largest first.
    await site.page.getByLabel('digits').selectOption('all');
    await site.page.getByRole('button', { name: 'period', exact: true }).click();
    await site.page.getByRole('button', { name: 'period', exact: true }).click();
    const periods = (await table.locator('tbody tr td:nth-child(5)').allTextContents()).filter((p) => p !== '').map(Number);
    expect(periods).toEqual([...periods].sort((a, b) => b - a));

    await table.locator('tbody tr').first().locator('td:first-child a').click();
    await expect.poll(() => site.page.url()).toContain('#/explore?game=');
  });
});
