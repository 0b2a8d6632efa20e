import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findPartizanGame } from '../../src/games/partizan/catalog.js';
import { analyzePartizan } from '../../src/games/partizan/partizanAnalysis.js';
import { failOnPageErrors, horizontalOverflow, screenshot, seriousAxeViolations, usePlayground } from './browser.js';

/**
 * The partizan boards of issue 34 (Hackenbush, Toads and Frogs, Col, Snort, partizan Arc Kayles)
 * on the partizan page's route (`#/partizan?game=…&position=…&start=…&as=…`, the board contract in
 * `web/src/partizan/boards/boardProps.ts`). Each board says what it shows on its root
 * (`data-position` in the family's words, `data-mover`, `data-disabled`), so the test follows the
 * game on the board itself and asks the library for the perfect move each turn: the user (Left)
 * plays the library's winning move by touch or by keyboard, the page's perfect opponent answers,
 * and the game must end with Right to move and no move left, the winner the library predicted.
 */
const site = usePlayground();

interface BoardCase {
  readonly game: string;
  readonly position: string;
  /** Who moves first; the user is Left. */
  readonly start: 'left' | 'right';
  /** The board's root and one touchable part (a part offering a move carries `data-label`). */
  readonly board: string;
  readonly part: string;
}

const CASES: readonly BoardCase[] = [
  // 3/4* (an L position): Left wins moving first or second; a tree, so every edge's touch strip is clear.
  {
    game: 'hackenbush-colour',
    position: '5 1 2 l 2 3 r 3 4 e 3 5 l',
    start: 'left',
    board: 'hackenbush-board',
    part: 'hackenbush-edge',
  },
  // {1/2|0} (N): Left wins moving first, by 3-4.
  { game: 'toads-and-frogs', position: 'TTT..FF', start: 'left', board: 'toads-and-frogs-board', part: 'strip-cell' },
  // 0 (P) on a 5-path: Left wins moving second.
  { game: 'col', position: '..... 1 2 2 3 3 4 4 5', start: 'right', board: 'graph-family-board', part: 'graph-vertex' },
  // ±{1,{3|0}} (N): Left wins moving first, only by v2.
  { game: 'snort', position: '..... 1 2 2 3 3 4 1 5', start: 'left', board: 'graph-family-board', part: 'graph-vertex' },
  // 1 (L) on a 7-cycle of coloured edges.
  {
    game: 'arc-kayles-partizan',
    position: '7 1 2 l 2 3 e 3 4 r 4 5 l 5 6 e 6 7 r 7 1 l',
    start: 'left',
    board: 'graph-family-board',
    part: 'graph-edge',
  },
];

const routeOf = (c: BoardCase) =>
  `${site.url}#/partizan?game=${c.game}&position=${encodeURIComponent(c.position)}&start=${c.start}&as=left`;

async function open(c: BoardCase, phone: boolean): Promise<Page> {
  const page = await site.browser.newPage(
    phone ? { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 800 } },
  );
  failOnPageErrors(page);
  await page.goto(routeOf(c));
  await page.getByTestId(c.board).waitFor();
  return page;
}

/** What the board shows now (read at one moment): the position in the family's words, the side to move, whether it takes input. */
async function boardState(page: Page, c: BoardCase) {
  return page.getByTestId(c.board).evaluate((root) => ({
    position: root.getAttribute('data-position')!,
    mover: root.getAttribute('data-mover') as 'left' | 'right',
    disabled: root.getAttribute('data-disabled') === 'true',
  }));
}

/** How many moves the side has; a Col or Snort graph with every vertex coloured is written '' and has none. */
function movesAt(c: BoardCase, position: string, side: 'left' | 'right'): number {
  const family = findPartizanGame(c.game)!;
  return position.trim() === '' ? 0 : family.moves(family.parse(position.split(' ')), side).length;
}

/** Waits until it is Left's (the user's) move, or the game is over; the state then. */
async function nextTurn(page: Page, c: BoardCase) {
  for (let waited = 0; waited < 600; waited++) {
    const state = await boardState(page, c);
    const over = movesAt(c, state.position, state.mover) === 0;
    if (over || (state.mover === 'left' && !state.disabled)) return { ...state, over };
    await page.waitForTimeout(50);
  }
  throw new Error(`${c.game}: the opponent never answered`);
}

/** Plays the game to its end, Left's moves chosen by `play`; the side left without a move. */
async function playToEnd(page: Page, c: BoardCase, play: (label: string) => Promise<void>): Promise<'left' | 'right'> {
  const family = findPartizanGame(c.game)!;
  for (let turn = 0; turn < 40; turn++) {
    const state = await nextTurn(page, c);
    if (state.over) return state.mover;
    const report = analyzePartizan(family, family.parse(state.position.split(' ')));
    expect(report.leftWins.length, `Left has a winning move in ${state.position}`).toBeGreaterThan(0);
    await play(report.leftWins[0].move);
    await expect.poll(async () => (await boardState(page, c)).position).not.toBe(state.position);
  }
  throw new Error(`${c.game}: no end after 40 turns`);
}

/** The page's announcement of the result (aria-live), whatever its wording, must name the winner. */
async function expectLeftWinsAnnounced(page: Page): Promise<void> {
  await expect.poll(async () => (await page.locator('[aria-live]').allTextContents()).join(' ')).toMatch(/\b(you|left)\b.*\bw[io]n/i);
}

