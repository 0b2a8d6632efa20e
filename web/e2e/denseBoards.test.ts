import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { failOnPageErrors, horizontalOverflow, seriousAxeViolations, usePlayground } from './browser.js';

const site = usePlayground();

/** A cycle of n vertices, as Node and Arc Kayles read it (1-2 2-3 … n-1). */
const ring = (n: number) => Array.from({ length: n }, (_, i) => `${i + 1}-${((i + 1) % n) + 1}`).join('+');

async function phone(): Promise<Page> {
  const page = await site.browser.newPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  failOnPageErrors(page);
  return page;
}

/** The on-screen size of the drawing's units: the svg's width over its viewBox's. */
function scaleOf(page: Page): Promise<number> {
  return page
    .locator('[data-testid=graph-board] svg')
    .evaluate((svg) => svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width);
}

/** The smallest width and height of the touch areas of the playable vertices, in px. */
async function smallestVertexArea(page: Page): Promise<number> {
  const sizes = await page
    .getByTestId('graph-vertex-hit')
    .evaluateAll((hits) => hits.map((h) => h.getBoundingClientRect()).map((b) => Math.min(b.width, b.height)));
  expect(sizes.length).toBeGreaterThan(0);
  return Math.min(...sizes);
}

async function expectAsksThenPlays(page: Page, target: Locator, before: string): Promise<void> {
  await target.tap();
  // A tap on a dense board only chooses: the position stands, and a confirmation (44 px buttons) asks.
  expect(await page.getByTestId('position').textContent()).toBe(before);
  const confirm = page.getByTestId('graph-confirm');
  await confirm.waitFor();
  expect(await confirm.textContent()).toMatch(/^Play (vertex|edge) \S+ \(.+\)\?/);
  for (const button of await confirm.getByRole('button').all()) {
    const box = (await button.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }
  expect(await seriousAxeViolations(page)).toEqual([]);
  // Cancel forgets the choice; a second tap and "Play this move" play it.
  await confirm.getByRole('button', { name: 'Cancel' }).tap();
  expect(await confirm.count()).toBe(0);
  await target.tap();
  await page.getByRole('button', { name: 'Play this move' }).tap();
  await expect.poll(() => page.getByTestId('position').textContent()).not.toBe(before);
  expect(await page.getByTestId('graph-confirm').count()).toBe(0);
}

describe('issue 35: graph boards with many vertices on a 360 px phone', () => {
  it('Node Kayles on 8 vertices: every vertex answers over at least 44 × 44 px, and a tap plays at once', async () => {
    const page = await phone();
    await page.goto(`${site.url}#/play?game=node-kayles&position=${ring(8)}&mode=two`);
    await page.getByTestId('graph-board').waitFor();
    expect(await smallestVertexArea(page)).toBeGreaterThanOrEqual(44);
    // The drawn dot is smaller than the area that answers (44 drawing units against 62).
    const dot = (await page.locator('[data-testid=graph-vertex][data-name="3"] circle:not(.hit)').boundingBox())!;
    expect(dot.width).toBeLessThan(await smallestVertexArea(page));
    await page.locator('[data-testid=graph-vertex][data-name="3"]').tap();
    await expect.poll(() => page.getByTestId('position').textContent()).toBe('vertices 1 5 6 7 8');
    expect(await page.getByTestId('graph-confirm').count()).toBe(0);
    await page.close();
  });

  it('Node Kayles on 24 vertices: the board shrinks under 44 px a vertex, so a tap asks first; Enter plays at once', async () => {
    const page = await phone();
    await page.goto(`${site.url}#/play?game=node-kayles&position=${ring(24)}&mode=two`);
    await page.getByTestId('graph-board').waitFor();
    expect(await smallestVertexArea(page)).toBeLessThan(44);
    expect(await horizontalOverflow(page)).toBe(0);
    const before = (await page.getByTestId('position').textContent())!;
    await expectAsksThenPlays(page, page.locator('[data-testid=graph-vertex][data-name="5"]'), before);

    expect(await page.getByTestId('position').textContent()).not.toContain(' 5 ');
    // A keyboard is precise: Enter plays without asking.
    const after = (await page.getByTestId('position').textContent())!;
    await page.locator('[data-testid=graph-vertex][data-name="12"]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('position').textContent()).not.toBe(after);
    expect(await page.getByTestId('graph-confirm').count()).toBe(0);
    await page.close();
  });

  it('Arc Kayles: edges answer over a 44 px band at the drawing’s size; on 24 vertices it shrinks, so a tap asks first', async () => {
    const page = await phone();
    await page.goto(`${site.url}#/play?game=arc-kayles&position=${ring(8)}&mode=two`);
    await page.getByTestId('graph-board').waitFor();
    const band = await page.locator('[data-testid=graph-edge] path.hit').first().getAttribute('stroke-width');
    expect(Number(band) * (await scaleOf(page))).toBeGreaterThanOrEqual(44);
    const small = (await page.getByTestId('position').textContent())!;
    await page.getByTestId('graph-edge').first().tap();
    await expect.poll(() => page.getByTestId('position').textContent()).not.toBe(small);

    await page.goto(`${site.url}#/play?game=arc-kayles&position=${ring(24)}&mode=two`);
    await page.getByTestId('graph-board').waitFor();
    expect(44 * (await scaleOf(page))).toBeLessThan(44);
    const before = (await page.getByTestId('position').textContent())!;
    await expectAsksThenPlays(page, page.getByTestId('graph-edge').nth(3), before);
    await page.close();
  });
});

describe('issue 35: a wide Northcott board on a 360 px phone', () => {
  it('14 columns: each row wraps inside the screen (no scrolling in the board or the page), squares stay 44 px, a tap on the far square plays it', async () => {
    const page = await phone();
    await page.goto(`${site.url}#/play?game=northcott&position=1%2C9+2%2C14+3%2C4+5%2C1&mode=two`);
    const board = page.locator('.northcott');
    await board.waitFor();
    expect(await board.evaluate((b) => b.scrollWidth - b.clientWidth)).toBe(0);
    expect(await horizontalOverflow(page)).toBe(0);
    const squares = await page
      .locator('.northcott .square')
      .evaluateAll((all) => all.map((s) => s.getBoundingClientRect()).map((b) => Math.min(b.width, b.height)));
    expect(squares.length).toBe(4 * 14);
    expect(Math.min(...squares)).toBeGreaterThanOrEqual(44);
    // Every square is inside the screen, so nothing needs a sideways scroll to be seen or touched.
    const rights = await page.locator('.northcott .square').evaluateAll((all) => all.map((s) => s.getBoundingClientRect().right));
    expect(Math.max(...rights)).toBeLessThanOrEqual(360);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const before = (await page.getByTestId('position').textContent())!;
    await page.locator('[data-testid=northcott-square][data-label="2:13"]').tap();
    await expect.poll(() => page.getByTestId('position').textContent()).not.toBe(before);
    await page.close();
  });
});
