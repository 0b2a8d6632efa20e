import { describe, expect, it } from 'vitest';
import { failOnPageErrors, screenshot, seriousAxeViolations, usePlayground } from './browser.js';
import { describeTasks, TASK_LIMIT_MS, traceMainThread } from './mainThread.js';

const site = usePlayground();

/** A random-looking 13 × 13 bimatrix (a fixed linear congruence): vertex enumeration takes a while. */
function bigGame(): string {
  let x = 12345;
  const next = () => (x = (x * 1103515245 + 12345) % 2147483648) % 199;
  return Array.from({ length: 13 }, () => {
    const a = Array.from({ length: 13 }, next).join(' ');
    const b = Array.from({ length: 13 }, next).join(' ');
    return `${a} | ${b}`;
  }).join('\n');
}

describe('the Nash page', () => {
  it('solves a shared bimatrix exactly, draws the best responses of a 2 × n game, and its link reproduces it', async () => {
    failOnPageErrors(site.page);
    const game = encodeURIComponent('2 0 | 1 0\n0 1 | 0 2');
    await site.page.goto(`${site.url}#/nash?g=${game}`);
    await expect.poll(() => site.page.getByTestId('nash-equilibria').textContent(), { timeout: 30_000 }).toContain('2/3');
    const equilibria = await site.page.getByTestId('nash-equilibria').locator('li').allTextContents();
    expect(equilibria).toEqual([
      'Player 1: 1 1 | Player 2: 1 1 | payoffs 2, 1',
      'Player 1: 1 2/3, 2 1/3 | Player 2: 1 1/3, 2 2/3 | payoffs 2/3, 2/3',
      'Player 1: 2 1 | Player 2: 2 1 | payoffs 1, 2',
    ]);
    expect(await site.page.getByTestId('envelope').getAttribute('points')).toMatch(/\d/);
    const share = await site.page.getByTestId('share-link').getAttribute('href');
    await site.page.goto(`${site.url}${share}`);
    await expect.poll(() => site.page.getByTestId('nash-equilibria').locator('li').count(), { timeout: 30_000 }).toBe(3);
    await screenshot(site.page, 'nash');
  });

  it('a classic: the value first, exact; bad input in one line', async () => {
    await site.page.getByLabel('classic').selectOption('rps');
    await expect.poll(() => site.page.getByTestId('nash-value').textContent(), { timeout: 30_000 }).toContain('value 0');
    await site.page.getByLabel('payoff matrix').fill('1 2\n3');
    await site.page.getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => site.page.getByRole('alert').textContent()).toContain('ragged');
  });

  it('a long solve shows progress and stops on Cancel; the page thread stays free', async () => {
    await site.page.getByLabel('payoff matrix').fill(bigGame());
    const { tasks } = await traceMainThread(site.page, async () => {
      await site.page.getByRole('button', { name: 'Solve' }).click();
      await site.page.getByRole('button', { name: 'Cancel' }).waitFor({ timeout: 10_000 });
      await site.page.waitForTimeout(500);
      await site.page.getByRole('button', { name: 'Cancel' }).click();
    });
    await expect.poll(() => site.page.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
    const { longestCpu, text } = describeTasks(tasks);
    expect(longestCpu, `long tasks: ${text}`).toBeLessThanOrEqual(TASK_LIMIT_MS);
  }, 60_000);

  it('at 360 px: no serious axe violation, every control at least 44 × 44 px', async () => {
    const page = await site.browser.newPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    failOnPageErrors(page);
    await page.goto(`${site.url}#/nash?g=${encodeURIComponent('3 0 | 3 5\n5 1 | 0 1')}`);
    await page.getByTestId('nash-result').waitFor({ timeout: 30_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    const small = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('header a, main button, main a:not(p a):not(li a), main select, main input')]
        .filter((e) => e.getClientRects().length > 0)
        .map((e) => ({ what: `${e.tagName.toLowerCase()} "${(e.textContent ?? '').trim().slice(0, 30)}"`, box: e.getBoundingClientRect() }))
        .filter(({ box }) => box.width < 44 || box.height < 44)
        .map(({ what, box }) => `${what}: ${Math.round(box.width)} × ${Math.round(box.height)}`),
    );
    expect(small).toEqual([]);
    await page.close();
  });
});
