import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { failOnPageErrors, usePlayground } from './browser.js';
import { describeTasks, TASK_LIMIT_MS, traceMainThread, TraceMissedPageError, type MainThreadTask } from './mainThread.js';

const site = usePlayground();

async function phonePage(): Promise<Page> {
  const page = await site.browser.newPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  failOnPageErrors(page);
  return page;
}

const yourMoveOrOver = (page: Page) =>
  page.locator('[data-testid=turn]:has-text("Your move"), [data-testid=result]').first().waitFor({ timeout: 30_000 });

describe('the main-thread trace', () => {
  it('sees a 150 ms busy task of the page, with the CPU time its thread got', async () => {
    const page = await phonePage();
    await page.goto(`${site.url}#/`);
    await page.getByTestId('gallery').waitFor();
    // The busy loop has no side effect, so a trace that missed the page (a CI run once saw no task)
    // is simply taken again; every other failure counts.
    let tasks: MainThreadTask[] | undefined;
    for (let attempt = 1; tasks === undefined; attempt++) {
      try {
        ({ tasks } = await traceMainThread(page, () =>
          page.evaluate(() => {
            const end = performance.now() + 150;
            while (performance.now() < end);
          }),
        ));
      } catch (error) {
        if (!(error instanceof TraceMissedPageError) || attempt === 3) throw error;
      }
    }
    // Wall time is what was asked; CPU time is at most that (less when other processes had the cores).
    const busy = tasks.filter((t) => t.wall >= 150);
    expect(busy.length, describeTasks(tasks).text).toBeGreaterThanOrEqual(1);
    expect(
      busy.some((t) => t.cpu > 0 && t.cpu <= t.wall),
      describeTasks(tasks).text,
    ).toBe(true);
    await page.close();
  });
});

describe('Play on huge positions: a few dozen buttons, and no main-thread task over 100 ms after load', () => {
  it('the coin game 1-3 with 40 heads: 10,700 moves as a few dozen buttons; a move by touching coins, another from a group', async () => {
    const page = await phonePage();
    await page.goto(`${site.url}#/play?game=1-3&position=${'H'.repeat(40)}&first=computer`);
    await page.getByTestId('coin-row').waitFor();
    await page.locator('[data-testid=turn]:has-text("Your move")').waitFor({ timeout: 30_000 });
    // A few dozen buttons, not ten thousand.
    expect(await page.getByRole('button').count()).toBeLessThan(100);
    const { tasks } = await traceMainThread(page, async () => {
      // The last coin alone: a choice, confirmed; then the computer answers.
      await page.getByTestId('coin').last().tap();
      await page.getByTestId('touch-move').first().tap();
      await yourMoveOrOver(page);
      // A move from the grouped list: open a group, play its first move.
      await page.locator('.group-toggle').first().click();
      await page.locator('.move-group .moves button').first().click();
      await yourMoveOrOver(page);
      await page.waitForTimeout(300);
    });
    const { longestCpu, text } = describeTasks(tasks);
    console.log(`1-3 with 40 heads, two moves and the answers: long tasks ${text}`);
    expect(longestCpu, `long tasks: ${text}`).toBeLessThanOrEqual(TASK_LIMIT_MS);
    await page.close();
  }, 120_000);

  it('Nim 1000 1000 1000: 3,000 moves in three groups; moves and answers without a long task', async () => {
    const page = await phonePage();
    await page.goto(`${site.url}#/play?game=nim&position=1000+1000+1000`);
    await page.locator('[data-testid=turn]:has-text("Your move")').waitFor({ timeout: 30_000 });
    expect(await page.locator('.group-toggle').count()).toBe(3);
    expect(await page.getByRole('button').count()).toBeLessThan(30);
    const { tasks } = await traceMainThread(page, async () => {
      for (let turn = 0; turn < 2; turn++) {
        await page.locator('.group-toggle').first().click();
        await page.locator('.move-group .moves button').first().click();
        await yourMoveOrOver(page);
      }
      await page.waitForTimeout(300);
    });
    const { longestCpu, text } = describeTasks(tasks);
    console.log(`Nim 1000 1000 1000, two moves and the answers: long tasks ${text}`);
    expect(longestCpu, `long tasks: ${text}`).toBeLessThanOrEqual(TASK_LIMIT_MS);
    await page.close();
  }, 120_000);
});
