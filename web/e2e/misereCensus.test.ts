import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { usePlayground } from './browser.js';

const site = usePlayground({ viewport: { width: 1200, height: 1000 } });
const census = JSON.parse(readFileSync(join(import.meta.dirname, '../../docs/misere-census.json'), 'utf8')) as {
  rows: { code: string; status: string; order: number; quotientClass: { tame: string | null } }[];
};

describe('the misère census page', () => {
  it('shows every row of docs/misere-census.json, filters by status and class, sorts by order, and opens Explore’s misère view', async () => {
    const page = site.page;
    await page.goto(`${site.url}#/misere-census`);
    const table = page.getByTestId('misere-census-table');
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(census.rows.length);

    await page.getByLabel('status').selectOption('solved');
    const solved = census.rows.filter((r) => r.status === 'solved').length;
    await expect.poll(() => table.locator('tbody tr').count()).toBe(solved);
    const statuses = await page.getByTestId('misere-census-status').allTextContents();
    expect(
      statuses.every((s) => /^solved at heap \d+$/.test(s)),
      statuses.join(', '),
    ).toBe(true);

    await page.getByLabel('quotient').selectOption('tame');
    const tame = census.rows.filter((r) => r.status === 'solved' && r.quotientClass.tame !== null).length;
    await expect.poll(() => table.locator('tbody tr').count()).toBe(tame);
    const classes = await page.getByTestId('misere-census-class').allTextContents();
    expect(
      classes.every((c) => c.startsWith('tame ⟨')),
      classes.join(', '),
    ).toBe(true);

    // Unsolved rows say why they stopped.
    await page.getByLabel('quotient').selectOption('all');
    await page.getByLabel('status').selectOption('unsolved');
    const reasons = await page.getByTestId('misere-census-status').allTextContents();
    expect(reasons.length).toBe(census.rows.filter((r) => r.status === 'unsolved').length);
    expect(
      reasons.every((s) => /stopped at heap \d+|no period proven by heap \d+/.test(s)),
      reasons.slice(0, 5).join(', '),
    ).toBe(true);

    // Sorting by order, largest first.
    await page.getByLabel('status').selectOption('all');
    await page.getByRole('button', { name: 'order', exact: true }).click();
    await page.getByRole('button', { name: 'order', exact: true }).click();
    const orders = (await table.locator('tbody tr td:nth-child(2)').allTextContents()).map(Number);
    expect(orders).toEqual([...orders].sort((a, b) => b - a));
    expect(orders[0]).toBe(Math.max(...census.rows.map((r) => r.order)));

    // A code opens Explore with its misère view computing (no button to press).
    await page.getByRole('button', { name: 'code', exact: true }).click();
    await table.locator('tbody tr td:first-child a', { hasText: /^0\.3$/ }).click();
    await expect.poll(() => page.url()).toContain('#/explore?game=0.3');
    await expect.poll(() => page.getByTestId('quotient-status').count(), { timeout: 60_000 }).toBe(1);
    expect(await page.getByTestId('misere-view').textContent()).toContain('Misère play of 0.3');
  }, 120_000);
});

describe('the misère view shows a proven solution', () => {
  it('0.75 to heap 30: solved with its period and preperiod (the periodicity theorem), the quotient of all heaps', async () => {
    const page = site.page;
    await page.goto(`${site.url}#/explore?game=0.75&to=30&misere=1`);
    const status = page.getByTestId('quotient-status');
    await expect.poll(() => status.count(), { timeout: 60_000 }).toBe(1);
    expect(await status.textContent()).toBe('solved: period 2, preperiod 8 — the quotient of all heaps (periodicity theorem)');
    expect(await page.getByTestId('quotient-summary').textContent()).toContain('order 8');
  }, 90_000);
});