describe('partizan boards: played to the end against the perfect opponent (issue 34 item 5)', () => {
  for (const c of CASES) {
    it(`${c.game} ${c.position}: the library predicts Left wins (${c.start} starts), and Left wins by touch on a 360 px phone`, async () => {
      const family = findPartizanGame(c.game)!;
      const outcome = analyzePartizan(family, family.parse(c.position.split(' '))).outcome;
      expect(c.start === 'left' ? ['L', 'N'] : ['L', 'P']).toContain(outcome);
      const page = await open(c, true);
      const loser = await playToEnd(page, c, async (label) => {
        await page.locator(`[data-testid=${c.board}] [data-testid=${c.part}][data-label="${label}"]`).tap();
        // A board too dense for 44 px targets at this width asks to confirm the touched move.
        if ((await page.getByTestId('partizan-board').getAttribute('data-confirm')) === 'true')
          await page.getByTestId('confirm-move').tap();
      });
      expect(loser).toBe('right');
      await expectLeftWinsAnnounced(page);
      await screenshot(page, `partizan-board-${c.game}-end`);
      await page.close();
    });

    it(`${c.game} ${c.position}: Left wins by keyboard alone (arrows choose, Enter plays)`, async () => {
      const page = await open(c, false);
      const chooser = page.locator(`[data-testid=partizan-board]:has([data-testid=${c.board}])`);
      const loser = await playToEnd(page, c, async (label) => {
        await chooser.focus();
        const count = await page.locator(`[data-testid=${c.board}] [data-testid=${c.part}][data-label]:not([data-label=""])`).count();
        for (let press = 0; press <= count && (await chooser.getAttribute('data-chosen')) !== label; press++)
          await page.keyboard.press('ArrowRight');
        expect(await chooser.getAttribute('data-chosen')).toBe(label);
        await page.keyboard.press('Enter');
      });
      expect(loser).toBe('right');
      await expectLeftWinsAnnounced(page);
      await page.close();
    });
  }
});

describe('partizan boards on a 360 px phone: 44 px targets, no sideways scroll, axe clean', () => {
  for (const c of CASES) {
    it(`${c.game}: every part offering a move answers a touch 44 px across`, async () => {
      const start = c.start === 'left' ? c : { ...c, start: 'left' as const };
      const page = await open(start, true);
      await nextTurn(page, start);
      const parts = page.locator(`[data-testid=${c.board}] [data-testid=${c.part}][data-label]:not([data-label=""])`);
      expect(await parts.count()).toBeGreaterThan(0);
      // These boards are small enough for 44 px parts at 360 px: no confirm step.
      expect(await page.getByTestId('partizan-board').getAttribute('data-confirm')).toBe('false');
      // For each part, the labels found at points 21 px either side of its centre (across an edge's
      // line, or left/right and up/down of a vertex or cell): all must be the part's own.
      const misses = await parts.evaluateAll((elements) =>
        elements.flatMap((element) => {
          const label = element.getAttribute('data-label')!;
          element.scrollIntoView({ block: 'center', inline: 'center' });
          const line = element.querySelector<SVGGeometryElement>('[data-testid=touch-strip]');
          let centre: [number, number];
          let across: [number, number][];
          if (line) {
            const length = line.getTotalLength();
            const matrix = line.getScreenCTM()!;
            const at = (s: number) => new DOMPoint(line.getPointAtLength(s).x, line.getPointAtLength(s).y).matrixTransform(matrix);
            const [a, b] = [at(length / 2 - 1), at(length / 2 + 1)];
            const norm = Math.hypot(b.x - a.x, b.y - a.y) || 1;
            centre = [(a.x + b.x) / 2, (a.y + b.y) / 2];
            across = [[-(b.y - a.y) / norm, (b.x - a.x) / norm]];
          } else {
            const box = (element.querySelector('[data-testid=touch-disc]') ?? element).getBoundingClientRect();
            centre = [box.x + box.width / 2, box.y + box.height / 2];
            across = [
              [1, 0],
              [0, 1],
            ];
          }
          return across.flatMap(([dx, dy]) =>
            [21, -21].flatMap((d) => {
              const hit = document.elementFromPoint(centre[0] + dx * d, centre[1] + dy * d)?.closest('[data-label]');
              const found = hit?.getAttribute('data-label');
              return found === label ? [] : [`${label}: at ${d} px found ${found ?? 'nothing'}`];
            }),
          );
        }),
      );
      expect(misses).toEqual([]);
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, `partizan-board-${c.game}-phone`);
      await page.close();
    });
  }
});

describe('a board too dense for 44 px parts at 360 px asks to confirm the touched move', () => {
  it('eight blue edges fanned from the ground, shrunk to a phone: the touch chooses (nothing played yet), the 44 px Play button plays it', async () => {
    const dense: BoardCase = {
      game: 'hackenbush-colour',
      position: '9 1 2 l 1 3 l 1 4 l 1 5 l 1 6 l 1 7 l 1 8 l 1 9 l',
      start: 'left',
      board: 'hackenbush-board',
      part: 'hackenbush-edge',
    };
    const page = await open(dense, true);
    await nextTurn(page, dense);
    const chooser = page.getByTestId('partizan-board');
    expect(await chooser.getAttribute('data-confirm')).toBe('true');
    const before = (await boardState(page, dense)).position;
    const part = page.locator('[data-testid=hackenbush-edge][data-label="1-2"]');
    await part.tap();
    expect(await chooser.getAttribute('data-chosen')).toBe('1-2');
    expect((await boardState(page, dense)).position).toBe(before);
    const confirm = page.getByTestId('confirm-move');
    const box = (await confirm.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await confirm.tap();
    await expect.poll(async () => (await boardState(page, dense)).position).not.toBe(before);
    await page.close();
  });
});
