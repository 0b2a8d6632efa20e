import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { findPartizanGame, type PartizanFamily } from '../../src/games/index.js';

/** Playing the partizan boards page (#/partizan) from a test: its families, waiting for a turn, touching a move. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each family has its own position type
export const familyOf = (name: string): PartizanFamily<any> => findPartizanGame(name)!;

/** The boards of this page and a small position of each, played to the end. */
export const GAMES = [
  { game: 'domineering', position: '...|...|..#' },
  { game: 'clobber', position: 'xoxo|ox..' },
  { game: 'konane', position: '.xox|ox..|x...' },
  { game: 'amazons', position: 'x..|.#.|..o' },
  { game: 'cutcake', position: '3x4 2x2' },
] as const;

export const partizanUrl = (site: string, game: string, position: string, start = 'left', as = 'left') =>
  `${site}#/partizan?game=${game}&position=${encodeURIComponent(position)}&start=${start}&as=${as}`;

/** Waits until the user may move or the game is over; true when over. */
export async function waitForTurn(page: Page): Promise<boolean> {
  await page
    .locator('[data-testid=game-status]:has-text("(you) to move. With"), [data-testid=game-status]:has-text("Game over")')
    .first()
    .waitFor({ timeout: 60_000 });
  return (await page.getByTestId('game-status').textContent())!.startsWith('Game over');
}

/** Touches the cells (or the cut) of a move label on the board. */
export async function touchMove(page: Page, label: string, tap: boolean): Promise<void> {
  const cut = page.locator(`[data-move="${label}"]`);
  if ((await cut.count()) > 0) {
    await (tap ? cut.tap() : cut.click());
    return;
  }
  const cells = [...label.matchAll(/([a-z])(\d+)/g)].map((m) => m[0]);
  for (const cell of cells) {
    const target = page.locator(`[data-cell="${cell}"]`);
    await (tap ? target.tap() : target.click());
  }
}

/**
 * Plays the game on the page to its end by touch, the hinted move when there is one; returns the
 * final status, which must follow at least one move of the user's.
 */
export async function playToTheEnd(page: Page, tap: boolean): Promise<string> {
  for (let turn = 0; turn < 40; turn++) {
    if (await waitForTurn(page)) {
      expect(turn, 'the user made no move before the end').toBeGreaterThan(0);
      return (await page.getByTestId('game-status').textContent())!;
    }
    const before = await page.getByTestId('game-status').textContent();
    await page.getByRole('button', { name: 'Hint' }).click();
    const words = (await page.getByTestId('hint-words').textContent())!;
    const hinted = /^Hint: (\S+)/.exec(words)?.[1];
    if (hinted !== undefined) await touchMove(page, hinted, tap);
    else {
      // No winning move: any legal one, touching the first live cell (or cut) until a move is made.
      while ((await page.getByTestId('game-status').textContent()) === before) {
        const target = page.locator('[data-move], button.pz-cell:not([disabled]):not([data-last])').first();
        if ((await target.count()) === 0) break;
        await (tap ? target.tap() : target.click());
      }
    }
    await expect.poll(() => page.getByTestId('game-status').textContent()).not.toBe(before);
  }
  throw new Error('the game did not end in 40 moves');
}
