/**
 * Issue 35, defects 7–10 and items 11–12, in a real Chromium on a 1280 × 800 desktop and a 390 × 844
 * phone with touch: the state the page announces, the keyboard, offline, names, the
 * study tools beside the board (labelled history, options, game tree, Play ↔ Analyze, move lists)
 * and the first visit (a paragraph and a glossary).
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { failOnPageErrors, horizontalOverflow, seriousAxeViolations, usePlayground } from './browser.js';

const site = usePlayground();

const VIEWPORTS: { name: string; options: BrowserContextOptions }[] = [
  { name: 'desktop 1280 × 800', options: { viewport: { width: 1280, height: 800 } } },
  { name: 'phone 390 × 844', options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
];

async function newPage(options: BrowserContextOptions): Promise<Page> {
  const context = await site.browser.newContext(options);
  const page = await context.newPage();
  failOnPageErrors(page);
  return page;
}

async function open(page: Page, hash: string, ready: string): Promise<void> {
  await page.goto(`${site.url}${hash}`);
  await page.locator(ready).first().waitFor({ timeout: 30_000 });
}

const yourMove = (page: Page) => page.locator('[data-testid=turn]:has-text("Your move")').waitFor({ timeout: 30_000 });
const lastMove = (page: Page) => page.getByTestId('last-move').textContent();
const activeDescription = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement;
    if (!a || a === document.body) return 'body';
    return `${a.tagName.toLowerCase()}${a.getAttribute('data-testid') ? `[${a.getAttribute('data-testid')}]` : ''} ${(a.textContent ?? '').trim().slice(0, 40)}`;
  });

for (const { name: viewport, options } of VIEWPORTS) {
  describe(`${viewport}`, () => {
    it('7. after Undo or a click on an earlier point of the history the announcement names the state; a drawn loopy game can stop', async () => {
      const page = await newPage(options);
      await open(page, '#/play?game=nim&position=3+4+5', '[data-testid=moves]');
      await yourMove(page);
      await page.getByTestId('moves').getByRole('button').first().click();
      await expect.poll(() => lastMove(page), { timeout: 30_000 }).toMatch(/^The computer: /);
      await yourMove(page);
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect.poll(() => lastMove(page)).toBe('Undone: back at move 0: 3 4 5.');
      // Two players: a click on move 1 of the history returns there and says so.
      await open(page, '#/play?game=nim&position=3+4+5&mode=two&moves=0.0', '[data-testid=value-history]');
      await page.getByTestId('history-point').nth(1).click();
      await expect.poll(() => lastMove(page)).toMatch(/^Returned to move 1: /);
      expect(await page.getByTestId('turn').textContent()).toBe('Player 2 to move');
      // A cycle a ↔ b: neither side can force a win, and the game can be stopped as a draw.
      await open(page, `#/play?game=loopy&position=${encodeURIComponent('{"edges":[["a","b"],["b","a"]]} start=a')}`, '[data-testid=turn]');
      await page.getByRole('button', { name: 'Draw — stop here' }).click();
      await expect.poll(() => page.getByTestId('result').textContent()).toContain('A draw: stopped here');
      expect(await page.getByTestId('moves').count()).toBe(0);
      await page.context().close();
    }, 120_000);

    it('8. focus stays on the board after a move and Undo; a skip link; focus on the new page after navigating', async () => {
      const page = await newPage(options);
      await open(page, '#/play?game=nim&position=3+4+5', '[data-testid=moves]');
      await yourMove(page);
      await page.getByTestId('moves').getByRole('button').first().click();
      await yourMove(page);
      expect(await activeDescription(page)).toMatch(/^div\[board\]/);
      await page.getByRole('button', { name: 'Undo' }).click();
      // Undo is disabled at the start, so focus goes on to the board rather than to the page's body.
      expect(await activeDescription(page)).toMatch(/^div\[board\]/);
      // The skip link is the first stop of the keyboard and moves focus to the page's heading.
      // (Reloaded: a goto that changes only the hash keeps the document, and its focus.)
      await page.goto(`${site.url}#/analyze?game=nim&position=3+4+5`);
      await page.reload();
      await page.getByTestId('report').waitFor({ timeout: 30_000 });
      await page.keyboard.press('Tab');
      expect(await activeDescription(page)).toBe('a Skip to the content');
      await page.keyboard.press('Enter');
      expect(await activeDescription(page)).toBe('h1 Position analysis');
      // Following a link inside the site puts focus on the new page's heading.
      await page.getByRole('navigation').getByRole('link', { name: 'Nimbers', exact: true }).click();
      await expect.poll(() => activeDescription(page), { timeout: 30_000 }).toMatch(/^h1 /);
      await page.context().close();
    }, 120_000);

    it('8. every board kind is playable by keyboard alone: arrows choose a move, Enter plays it', async () => {
      const page = await newPage(options);
      const boards = [
        ['heaps of stones', 'nim', '3 4 5'],
        ['Wythoff board', 'wythoff', '3 5'],
        ['coin row', 'ruler', 'THTTH'],
        ['coin grid', 'turning-corners', 'THT HTH'],
        ['Hackenbush', 'hackenbush', '4 1 2 2 3 2 4'],
        ['staircase', 'staircase', '3 1 2'],
        ['Northcott rows', 'northcott', '1,3 2,5'],
        ['a graph (Geography)', 'geography', '4 3 1 2 2 3 3 4 start=2'],
        ['a huge heap (numbers, not stones)', 'nim', '1000 1000 1000'],
      ];
      for (const [kind, game, position] of boards) {
        await open(page, `#/play?game=${game}&position=${encodeURIComponent(position)}`, '[data-testid=board]');
        await yourMove(page);
        const before = await page.getByTestId('position').textContent();
        await page.getByTestId('board').focus();
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowLeft');
        await expect.poll(() => page.getByTestId('key-choice').textContent(), { message: kind }).toMatch(/^Chosen \(1 of \d+\): /);
        const chosen = (await page.getByTestId('key-choice').textContent())!.match(/: (.*)\. Enter plays it/)![1];
        await page.keyboard.press('Enter');
        await expect.poll(() => page.getByTestId('position').textContent(), { message: kind }).not.toBe(before);
        // The move played is the one chosen, said in the same words; focus is still on the board.
        expect(await page.locator('[data-testid=played-move]').first().textContent(), kind).toContain(`you: ${chosen}`);
        expect(await activeDescription(page), kind).toMatch(/^div\[board\]/);
      }
      await page.context().close();
    }, 240_000);

    it('9. a page that failed offline loads when the connection returns; an offline Explore names the network', async () => {
      const page = await newPage(options);
      await open(page, '#/', '[data-testid=gallery]');
      await page.context().setOffline(true);
      await page.getByRole('navigation').getByRole('link', { name: 'Nimbers', exact: true }).click();
      await page.getByTestId('page-error').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('page-error').textContent()).toContain('offline');
      await page.context().setOffline(false);
      await page.getByTestId('page-error').waitFor({ state: 'detached', timeout: 30_000 });
      await expect.poll(() => page.locator('main h1').textContent(), { timeout: 30_000 }).not.toContain('could not be loaded');
      // Explore loaded, then the network goes: its worker cannot be fetched, and the page says why.
      await open(page, '#/explore?game=0.77&to=200', '[data-testid=values]');
      await page.route('**/*worker*', (route) => route.abort('internetdisconnected'));
      await page.context().setOffline(true);
      await page.getByLabel('up to').fill('300');
      await page.getByRole('button', { name: 'Compute' }).click();
      await expect.poll(() => page.getByRole('alert').first().textContent(), { timeout: 30_000 }).toContain('offline (no network)');
      await page.context().setOffline(false);
      await page.context().close();
    }, 120_000);

    it('10. names: headings without a repeated code, human names on Analyze and the censuses, errors in words, counts and search', async () => {
      const page = await newPage(options);
      await open(page, '#/play?game=S(1,3,4)&position=10', 'h1');
      expect((await page.locator('h1').textContent())!.split('S(1,3,4)').length - 1).toBe(1);
      await open(page, '#/analyze?game=0.77&position=5+3', '[data-testid=report]');
      expect(await page.getByTestId('analyzed-game').textContent()).toBe('Kayles (0.77): 5 3');
      await open(page, '#/misere-census', '[data-testid=misere-census-table]');
      // Each row's names, one row a name here (0.77 is Kayles alone).
      await expect.poll(() => page.getByTestId('misere-census-names').allTextContents(), { timeout: 30_000 }).toContain('Kayles');
      await open(page, '#/census', '[data-testid=census-table]');
      await expect
        .poll(
          () =>
            page
              .getByTestId('census-names')
              .allTextContents()
              .then((names) => names.join(' | ')),
          { timeout: 30_000 },
        )
        .toContain("Dawson's Kayles");
      // A visible arrow on the sorted column, each way.
      // (By keyboard: on a phone the wide table's header sits under other things, which is defect 4's to fix.)
      await page.getByRole('button', { name: 'period', exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('th[aria-sort=ascending]').textContent()).toBe('period ▲');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('th[aria-sort=descending]').textContent()).toBe('period ▼');
      // Errors name the game, not its internal code; the unknown-game list offers the classics; no NaN.
      await open(page, '#/play?game=1-2&position=HTX', '[role=alert]');
      expect(await page.getByRole('alert').textContent()).toMatch(/^Turning Turtles: /);
      await open(page, '#/explore?game=kaylez&to=20', '[role=alert]');
      expect(await page.getByRole('alert').textContent()).toMatch(/one of: kayles, dawson, grundy/);
      await open(page, '#/explore?game=0.77&to=lots', '[role=alert]');
      expect(await page.getByRole('alert').textContent()).not.toContain('NaN');
      await open(page, '#/explore?game=nim&to=20', '[data-testid=summary]');
      expect(await page.getByTestId('summary').textContent()).toContain('1 P-position: 0');
      // The gallery finds the classics by their codes, and its sections still open and close during a search.
      await open(page, '#/', '[data-testid=gallery]');
      const search = page.getByRole('searchbox');
      for (const [code, card] of [
        ['0.77', 'game-kayles'],
        ['0.07', 'game-dawson'],
        ['4!.0', 'game-grundy'],
      ]) {
        await search.fill(code);
        await expect.poll(() => page.getByTestId(card).count(), { message: code }).toBe(1);
      }
      await search.fill('kayles');
      const toggle = page.locator('.section-toggle').first();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByTestId('game-kayles').count()).toBe(0);
      await page.context().close();
    }, 180_000);

    it('11. the history labelled with each move, every option with its remoteness, a game tree, Play ↔ Analyze, a move list out and in', async () => {
      const page = await newPage(options);
      await open(page, '#/play?game=nim&position=3+4+5&mode=two', '[data-testid=moves]');
      await page.getByTestId('moves').getByRole('button').first().click();
      await page.getByTestId('moves').getByRole('button').first().click();
      expect(await page.getByTestId('played-move').allTextContents()).toEqual([
        expect.stringMatching(/^player 1: take \d+ from heap \d+ · then the player to move (wins|loses) in \d+$/),
        expect.stringMatching(/^player 2: take \d+ from heap \d+ · then the player to move (wins|loses) in \d+$/),
      ]);
      expect(await page.getByTestId('history-point').nth(1).getAttribute('aria-label')).toMatch(/^return to move 1 \(player 1: take /);
      // Every option of the position with its remoteness: as many rows as moves, each a number.
      const moveCount = await page.getByTestId('moves').getByRole('button').count();
      expect(await page.getByTestId('option').count()).toBe(moveCount);
      for (const r of await page.getByTestId('option-remoteness').allTextContents()) expect(r).toMatch(/^\d+$/);
      // The game tree to depth 1: the position and one node per option.
      await page.getByText('Game tree of this position').click();
      await page.getByLabel('tree depth').selectOption('1');
      await expect.poll(() => page.getByTestId('tree-node').count()).toBe(moveCount + 1);
      // Export, then import on a fresh game: the same position.
      const position = await page.getByTestId('position').textContent();
      await page.getByText('Export or import the move list').click();
      const text = await page.getByTestId('move-export').inputValue();
      expect(text).toMatch(/^game nim\nposition 3 4 5\n\S+\n\S+\n$/);
      await open(page, '#/play?game=nim&position=3+4+5&mode=two', '[data-testid=moves]');
      await page.getByText('Export or import the move list').click();
      await page.getByTestId('move-import').fill(text);
      await page.getByRole('button', { name: 'Load moves' }).click();
      await expect.poll(() => page.getByTestId('position').textContent()).toBe(position);
      await page.getByText('Export or import the move list').click();
      await page.getByTestId('move-import').fill('game nim\nposition 3 4 5\n9:9\n');
      await page.getByRole('button', { name: 'Load moves' }).click();
      expect(await page.getByTestId('move-import-error').textContent()).toMatch(/^line 3: '9:9' is not a move from /);
      // Play → Analyze → Play, at the same position.
      await page.getByTestId('to-analyze').click();
      await page.getByTestId('report').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('analyzed-game').textContent()).toBe(`Nim: ${position}`);
      await page.getByTestId('to-play').click();
      await expect.poll(() => page.getByTestId('position').textContent(), { timeout: 30_000 }).toBe(position);
      await page.context().close();
    }, 120_000);

    it('12. a first visit: a short paragraph on the gallery, and a glossary linked where its words appear', async () => {
      const page = await newPage(options);
      await open(page, '#/', '[data-testid=first-visit]');
      expect(await page.getByTestId('first-visit').textContent()).toContain('press Play to play it');
      await page.getByTestId('first-visit').getByRole('link', { name: 'P-position' }).click();
      await page.getByTestId('glossary').waitFor();
      expect(await page.locator('.glossary .marked dt').textContent()).toBe('P-position and N-position');
      for (const term of ['P-position', 'remoteness', 'nim-value', 'genus'])
        expect(await page.getByTestId('glossary').textContent(), term).toContain(term);
      await open(page, '#/play?game=nim&position=3+4+5', '[data-testid=status-value]');
      await page.getByRole('link', { name: 'what is remoteness?' }).click();
      await expect.poll(() => page.locator('.glossary .marked dt').textContent()).toBe('remoteness');
      await open(page, '#/analyze?game=nim&position=3+4+5', '[data-testid=report]');
      expect(await page.getByRole('link', { name: 'nim-value (Grundy value)' }).count()).toBe(1);
      await page.context().close();
    }, 120_000);
  });
}

