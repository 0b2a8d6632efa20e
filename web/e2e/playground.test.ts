import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failOnPageErrors, screenshot, startPlayground, type Playground } from './browser.js';

let playground: Playground;
let page: Page;

beforeAll(async () => {
  playground = await startPlayground();
  page = await playground.browser.newPage({ viewport: { width: 1200, height: 900 } });
  failOnPageErrors(page);
}, 120_000);

afterAll(async () => {
  await playground?.close();
});

/** Plays winning moves (hints on) until the game ends; the perfect opponent answers in between. */
async function playToTheEnd(click: () => Promise<void>): Promise<string> {
  for (let turn = 0; turn < 30; turn++) {
    await page.locator('[data-testid=moves], [data-testid=result]').first().waitFor();
    if (await page.getByTestId('result').isVisible()) break;
    await click();
    await page.locator('[data-testid=turn]:has-text("Your move"), [data-testid=result]').first().waitFor();
  }
  return (await page.getByTestId('result').textContent())!;
}

describe('the playground in a real browser', () => {
  it('shows the game gallery; every example links to a game with a move to make', async () => {
    await page.goto(playground.url);
    await page.getByTestId('gallery').waitFor();
    expect(await page.getByTestId('game-nim').textContent()).toContain('removes any positive number');
    await screenshot(page, 'gallery', { readme: true });
    const links = await page.getByTestId('gallery').getByRole('link', { name: 'Play' }).evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) {
      await page.goto(link);
      await page.locator('[data-testid=moves], [role=alert], [data-testid=result]').first().waitFor();
      expect(await page.getByTestId('moves').getByRole('button').count(), link).toBeGreaterThan(0);
    }
  }, 120_000);

  it('plays a game of Nim to the end against the perfect opponent; moves are said in words', async () => {
    await page.goto(`${playground.url}#/play?game=nim&position=1+2`);
    await page.getByTestId('moves').waitFor();
    expect(await page.getByTestId('moves').getByRole('button').first().textContent()).toMatch(/^take all 1 from heap 1/);
    const result = await playToTheEnd(() => page.locator('.moves button.winning').first().click());
    expect(result).toBe('You win!');
  });

  it('plays Wythoff on a board: P-positions shaded with hints, a move by clicking a square, another by keyboard', async () => {
    await page.goto(`${playground.url}#/play?game=wythoff&position=3+4`);
    const board = page.getByTestId('wythoff-board');
    await board.waitFor();
    expect(await board.locator('svg').getAttribute('aria-label')).toBe('Wythoff board with the queen at 3, 4');
    expect(await page.getByTestId('queen').textContent()).toBe('♛');
    // P-positions on the 5 × 5 board: (0,0), (1,2), (2,1), (3,5)/(5,3) lie outside; so three squares.
    await expect.poll(() => board.locator('rect[data-p=true]').count()).toBe(3);
    await screenshot(page, 'play-wythoff-board');
    // Click the square (1, 2): the winning move both-2; the computer then answers from a lost position.
    await board.locator('rect.reachable', { hasText: '1 2' }).click();
    await expect.poll(() => page.getByTestId('history-point').count()).toBe(3);
    expect(await page.locator('[data-testid=history-point][stroke]').count()).toBe(0);
    // Every reachable square is a keyboard button.
    const square = board.getByRole('button').first();
    await square.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('history-point').count()).toBeGreaterThanOrEqual(4);
  });

  it('plays green Hackenbush by cutting edges, with the mouse and the keyboard', async () => {
    await page.goto(`${playground.url}#/play?game=hackenbush&position=4+1+2+2+3+3+4+4+2`);
    const picture = page.getByTestId('hackenbush-picture');
    await picture.waitFor();
    await screenshot(page, 'play-hackenbush', { readme: true });
    let keyboard = false;
    const result = await playToTheEnd(async () => {
      const edge = picture.locator('path.edge.winning').first();
      if (keyboard) {
        await edge.focus();
        await page.keyboard.press('Enter');
      } else {
        // An upright edge has a zero-width box, which Playwright calls invisible; the click is real.
        await edge.click({ force: true });
      }
      keyboard = !keyboard;
    });
    expect(result).toBe('You win!');
  });

  it('plays a coin-turning game (the ruler game) to the end', async () => {
    await page.goto(`${playground.url}#/play?game=ruler&position=THHTHTH`);
    await page.getByTestId('coin-row').waitFor();
    expect(await page.getByTestId('moves').getByRole('button').first().textContent()).toMatch(/^turn coins? \d/);
    await screenshot(page, 'play-coins', { readme: true });
    const result = await playToTheEnd(() => page.locator('.moves button.winning').first().click());
    expect(result).toBe('You win!');
  });

  it('analyzes a position typed on the Analyze page, and shows an error for a bad one', async () => {
    await page.goto(`${playground.url}#/analyze`);
    await page.getByLabel('game').fill('nim');
    await page.getByLabel('position').fill('3 4 5');
    await page.getByRole('button', { name: 'Analyze' }).click();
    const report = page.getByTestId('report');
    await expect.poll(() => report.textContent()).toContain('N-position');
    expect(await report.textContent()).toContain('XOR2');
    expect(page.url()).toContain('position=3+4+5');
    await screenshot(page, 'analyze', { readme: true });
    await page.getByLabel('position').fill('3 x');
    await page.getByRole('button', { name: 'Analyze' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain("expected a non-negative integer, got 'x'");
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
