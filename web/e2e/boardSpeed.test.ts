import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { failOnPageErrors, usePlayground } from './browser.js';
import { TASK_LIMIT_MS, traceBestOf } from './mainThread.js';

const site = usePlayground();

/** Each board of issue 35 part A, the part a move is touched on, and how the move ends (a choice, for Lasker's Nim). */
const BOARDS: { name: string; hash: string; touch: (page: Page) => Locator; then?: (page: Page) => Locator }[] = [
  {
    name: 'a-Wythoff',
    hash: '#/play?game=gen-wythoff%3A2&position=9+12',
    touch: (p) => p.getByTestId('heap').first().getByTestId('stone').nth(8),
    then: (p) => p.getByTestId('touch-move').first(),
  },
  { name: 'Mem', hash: '#/play?game=mem&position=40+3', touch: (p) => p.getByTestId('stone').nth(30) },
  {
    name: "Grundy's game",
    hash: '#/play?game=grundy&position=30+21',
    touch: (p) => p.getByTestId('heap').first().getByTestId('stone').nth(20),
  },
  {
    name: "Lasker's Nim",
    hash: '#/play?game=lasker&position=20+13',
    touch: (p) => p.getByTestId('heap').first().getByTestId('stone').nth(10),
    then: (p) => p.getByTestId('touch-move').last(),
  },
  {
    name: 'Staircase Nim',
    hash: '#/play?game=staircase&position=9+5+7+3',
    touch: (p) => p.getByTestId('step').nth(2).getByTestId('stone').first(),
  },
  {
    name: 'Node Kayles',
    hash: '#/play?game=node-kayles&position=1-2+2-3+3-4+4-5+5-6+6-7+7-8+8-1+1-5',
    touch: (p) => p.getByTestId('graph-vertex').first(),
  },
  {
    name: 'Arc Kayles',
    hash: '#/play?game=arc-kayles&position=1-2+2-3+3-4+4-5+5-6+6-7+7-8+8-1+1-5',
    touch: (p) => p.getByTestId('graph-edge').first(),
  },
  {
    name: 'Northcott',
    hash: '#/play?game=northcott&position=1%2C9+2%2C12+3%2C4+5%2C1',
    touch: (p) => p.getByTestId('northcott-square').last(),
  },
  { name: "Dawson's Chess", hash: '#/play?game=dawsons-chess&position=14+9', touch: (p) => p.getByTestId('dawson-pawn').nth(5) },
];

describe('issue 35 part A: no touch on a board holds the main thread over 100 ms of CPU (phone, 390 px)', () => {
  for (const { name, hash, touch, then } of BOARDS) {
    it(`${name}: a move touched and the computer's answer`, async () => {
      const page = await site.browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      failOnPageErrors(page);
      let visit = 0;
      const { longestCpu, text } = await traceBestOf(
        async () => {
          await page.goto(`${site.url}${hash}&visit=${++visit}`);
          await page.locator('[data-testid=turn]:has-text("Your move")').waitFor({ timeout: 30_000 });
          await touch(page).waitFor();
          return page;
        },
        async () => {
          await touch(page).tap();
          if (then) await then(page).tap();
          await page.locator('[data-testid=turn]:has-text("Your move"), [data-testid=result]').first().waitFor({ timeout: 30_000 });
          await page.waitForTimeout(300);
        },
      );
      expect(longestCpu, `${name}: long tasks ${text}`).toBeLessThanOrEqual(TASK_LIMIT_MS);
      expect(await page.getByTestId('last-move').textContent()).not.toBe('');
      await page.close();
    });
  }
});
