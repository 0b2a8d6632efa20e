import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { failOnPageErrors, screenshot, usePlayground } from './browser.js';

const site = usePlayground();

async function phone(): Promise<Page> {
  const page = await site.browser.newPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  failOnPageErrors(page);
  return page;
}

/** Waits until the person may move (the picture can be touched) or the game is over; true when over. */
async function waitForTurn(page: Page): Promise<boolean> {
  await page.locator('[data-testid=turn]:has-text("Your move"), [data-testid=result]').first().waitFor();
  return page.getByTestId('result').isVisible();
}

/**
 * Plays the hinted winning move by touching the picture only: each ringed stone or coin (for a
 * heap, its lowest ringed stone), then the hinted choice if the touch leaves several.
 */
async function touchHintedMove(page: Page, ringed: string): Promise<void> {
  const before = await page.getByTestId('position').textContent();
  await page.locator(ringed).first().waitFor();
  const count = await page.locator(ringed).count();
  if (ringed.includes('stone')) {
    await page.locator(ringed).first().tap();
  } else {
    for (let i = 0; i < count; i++) {
      if ((await page.getByTestId('position').textContent()) !== before) break;
      await page.locator(ringed).nth(i).tap();
    }
  }
  if ((await page.getByTestId('position').textContent()) === before) await page.locator('[data-testid=touch-move][data-hint=true]').tap();
  await expect.poll(() => page.getByTestId('position').textContent()).not.toBe(before);
}

async function playByTouch(page: Page, hash: string, ringed: string): Promise<string> {
  await page.goto(`${site.url}${hash}`);
  for (let turn = 0; turn < 40; turn++) {
    if (await waitForTurn(page)) break;
    await touchHintedMove(page, ringed);
  }
  return (await page.getByTestId('result').textContent())!;
}

describe('playing by touching the picture only (360 px phone)', () => {
  it('Nim 3 4 5: touching a stone takes it and the stones after it; the player wins', async () => {
    const page = await phone();
    await page.goto(`${site.url}#/play?game=nim&position=3+4+5`);
    await page.getByTestId('stone').first().waitFor();
    // Touching the 2nd stone of heap 2 leaves 1 there (the computer then answers).
    await page.getByTestId('heap').nth(1).getByTestId('stone').nth(1).tap();
    // Move 5 of Nim 3 4 5's list is 2:1 (heap 2 left with 1); the computer may already have answered.
    await expect.poll(() => page.url()).toMatch(/moves=5(\.|$)/);
    expect(await playByTouch(page, '#/play?game=nim&position=3+4+5', '.heap .stone.ringed')).toBe('You win!');
    await page.close();
  });

  it('Kayles 5 3: stones taken, then how the row splits, chosen on the picture', async () => {
    const page = await phone();
    await page.goto(`${site.url}#/play?game=kayles&position=5+3`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Kayles');
    expect(await page.getByTestId('rule').textContent()).toContain('knocks down one pin or two adjacent pins');
    // One stone of the heap of 5: a choice of what is left (4, or 3 + 1, or 2 + 2).
    await page.getByTestId('heap').first().getByTestId('stone').nth(4).tap();
    expect(await page.getByTestId('touch-move').allTextContents()).toEqual(
      expect.arrayContaining(['take 1 from heap 1', 'take 1 and split heap 1 (5) into 2 + 2']),
    );
    await screenshot(page, 'play-kayles-touch-360', { readme: true });
    expect(await playByTouch(page, '#/play?game=kayles&position=5+3', '.heap .stone.ringed')).toBe('You win!');
    await page.close();
  });

  it('a coin game (Mock Turtles): the hinted coins touched, the move confirmed when it needs it; the player wins', async () => {
    const page = await phone();
    expect(await playByTouch(page, '#/play?game=mock-turtles&position=HTTHTHHTH', 'button.coin.ringed')).toBe('You win!');
    await page.close();
  });

  it('a hint shows one winning move: its coins only', async () => {
    const page = await phone();
    await page.goto(`${site.url}#/play?game=1-3&position=HHHHHHHT`);
    await page.locator('button.coin.ringed').first().waitFor();
    expect(await page.locator('button.coin.ringed').count()).toBeLessThanOrEqual(3);
    // Hints off: no ring, no value anywhere.
    await page.getByLabel('hints').uncheck();
    expect(await page.locator('.ringed').count()).toBe(0);
    expect(await page.getByTestId('status-value').count()).toBe(0);
    expect(await page.locator('[data-testid=history-point][data-result]').count()).toBe(0);
    expect(await page.locator('.moves button.winning, .moves button.losing').count()).toBe(0);
    await page.close();
  });

  it('undo, redo and restart; two players take turns on one screen; the computer plays itself to the end', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    failOnPageErrors(page);
    await page.goto(`${site.url}#/play?game=nim&position=2+3&mode=two`);
    await page.getByTestId('heap').nth(1).getByTestId('stone').nth(0).click();
    expect(await page.getByTestId('turn').textContent()).toBe('Player 2 to move');
    await page.getByTestId('heap').first().getByTestId('stone').nth(0).click();
    expect(await page.getByTestId('position').textContent()).toBe('0 0');
    expect(await page.getByTestId('result').textContent()).toBe('Player 2 wins.');
    await page.getByRole('button', { name: 'Undo' }).click();
    expect(await page.getByTestId('position').textContent()).toBe('2 0');
    await page.getByRole('button', { name: 'Redo' }).click();
    expect(await page.getByTestId('position').textContent()).toBe('0 0');
    await page.getByRole('button', { name: 'Restart' }).click();
    expect(await page.getByTestId('position').textContent()).toBe('2 3');
    expect(await page.getByRole('button', { name: 'Redo' }).isDisabled()).toBe(true);

    await page.getByLabel('Players').selectOption('auto');
    await page.getByTestId('result').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('result').textContent()).toBe('Computer 1 wins.'); // 2 3 is a first-player win
    await page.close();
  });
});
