import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { RemotenessSolver } from '../../src/engine/conventions/everySg.js';
import { analyzeLoopy, type LoopyGame } from '../../src/engine/conventions/retrograde.js';
import { builtInGames } from '../../src/games/index.js';
import { failOnPageErrors, screenshot, usePlayground } from './browser.js';

const site = usePlayground();

async function newPage(): Promise<Page> {
  const page = await site.browser.newPage({ viewport: { width: 1200, height: 1000 } });
  failOnPageErrors(page);
  return page;
}

/** What a page shows of a game: position, history chart, switches. */
async function moment(page: Page) {
  return {
    position: await page.getByTestId('position').textContent(),
    history: await page
      .getByTestId('history-point')
      .evaluateAll((points) => points.map((p) => `${p.getAttribute('data-result')}:${p.getAttribute('data-remoteness')}`)),
    hints: await page.getByLabel('hints').isChecked(),
    misere: await page.getByLabel('misère (new game)').isChecked(),
    heading: await page.getByRole('heading', { level: 1 }).textContent(),
  };
}

const nim = builtInGames.resolve('nim').playable!;

describe('Play: the whole state in the URL', () => {
  it('a link copied after some moves (misère on, hints off) reopens in a fresh browser context at the same moment', async () => {
    const page = await newPage();
    await page.goto(`${site.url}#/play?game=nim&position=3+4+5&misere=1`);
    await page.getByTestId('moves').waitFor();
    await page.getByLabel('hints').uncheck();
    await page.getByTestId('moves').getByRole('button').first().click();
    await expect.poll(() => page.getByTestId('history-point').count()).toBe(3);
    await page.getByTestId('moves').waitFor();
    await page.getByTestId('moves').getByRole('button').nth(1).click();
    await expect.poll(() => page.getByTestId('history-point').count()).toBe(5);
    await page.getByTestId('moves').waitFor();
    const before = await moment(page);
    expect(before.misere).toBe(true);
    expect(before.hints).toBe(false);
    const link = page.url();
    expect(link).toMatch(/moves=\d+\.\d+\.\d+\.\d+/);

    const fresh = await site.browser.newContext({ viewport: { width: 900, height: 900 } });
    const other = await fresh.newPage();
    failOnPageErrors(other);
    await other.goto(link);
    await other.getByTestId('moves').waitFor();
    expect(await moment(other)).toEqual(before);
    await fresh.close();
    await page.close();
  });

  it('the misère switch starts a new game instead of re-judging the one on the board', async () => {
    const page = await newPage();
    await page.goto(`${site.url}#/play?game=nim&position=1&moves=0`);
    await page.getByTestId('result').waitFor();
    expect(await page.getByTestId('result').textContent()).toBe('You win!');
    await page.getByLabel('misère (new game)').check();
    await expect.poll(() => page.getByTestId('position').textContent()).toBe('1');
    expect(await page.getByTestId('result').count()).toBe(0);
    expect(page.url()).toContain('misere=1');
    expect(page.url()).not.toContain('moves=');
    await page.close();
  });
});

