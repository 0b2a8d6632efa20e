import { openSync, readSync, closeSync, statSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { failOnPageErrors, horizontalOverflow, usePlayground } from './browser.js';
import { describeTasks, TASK_LIMIT_MS, traceMainThread, type MainThreadTask } from './mainThread.js';

const site = usePlayground({ viewport: { width: 1200, height: 1000 }, acceptDownloads: true });

/** Opens a hash route and waits for what shows it is ready (the page is loaded from then on). */
async function open(page: Page, hash: string, ready: string): Promise<void> {
  await page.goto(`${site.url}${hash}`);
  await page.locator(ready).first().waitFor({ timeout: 60_000 });
}

/** Asserts that no task of the page's own work took over 100 ms; says what was measured. */
function expectNoLongTask(what: string, tasks: MainThreadTask[]): string {
  const { longestCpu, text } = describeTasks(tasks);
  console.log(`${what}: long tasks ${text}`);
  expect(longestCpu, `${what}: long tasks ${text}`).toBeLessThanOrEqual(TASK_LIMIT_MS);
  return `${what}: ${longestCpu} ms`;
}

describe("no main-thread task over 100 ms after load (CPU time of the page's own tasks, see mainThread.ts)", () => {
  it('on every route, each left a second to settle', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1200, height: 1000 } });
    failOnPageErrors(page);
    const routes = [
      ['#/', '[data-testid=gallery]'],
      ['#/explore?game=0.77&to=2000', '[data-testid=values]'],
      ['#/play?game=nim&position=3+4+5', '[data-testid=moves]'],
      ['#/analyze?game=0.77&position=5+7', '[data-testid=report]'],
      ['#/nimber?expr=inv+18446744073709551616', '[data-testid=nimber-value]'],
      ['#/nosuchpage', '[data-testid=not-found]'],
    ] as const;
    const measured: string[] = [];
    for (const [hash, ready] of routes) {
      await open(page, hash, ready);
      const { tasks } = await traceMainThread(page, () => page.waitForTimeout(1000));
      measured.push(expectNoLongTask(hash, tasks));
    }
    console.log(`longest task after load per route: ${measured.join('; ')}`);
    await page.close();
  }, 120_000);

  it('Analyze: 4!.0 at heap 1,000,000 computes in the worker with progress; Nim 1000 1000 1000 too', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1200, height: 1000 } });
    failOnPageErrors(page);
    await open(page, '#/analyze?game=4!.0&position=1000000', 'h1');
    const grundy = await traceMainThread(page, async () => {
      await page.getByTestId('task-progress').waitFor();
      await page.getByRole('progressbar').waitFor({ timeout: 60_000 });
      await expect.poll(() => page.getByTestId('report').count(), { timeout: 120_000 }).toBe(1);
    });
    expect(await page.getByTestId('report').textContent()).toContain('N-position');
    expectNoLongTask('Analyze 4!.0 1000000', grundy.tasks);
    // A hundred winning moves come grouped per heap, listed only when opened.
    const groups = page.getByTestId('move-groups').locator('details');
    expect(await groups.count()).toBe(1);
    expect(await page.getByTestId('report').locator('li.mono').count()).toBe(0);
    await groups.first().locator('summary').click();
    // The group's moves are rendered when it opens (a React update after the toggle event): wait for them.
    await expect.poll(() => page.getByTestId('report').locator('li.mono').count()).toBe(50);

    await open(page, '#/analyze?game=nim&position=1000+1000+1000', '[data-testid=report]');
    const nim = await traceMainThread(page, () => page.waitForTimeout(500));
    expect(await page.getByTestId('report').textContent()).toContain('N-position');
    expectNoLongTask('Analyze nim 1000 1000 1000', nim.tasks);
    await page.close();
  }, 180_000);

  it('Analyze can be cancelled while it computes', async () => {
    await site.page.goto(`${site.url}#/analyze?game=4!.0&position=3000000`);
    await site.page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => site.page.getByRole('alert').textContent()).toBe('cancelled');
  });

  it('Explore: the CSV of Kayles to 10^7 is written in a worker', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1200, height: 1000 }, acceptDownloads: true });
    failOnPageErrors(page);
    await open(page, '#/explore?game=0.77&to=10000000', '[data-testid=values]');
    const { result: csv, tasks } = await traceMainThread(page, async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 120_000 }),
        page.getByRole('button', { name: 'CSV' }).click(),
      ]);
      return download;
    });
    const path = (await csv.path())!;
    expectNoLongTask('CSV of Kayles to 10^7', tasks);
    const head = Buffer.alloc(40);
    const file = openSync(path, 'r');
    readSync(file, head, 0, 40, 0);
    closeSync(file);
    expect(head.toString().split('\n').slice(0, 4)).toEqual(['n,grundy', '0,0', '1,1', '2,2']);
    // Header, then rows "n,G(n)\n": every G(n) of Kayles is one digit (at most 8).
    let digits = 0;
    for (let n = 0, size = 1, next = 10; n <= 10_000_000; n++) {
      if (n === next) {
        size++;
        next *= 10;
      }
      digits += size;
    }
    expect(statSync(path).size).toBe('n,grundy\n'.length + digits + 10_000_001 * 3);
    await page.close();
  }, 240_000);
});

