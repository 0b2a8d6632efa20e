import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { analyzePartizan } from '../../src/games/index.js';
import { failOnPageErrors, horizontalOverflow, screenshot, seriousAxeViolations, usePlayground } from './browser.js';
import { TASK_LIMIT_MS, traceBestOf } from './mainThread.js';
import { familyOf, GAMES, partizanUrl, playToTheEnd, touchMove, waitForTurn } from './partizanPlaying.js';

const site = usePlayground({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

async function phone(width: 360 | 390): Promise<Page> {
  const page = await site.browser.newPage({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true });
  failOnPageErrors(page);
  return page;
}

/** The live targets of the board (cells, cuts, move buttons) smaller than 44 × 44 px. */
function smallTargets(page: Page): Promise<string[]> {
  return page.locator('button.pz-cell:not([disabled]), [data-move]:not([disabled])').evaluateAll((targets) =>
    targets
      .map((t) => ({ name: t.getAttribute('aria-label') ?? t.textContent, box: t.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(({ name, box }) => `${name}: ${box.width}×${box.height}`),
  );
}

describe('the partizan boards page on a phone (touch)', () => {
  for (const { game, position } of GAMES) {
    it(`${game} at 360 px: 44 px targets, nothing wider than the screen, played by taps to the predicted winner`, async () => {
      const page = site.page;
      await page.goto(partizanUrl(site.url, game, position));
      await waitForTurn(page);
      expect(await smallTargets(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toBe(0);
      const family = familyOf(game);
      const report = analyzePartizan(family, family.parse(position.split(' ')));
      const status = await playToTheEnd(page, true);
      expect(status).toContain(report.outcome === 'L' || report.outcome === 'N' ? 'so Left wins' : 'so Right wins');
    }, 180_000);
  }

  it('at 390 px as Right, the computer starting: Domineering played by taps, the winner the library predicts winning', async () => {
    const page = await phone(390);
    await page.goto(partizanUrl(site.url, 'domineering', '...|...|...', 'left', 'right'));
    const family = familyOf('domineering');
    const report = analyzePartizan(family, family.parse(['...|...|...']));
    const status = await playToTheEnd(page, true);
    // Left starts: Left wins iff the outcome is L or N.
    expect(status).toContain(report.outcome === 'L' || report.outcome === 'N' ? 'so Left wins' : 'so Right wins');
    await page.close();
  }, 180_000);

  it('a move by taps and its answer take at most 100 ms of main-thread CPU per task', async () => {
    const page = site.page;
    const { longestCpu, text } = await traceBestOf(
      async () => {
        await page.goto(partizanUrl(site.url, 'clobber', 'xoxo|ox..'));
        await waitForTurn(page);
        return page;
      },
      async () => {
        await page.getByRole('button', { name: 'Hint' }).tap();
        const hinted = /^Hint: (\S+)/.exec((await page.getByTestId('hint-words').textContent())!)![1]!;
        await touchMove(page, hinted, true);
        await waitForTurn(page);
        await page.getByRole('button', { name: 'Undo' }).tap();
        await waitForTurn(page);
      },
    );
    expect(longestCpu, `long tasks: ${text}`).toBeLessThanOrEqual(TASK_LIMIT_MS);
  }, 120_000);

  it('has no serious axe violations on a phone, the gallery open and a choice under way', async () => {
    const page = site.page;
    await page.goto(partizanUrl(site.url, 'amazons', 'x..|.#.|..o'));
    await waitForTurn(page);
    await page.locator('[data-cell=a1]').tap();
    await page.getByText(/Choose a game/).tap();
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Every control of the page, not only the board's, as layout.test.ts measures the other pages.
    const small = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLElement>(
          'header a, main button, main a:not(p a):not(li a):not(h2 a), main select, main input:not([type=radio]), main label:has(> input[type=radio]), main summary',
        ),
      ]
        .filter((e) => e.getClientRects().length > 0)
        .map((e) => ({ what: `${e.tagName.toLowerCase()} "${(e.textContent ?? '').trim().slice(0, 30)}"`, box: e.getBoundingClientRect() }))
        .filter(({ box }) => box.width < 44 || box.height < 44)
        .map(({ what, box }) => `${what}: ${Math.round(box.width)} × ${Math.round(box.height)}`),
    );
    expect(small).toEqual([]);
    await screenshot(page, 'partizan-360');
  });
});
