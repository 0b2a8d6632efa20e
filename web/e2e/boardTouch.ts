import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { failOnPageErrors } from './browser.js';

/** The two screens every board is tried on: a desktop with a mouse, and a phone with touch. */
export const SCREENS = [
  { name: 'desktop 1280×800', options: { viewport: { width: 1280, height: 800 } } },
  { name: 'phone 390×844', options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
] as const;

export type Screen = (typeof SCREENS)[number];

export async function openScreen(browser: Browser, screen: Screen): Promise<Page> {
  const page = await browser.newPage(screen.options);
  failOnPageErrors(page);
  return page;
}

/** A tap on a touch screen, a click with the mouse. */
export async function press(page: Page, target: Locator): Promise<void> {
  if (page.viewportSize()!.width < 600) await target.tap();
  else await target.click();
}

/** Waits until the person may move or the game is over; true when over. */
export async function waitForTurn(page: Page): Promise<boolean> {
  await page.locator('[data-testid=turn]:has-text("Your move"), [data-testid=result]').first().waitFor();
  return page.getByTestId('result').isVisible();
}

/**
 * Plays the hinted winning move on the picture alone: in each group of ringed parts (a heap's
 * ringed stones: its lowest; coins and vertices: each), one touch, until the position changes, then
 * the hinted choice if the touches leave several.
 */
export async function touchHintedMove(page: Page, ringed: string, group = '[data-testid=heap], [data-testid=step]'): Promise<void> {
  const before = await page.getByTestId('position').textContent();
  await page.locator(ringed).first().waitFor();
  for (const holder of await page.locator(group).all()) {
    if ((await page.getByTestId('position').textContent()) !== before) break;
    const stones = holder.locator(ringed);
    if ((await stones.count()) > 0) await press(page, stones.first());
  }
  if ((await page.getByTestId('position').textContent()) === before)
    await press(page, page.locator('[data-testid=touch-move][data-hint=true]'));
  await expect.poll(() => page.getByTestId('position').textContent()).not.toBe(before);
}

/** Plays a whole game from `hash` by touching the hinted moves; the result line at the end. */
export async function playByTouch(page: Page, url: string, ringed: string, group?: string): Promise<string> {
  await page.goto(url);
  for (let turn = 0; turn < 60; turn++) {
    if (await waitForTurn(page)) break;
    await touchHintedMove(page, ringed, group);
  }
  return (await page.getByTestId('result').textContent())!;
}
