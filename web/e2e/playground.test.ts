import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, startPlayground, type Playground } from './browser.js';

let playground: Playground;
let page: Page;

beforeAll(async () => {
  playground = await startPlayground();
  page = await playground.browser.newPage({ viewport: { width: 1200, height: 900 } });
  page.on('pageerror', (error) => {
    throw error;
  });
}, 120_000);

afterAll(async () => {
  await playground?.close();
});

describe('the playground in a real browser', () => {
  it('shows the game gallery', async () => {
    await page.goto(playground.url);
    await page.getByTestId('gallery').waitFor();
    expect(await page.getByTestId('game-nim').textContent()).toContain('removes any positive number');
    await screenshot(page, 'gallery');
  });

  it('plays a game of Nim to the end against the perfect opponent', async () => {
    await page.goto(`${playground.url}#/play?game=nim&position=1+2`);
    await page.getByTestId('moves').waitFor();
    // 1 2 is an N-position: the winning move is heap 2 → 1. With hints on it is marked.
    await page.getByLabel('hints').check();
    await page.locator('.moves button.winning').first().click();
    // The computer (losing) moves; keep playing winning moves until the game ends.
    for (let turn = 0; turn < 10; turn++) {
      const result = page.getByTestId('result');
      if (await result.isVisible()) break;
      await page.locator('.moves button.winning, [data-testid=result]').first().waitFor();
      if (await result.isVisible()) break;
      await page.locator('.moves button.winning').first().click();
    }
    await expect.poll(() => page.getByTestId('result').textContent()).toBe('You win!');
    await screenshot(page, 'play-nim-won');
  });

  it("plays Wythoff on a board: the queen, the P-positions shaded with hints, a move by clicking a square", async () => {
    await page.goto(`${playground.url}#/play?game=wythoff&position=3+4`);
    const board = page.getByTestId('wythoff-board');
    await board.waitFor();
    expect(await board.locator('svg').getAttribute('aria-label')).toBe('Wythoff board with the queen at 3, 4');
    expect(await page.getByTestId('queen').textContent()).toBe('♛');
    await page.getByLabel('hints').check();
    // P-positions on the 5 × 5 board: (0,0), (1,2), (2,1), (3,5)/(5,3) lie outside; so three squares.
    await expect.poll(() => board.locator('rect[data-p=true]').count()).toBe(3);
    await screenshot(page, 'play-wythoff-board');
    // Click the square (1, 2): the winning move both-2; the computer then answers from a lost position.
    await board.locator('rect.reachable', { hasText: '1 2' }).click();
    await expect.poll(() => page.getByTestId('history').locator('span').count()).toBe(3);
    expect(await page.getByTestId('history').locator('span.mistake').count()).toBe(0);
  });

  it('shows an error for a bad position', async () => {
    await page.goto(`${playground.url}#/analyze?game=nim&position=3+x`);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain("expected a non-negative integer, got 'x'");
    await screenshot(page, 'analyze-error');
  });

  it('takes the same aliases as the CLI in Analyze and Play (kayles = 0.77)', async () => {
    await page.goto(`${playground.url}#/analyze?game=kayles&position=5+3`);
    await page.getByTestId('report').waitFor();
    expect(await page.getByTestId('report').textContent()).toContain('0.77');
    await page.goto(`${playground.url}#/play?game=dawson&position=6`);
    await expect.poll(() => page.locator('body').textContent()).toContain('heap 1');
    expect(await page.getByRole('alert').count()).toBe(0);
  });
});