describe('Play: remoteness', () => {
  it('on every move and in the status line, equal to the engine’s remoteness (Nim 3 4 5 and after a move)', async () => {
    const page = await newPage();
    const engine = new RemotenessSolver<number[]>({ moves: (p) => nim.moves(p, false).map((m) => m.to), key: (p) => p.join(' ') });
    for (const url of ['#/play?game=nim&position=3+4+5', '#/play?game=nim&position=3+4+5&moves=0.4']) {
      await page.goto(`${site.url}${url}`);
      await page.getByTestId('moves').waitFor();
      const position = (await page.getByTestId('position').textContent())!.split(' ').map(Number);
      const status = page.getByTestId('status-value');
      expect(Number(await status.getAttribute('data-remoteness'))).toBe(engine.remoteness(position));
      expect(await status.textContent()).toContain(`in ${engine.remoteness(position)} move`);
      const buttons = await page.getByTestId('moves').getByRole('button').all();
      const moves = nim.moves(position, false);
      expect(buttons.length).toBe(moves.length);
      for (const [i, button] of buttons.entries()) {
        const after = engine.remoteness(moves[i].to);
        expect(Number(await button.getAttribute('data-remoteness'))).toBe(after);
        // The mover wins iff the position left has even remoteness (a loss for the opponent).
        expect(await button.textContent()).toContain(`${after % 2 === 0 ? 'win' : 'lose'} in ${after + 1}`);
      }
    }
    await screenshot(page, 'play', { readme: true });
    await page.close();
  });

  it('a loopy game graph is playable: draws shown, remoteness equal to the engine’s retrograde analysis', async () => {
    const page = await newPage();
    const edges = [
      ['a', 'b'],
      ['b', 'a'],
      ['b', 'c'],
      ['c', 'd'],
      ['a', 'e'],
      ['e', 'f'],
    ];
    const json = JSON.stringify({ edges });
    await page.goto(`${site.url}#/play?game=loopy&position=${encodeURIComponent(`${json} start=a`)}`);
    await page.getByTestId('moves').waitFor();
    // The engine: the same graph as a LoopyGame, solved by retrograde analysis.
    const game: LoopyGame<string> = { moves: (s) => edges.filter(([from]) => from === s).map(([, to]) => to), key: (s) => s };
    const analysis = analyzeLoopy(game, ['a']);
    const value = (s: string) => analysis.resultOf(s);
    const status = page.getByTestId('status-value');
    expect(await status.getAttribute('data-result')).toBe(value('a').result);
    expect(Number(await status.getAttribute('data-remoteness'))).toBe(value('a').moves);
    for (const button of await page.getByTestId('moves').getByRole('button').all()) {
      const to = (await button.getAttribute('data-label'))!.slice('to '.length);
      expect(Number(await button.getAttribute('data-remoteness'))).toBe(value(to).moves);
    }
    expect(
      await page
        .getByTestId('moves')
        .getByRole('button', { name: /move to state b/ })
        .textContent(),
    ).toContain(value('b').result === 'draw' ? 'draw' : 'in');
    await page.close();
  });

  it('a draw is played: the computer keeps the draw, and the history chart shows it', async () => {
    const page = await newPage();
    const json = JSON.stringify({
      edges: [
        ['a', 'b'],
        ['b', 'a'],
        ['b', 'c'],
        ['c', 'd'],
      ],
    });
    await page.goto(`${site.url}#/play?game=loopy&position=${encodeURIComponent(`${json} start=a`)}`);
    await page.getByTestId('moves').waitFor();
    expect(await page.getByTestId('status-value').getAttribute('data-result')).toBe('draw');
    await page.getByRole('button', { name: /move to state b/ }).click();
    // From b the computer keeps the draw by going back to a (moving to c would lose).
    await expect.poll(() => page.getByTestId('history-point').count()).toBe(3);
    expect(await page.getByTestId('position').textContent()).toBe('a');
    expect(await page.getByTestId('history-point').evaluateAll((ps) => ps.map((p) => p.getAttribute('data-result')))).toEqual([
      'draw',
      'draw',
      'draw',
    ]);
    await page.close();
  });

  it('geography is played to the end', async () => {
    const page = await newPage();
    await page.goto(`${site.url}#/play?game=geography&position=4+3+1+2+2+3+3+4+start%3D2`);
    for (let turn = 0; turn < 6 && !(await page.getByTestId('result').isVisible()); turn++) {
      await page.locator('[data-testid=moves] button.winning, [data-testid=moves] button, [data-testid=result]').first().waitFor();
      if (await page.getByTestId('result').isVisible()) break;
      const winning = page.locator('[data-testid=moves] button.winning');
      await ((await winning.count()) > 0 ? winning.first() : page.getByTestId('moves').getByRole('button').first()).click();
      await page.waitForTimeout(450);
    }
    await page.getByTestId('result').waitFor();
    await page.close();
  });
});

describe('Play: the value-history chart', () => {
  it('clicking a point (or Enter on it) returns the game to that move', async () => {
    const page = await newPage();
    await page.goto(`${site.url}#/play?game=nim&position=3+4+5&moves=0.4.0.0`);
    await page.getByTestId('moves').waitFor();
    expect(await page.getByTestId('history-point').count()).toBe(5);
    await page.getByTestId('history-point').nth(2).click();
    await expect.poll(() => page.getByTestId('history-point').count()).toBe(3);
    expect(page.url()).toContain('moves=0.4');
    expect(page.url()).not.toContain('moves=0.4.');
    await page.getByTestId('history-point').first().focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('history-point').count()).toBe(1);
    expect(await page.getByTestId('position').textContent()).toBe('3 4 5');
    await page.close();
  });
});
