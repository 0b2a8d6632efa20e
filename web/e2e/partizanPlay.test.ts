import { describe, expect, it } from 'vitest';
import { analyzePartizan } from '../../src/games/index.js';
import { screenshot, seriousAxeViolations, usePlayground } from './browser.js';
import { familyOf, GAMES, partizanUrl, playToTheEnd, touchMove, waitForTurn } from './partizanPlaying.js';

const site = usePlayground({ viewport: { width: 1280, height: 800 } });
const url = (game: string, position: string) => partizanUrl(site.url, game, position);

describe('the partizan boards page (desktop)', () => {
  for (const { game, position } of GAMES) {
    it(`${game} ${position}: the value and regions the library gives; played by touch to the end, the predicted winner wins`, async () => {
      const page = site.page;
      await page.goto(url(game, position));
      const family = familyOf(game);
      const report = analyzePartizan(family, family.parse([...position.split(' ')]));
      await expect.poll(() => page.getByTestId('value').textContent(), { timeout: 60_000 }).toBe(report.value);
      expect(await page.getByTestId('outcome').textContent()).toBe(report.outcome);
      const regionValues = await page.getByTestId('region-value').allTextContents();
      expect(regionValues).toEqual((report.regions ?? [{ value: report.value }]).map((r) => r.value));
      expect(await page.getByTestId('left-wins').textContent()).toContain(
        report.leftWins.length > 0 ? report.leftWins.map((m) => m.move).join(', ') : 'none',
      );
      // Left starts: Left wins iff the outcome is L or N.
      const leftWins = report.outcome === 'L' || report.outcome === 'N';
      const status = await playToTheEnd(page, false);
      expect(status).toContain(leftWins ? 'so Left wins' : 'so Right wins');
      await screenshot(page, `partizan-${game}`);
    }, 180_000);
  }

  it('offers only legal moves: a filled cell is dead, and after one cell only its partners live', async () => {
    const page = site.page;
    await page.goto(url('domineering', '...|.#.|...'));
    await waitForTurn(page);
    expect(await page.locator('[data-cell=b2]').isDisabled()).toBe(true);
    await page.locator('[data-cell=a1]').click();
    const live = await page.locator('button.pz-cell:not([disabled])').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-cell')));
    // Left places vertical dominoes: a1 pairs only with a2 (a1 itself stays live, to step back).
    expect(live.sort()).toEqual(['a1', 'a2']);
    await page.getByRole('button', { name: 'Clear choice' }).click();
    expect(await page.locator('button.pz-cell.pz-chosen').count()).toBe(0);
  });

  it('hint rings a winning move on the board', async () => {
    const page = site.page;
    await page.goto(url('clobber', 'xoxo|ox..'));
    await waitForTurn(page);
    const family = familyOf('clobber');
    const report = analyzePartizan(family, family.parse(['xoxo|ox..']));
    await page.getByRole('button', { name: 'Hint' }).click();
    const hinted = /^Hint: (\S+)/.exec((await page.getByTestId('hint-words').textContent())!)?.[1];
    expect(report.leftWins.map((m) => m.move)).toContain(hinted);
    const ringed = await page.locator('button.pz-cell.pz-hint').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-cell')));
    expect(ringed.sort()).toEqual([...hinted!.matchAll(/[a-z]\d+/g)].map((m) => m[0]).sort());
  });

  it('is playable by keyboard alone: arrows choose a move, Enter plays it', async () => {
    const page = site.page;
    await page.goto(url('amazons', 'x..|.#.|..o'));
    await waitForTurn(page);
    await page.getByTestId('board').focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByTestId('key-choice').textContent()).toMatch(/Chosen \(1 of \d+\): a1-/);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('last-move').first().textContent()).toMatch(/Left played a1-/);
  });

  it('Cancel stops a long valuation and says so; Undo takes back a move and its answer', async () => {
    const page = site.page;
    await page.goto(url('domineering', '6x6'));
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByTestId('task-error').textContent()).toContain('Cancelled');
    await page.goto(url('cutcake', '2x3'));
    await waitForTurn(page);
    await page.locator('[data-move]').first().click();
    await waitForTurn(page);
    await page.getByRole('button', { name: 'Undo' }).click();
    const cake = familyOf('cutcake');
    await expect.poll(() => page.getByTestId('value').textContent()).toBe(analyzePartizan(cake, cake.parse(['2x3'])).value);
    expect(await page.getByTestId('last-move').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Undo' }).isDisabled()).toBe(true);
  });

  it('the URL holds the position reached, so a shared link opens it with the same value and side to move', async () => {
    const page = site.page;
    await page.goto(url('clobber', 'xoxo|ox..'));
    await waitForTurn(page);
    await page.getByRole('button', { name: 'Hint' }).click();
    const hinted = /^Hint: (\S+)/.exec((await page.getByTestId('hint-words').textContent())!)![1]!;
    await touchMove(page, hinted, false);
    await expect.poll(() => page.getByTestId('last-move').textContent()).toContain('Right played');
    await waitForTurn(page);
    const value = await page.getByTestId('value').textContent();
    const params = new URLSearchParams(page.url().split('?')[1]);
    expect(params.get('game')).toBe('clobber');
    expect(params.get('start')).toBe('left');
    expect(params.get('position')).not.toBe('xoxo|ox..');
    const shared = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await shared.goto(page.url());
    await expect.poll(() => shared.getByTestId('value').textContent(), { timeout: 60_000 }).toBe(value);
    expect(await shared.getByTestId('game-status').textContent()).toContain('Left (you) to move');
    await shared.close();
  });

  it('a position the family cannot read says why in one line and opens the example instead', async () => {
    const page = site.page;
    await page.goto(url('clobber', 'xq|oo'));
    await expect.poll(() => page.getByRole('alert').textContent()).toBe("clobber: 'q' at row 1, column 2 is not a cell ('x', 'o', '.')");
    await expect.poll(() => page.getByTestId('value').textContent(), { timeout: 60_000 }).toBeTruthy();
    expect(new URLSearchParams(page.url().split('?')[1]).get('position')).toBe(familyOf('clobber').example);
    await page.getByLabel('Position').fill('3x');
    await page.getByRole('button', { name: 'New game' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain("clobber: '3'");
  });

  it('has no serious axe violations', async () => {
    const page = site.page;
    await page.goto(url('clobber', 'xoxo|ox..'));
    await waitForTurn(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