describe('the routes this adds: axe clean, nothing sideways and 44 px targets at 360 px', () => {
  const ROUTES: [string, string, (page: Page) => Promise<void>][] = [
    ['glossary', '#/glossary?term=genus', async () => {}],
    [
      'play with its study tools open',
      '#/play?game=nim&position=3+4+5&moves=0.4',
      async (page) => {
        await page.getByText('Game tree of this position').click();
        await page.getByText('Export or import the move list').click();
      },
    ],
    ['analyze with its links', '#/analyze?game=0.77&position=5+3', async () => {}],
  ];
  for (const [width, height] of [
    [360, 740],
    [1280, 800],
  ]) {
    it(`at ${width} px`, async () => {
      const page = await newPage(
        width === 360 ? { viewport: { width, height }, isMobile: true, hasTouch: true } : { viewport: { width, height } },
      );
      for (const [name, hash, openTools] of ROUTES) {
        await open(page, hash, 'main h1');
        await page.locator('[data-testid=glossary], [data-testid=report], [data-testid=moves]').first().waitFor({ timeout: 30_000 });
        await openTools(page);
        expect(await seriousAxeViolations(page), `${name} at ${width} px`).toEqual([]);
        expect(await horizontalOverflow(page), `${name} at ${width} px`).toBe(0);
        if (width !== 360) continue;
        const small = await page.evaluate(() =>
          [
            ...document.querySelectorAll<HTMLElement>(
              'main button:not(.stone):not(.coin), main a:not(p a):not(li a), main select, main summary',
            ),
          ]
            .filter((e) => e.getClientRects().length > 0)
            .map((e) => ({
              what: `${e.tagName.toLowerCase()} "${(e.textContent ?? '').trim().slice(0, 30)}"`,
              box: e.getBoundingClientRect(),
            }))
            .filter(({ box }) => box.width < 44 || box.height < 44)
            .map(({ what, box }) => `${what}: ${Math.round(box.width)} × ${Math.round(box.height)}`),
        );
        expect(small, name).toEqual([]);
      }
      await page.context().close();
    }, 120_000);
  }
});