describe('a shell that survives', () => {
  it('a page whose chunk fails to load keeps the header and offers a reload', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1200, height: 1000 } });
    failOnPageErrors(page);
    let attempts = 0;
    await page.route(/AnalyzePage-[^/]*\.js$/, (route) => {
      attempts++;
      return route.abort('failed');
    });
    await page.goto(`${site.url}#/analyze`);
    await page.getByTestId('page-error').waitFor({ timeout: 30_000 });
    expect(await page.getByRole('navigation', { name: 'pages' }).getByRole('link').count()).toBeGreaterThan(3);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('This page could not be loaded');
    expect(attempts, 'the import is tried twice').toBeGreaterThanOrEqual(2);
    await page.unroute(/AnalyzePage-[^/]*\.js$/);
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByTestId('report').waitFor({ timeout: 30_000 });
    await page.close();
  });

  it('an unknown route gets a not-found page naming it, with the header', async () => {
    await site.page.goto(`${site.url}#/nosuchpage`);
    await site.page.getByTestId('not-found').waitFor();
    expect(await site.page.getByTestId('not-found').textContent()).toContain('nosuchpage');
    expect(await site.page.getByRole('navigation', { name: 'pages' }).getByRole('link').count()).toBeGreaterThan(3);
    expect(await site.page.getByTestId('gallery').count()).toBe(0);
  });

  it('a link followed while the page rewrites its own URL opens the link (the page it leaves cannot overwrite it)', async () => {
    const page = site.page;
    await page.goto(`${site.url}#/play?game=nim&position=3+4+5`);
    await page.getByTestId('stone').first().waitFor();
    // The old page writes its state (replaceParams) after the hash changed and before the
    // hashchange event is handled: a computer's answer landing just as a link is followed.
    await page.evaluate(() => {
      location.hash = '#/play?game=nim&position=1+2';
      history.replaceState(null, '', '#/play?game=nim&position=3+4+5&moves=5');
    });
    await expect.poll(() => page.getByTestId('position').textContent()).toBe('1 2');
    // The new page then writes its own state over the old page's.
    await expect.poll(() => page.url()).toMatch(/position=1\+2/);
  });

  it('a 20-digit nimber wraps at 390 px', async () => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    failOnPageErrors(page);
    await page.goto(`${site.url}#/nimber?expr=inv+18446744073709551616`);
    await page.getByTestId('nimber-value').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.close();
  });
});

describe('the misère view', () => {
  it('shows the game that was computed, not what the inputs say now, and keeps it while they are edited', async () => {
    const page = site.page;
    await page.goto(`${site.url}#/explore?game=0.75&to=10`);
    await page.getByTestId('misere-view').waitFor({ timeout: 30_000 });
    await page.getByLabel('game code', { exact: true }).fill('0.07');
    await page.getByLabel('up to').fill('8');
    await page.getByRole('button', { name: 'Show misère view' }).click();
    await page.getByTestId('quotient-table').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('misere-view').textContent()).toContain('Misère play of 0.75');
    expect(await page.getByTestId('misere-view').textContent()).toContain('heaps 0..10');
    expect(await page.getByTestId('quotient-summary').textContent()).toContain('order 8');
    // The presentation and the heap map are the quotient's: heap 1 is the first generator, a.
    expect(await page.getByTestId('quotient-presentation').textContent()).toMatch(/^Q = ⟨a, /);
    expect(await page.getByTestId('heap-map').locator('tr').nth(1).locator('td').first().textContent()).toBe('a');
    await page.getByLabel('game code', { exact: true }).fill('0.7');
    expect(await page.getByTestId('quotient-table').count()).toBe(1);
  });

  it('shows progress and can be cancelled', async () => {
    const page = site.page;
    // Dawson's Kayles to heap 30: its genus, then its quotient of order 360 (old elements split at
    // heap 25), take seconds, so it is still running when Cancel is pressed a moment after the
    // progress shows (Kayles' quotient to 30 takes a fraction of a second).
    await page.goto(`${site.url}#/explore?game=0.07&to=30`);
    await page.getByRole('button', { name: 'Show misère view' }).click({ timeout: 30_000 });
    const progress = page.getByTestId('misere-view').getByTestId('task-progress');
    await expect.poll(() => progress.textContent(), { timeout: 30_000 }).toMatch(/genus: heap \d+ of 30|quotient: heap/);
    await progress.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByTestId('misere-view').getByRole('alert').textContent()).toBe('misère view: cancelled');
  });
});

describe('error messages that name what is wrong', () => {
  it('an empty code, a module that never ends, and a syntax error', async () => {
    const page = site.page;
    const alert = () => page.getByRole('alert').textContent();
    await page.goto(`${site.url}#/explore`);
    await page.getByLabel('game code', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Compute' }).click();
    await expect.poll(alert).toContain('no game given: type a take-and-break code');
    // Only games Explore can tabulate are offered: Nim is, Wythoff (two heaps) is not.
    expect(await alert()).toMatch(/one of: .*\bnim\b/);
    expect(await alert()).not.toContain('wythoff');
    await page.getByLabel('my own function').check();
    await page.getByLabel('moves function').fill('export function moves(n) { return [n + 1]; }');
    await page.getByRole('button', { name: 'Compute' }).click();
    await expect.poll(alert, { timeout: 30_000 }).toContain('your module never ends: valuing heap 0');
    await page.getByLabel('moves function').fill('export function moves(n) {\n  return [n - 1;\n}');
    await page.getByRole('button', { name: 'Compute' }).click();
    await expect.poll(alert).toContain('syntax error at line 2, column 16');
  }, 60_000);
});
