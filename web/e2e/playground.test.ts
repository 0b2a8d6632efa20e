import { describe, expect, it } from 'vitest';
import { screenshot, usePlayground } from './browser.js';

const site = usePlayground({ viewport: { width: 1200, height: 900 } });

/** Plays winning moves (hints on) until the game ends; the perfect opponent answers in between. */
async function playToTheEnd(click: () => Promise<void>): Promise<string> {
  for (let turn = 0; turn < 30; turn++) {
    await site.page.locator('[data-testid=moves], [data-testid=result]').first().waitFor();
    if (await site.page.getByTestId('result').isVisible()) break;
    await click();
    await site.page.locator('[data-testid=turn]:has-text("Your move"), [data-testid=result]').first().waitFor();
  }
  return (await site.page.getByTestId('result').textContent())!;
}

describe('the playground in a real browser', () => {
  it('shows the game gallery; every example links to a game with a move to make', async () => {
    await site.page.goto(site.url);
    await site.page.getByTestId('gallery').waitFor();
    expect(await site.page.getByTestId('game-nim').textContent()).toContain('removes any positive number');
    await screenshot(site.page, 'gallery', { readme: true });
    const links = await site.page
      .getByTestId('gallery')
      .getByRole('link', { name: 'Play' })
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) {
      await site.page.goto(link);
      await site.page.locator('[data-testid=moves], [role=alert], [data-testid=result]').first().waitFor();
      expect(await site.page.getByTestId('moves').getByRole('button').count(), link).toBeGreaterThan(0);
    }
  }, 120_000);

  it('plays a game of Nim to the end against the perfect opponent; moves are said in words', async () => {
    await site.page.goto(`${site.url}#/play?game=nim&position=1+2`);
    await site.page.getByTestId('moves').waitFor();
    expect(await site.page.getByTestId('moves').getByRole('button').first().textContent()).toMatch(/^take all 1 from heap 1/);
    const result = await playToTheEnd(() => site.page.locator('.moves button.winning').first().click());
    expect(result).toBe('You win!');
  });

  it('plays Wythoff on a board: P-positions shaded with hints, a move by clicking a square, another by keyboard', async () => {
    await site.page.goto(`${site.url}#/play?game=wythoff&position=3+4`);
    const board = site.page.getByTestId('wythoff-board');
    await board.waitFor();
    expect(await board.locator('svg').getAttribute('aria-label')).toBe('Wythoff board with the queen at 3, 4');
    expect(await site.page.getByTestId('queen').textContent()).toBe('♛');
    // P-positions on the 5 × 5 board: (0,0), (1,2), (2,1), (3,5)/(5,3) lie outside; so three squares.
    await expect.poll(() => board.locator('rect[data-p=true]').count()).toBe(3);
    await screenshot(site.page, 'play-wythoff-board');
    // Click the square (1, 2): the winning move both-2; the computer then answers from a lost position.
    await board.locator('rect.reachable', { hasText: '1 2' }).click();
    await expect.poll(() => site.page.getByTestId('history-point').count()).toBe(3);
    expect(await site.page.locator('[data-testid=history-point][stroke]').count()).toBe(0);
    // Every reachable square is a keyboard button.
    const square = board.getByRole('button').first();
    await square.focus();
    await site.page.keyboard.press('Enter');
    await expect.poll(() => site.page.getByTestId('history-point').count()).toBeGreaterThanOrEqual(4);
  });

  it('plays green Hackenbush by cutting edges, with the mouse and the keyboard', async () => {
    await site.page.goto(`${site.url}#/play?game=hackenbush&position=4+1+2+2+3+3+4+4+2`);
    const picture = site.page.getByTestId('hackenbush-picture');
    await picture.waitFor();
    await screenshot(site.page, 'play-hackenbush', { readme: true });
    let keyboard = false;
    const result = await playToTheEnd(async () => {
      const edge = picture.locator('path.edge.winning').first();
      if (keyboard) {
        await edge.focus();
        await site.page.keyboard.press('Enter');
      } else {
        // An upright edge has a zero-width box, which Playwright calls invisible; the click is real.
        await edge.click({ force: true });
      }
      keyboard = !keyboard;
    });
    expect(result).toBe('You win!');
  });

  it('plays a coin-turning game (the ruler game) to the end', async () => {
    await site.page.goto(`${site.url}#/play?game=ruler&position=THHTHTH`);
    await site.page.getByTestId('coin-row').waitFor();
    expect(await site.page.getByTestId('moves').getByRole('button').first().textContent()).toMatch(/^turn coins? \d/);
    await screenshot(site.page, 'play-coins', { readme: true });
    const result = await playToTheEnd(() => site.page.locator('.moves button.winning').first().click());
    expect(result).toBe('You win!');
  });

  it('analyzes a position typed on the Analyze site.page, and shows an error for a bad one', async () => {
    await site.page.goto(`${site.url}#/analyze`);
    await site.page.getByLabel('game').fill('nim');
    await site.page.getByLabel('position').fill('3 4 5');
    await site.page.getByRole('button', { name: 'Analyze' }).click();
    const report = site.page.getByTestId('report');
    await expect.poll(() => report.textContent()).toContain('N-position');
    expect(await report.textContent()).toContain('XOR2');
    expect(site.page.url()).toContain('position=3+4+5');
    await screenshot(site.page, 'analyze', { readme: true });
    await site.page.getByLabel('position').fill('3 x');
    await site.page.getByRole('button', { name: 'Analyze' }).click();
    const alert = site.page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain("expected a non-negative integer, got 'x'");
  });

  it('takes the same aliases as the CLI in Analyze and Play (kayles = 0.77)', async () => {
    await site.page.goto(`${site.url}#/analyze?game=kayles&position=5+3`);
    await site.page.getByTestId('report').waitFor();
    expect(await site.page.getByTestId('report').textContent()).toContain('0.77');
    await site.page.goto(`${site.url}#/play?game=dawson&position=6`);
    await expect.poll(() => site.page.locator('body').textContent()).toContain('heap 1');
    expect(await site.page.getByRole('alert').count()).toBe(0);
  });
});
