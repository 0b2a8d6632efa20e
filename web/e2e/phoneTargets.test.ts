import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { failOnPageErrors, horizontalOverflow, seriousAxeViolations, usePlayground } from './browser.js';

const site = usePlayground();

async function phone(width = 390): Promise<Page> {
  const page = await site.browser.newPage({ viewport: { width, height: 844 }, isMobile: true, hasTouch: true });
  failOnPageErrors(page);
  return page;
}

/** The boxes of the elements that are under 44 × 44 px, as "what: w × h" lines. */
async function under44(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((e) => e.getClientRects().length > 0)
      .map((e) => ({
        what: `${e.tagName.toLowerCase()} "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 30)}"`,
        box: e.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.width < 43.5 || box.height < 43.5)
      .map(({ what, box }) => `${what}: ${Math.round(box.width)} × ${Math.round(box.height)}`),
  );
}

describe('issue 35, defect 4: the phone (390 × 844 and 360 × 740, touch)', () => {
  it('the census fits the screen (its table scrolls inside itself) and every code link is a 44 px target', async () => {
    const page = await phone();
    await page.goto(`${site.url}#/census`);
    await page.getByTestId('census-table').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await under44(page, '[data-testid=census-table] a')).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });

  for (const width of [360, 390]) {
    it(`at ${width} px, every control on Play Nim 3 4 5 is a 44 px target, the stones included`, async () => {
      const page = await phone(width);
      await page.goto(`${site.url}#/play?game=nim&position=3+4+5`);
      await page.getByTestId('stone').first().waitFor();
      expect(await under44(page, 'main button, main a:not(p a):not(li a), main select')).toEqual([]);
      expect(await horizontalOverflow(page)).toBe(0);
      await page.close();
    });
  }

  it('stones of a Kayles row, coins of a 40-coin row and Staircase stones are 44 px targets, and nothing widens the page', async () => {
    const page = await phone();
    for (const [hash, target] of [
      ['#/play?game=kayles&position=9+7', '[data-testid=stone]'],
      [`#/play?game=ruler&position=${'HT'.repeat(20)}`, '[data-testid=coin]'],
      ['#/play?game=staircase&position=3+1+2', '[data-testid=stone]'],
    ]) {
      await page.goto(`${site.url}${hash}`);
      await page.locator(target).first().waitFor();
      expect(await under44(page, target), hash).toEqual([]);
      expect(await horizontalOverflow(page), hash).toBe(0);
    }
    await page.close();
  });

  it('Wythoff on a dense board asks before playing: a tap chooses the square, a second control plays it', async () => {
    const page = await phone();
    await page.goto(`${site.url}#/play?game=wythoff&position=20+22&hints=0&mode=two`);
    const square = page.locator('.square.reachable[aria-label="move the queen to 20 0"]');
    await square.tap();
    expect(await page.getByTestId('position').textContent()).toBe('20 22');
    expect(await page.getByTestId('wythoff-confirm').textContent()).toContain('20 0');
    await page.getByRole('button', { name: 'Play this move' }).tap();
    await expect.poll(() => page.getByTestId('position').textContent()).not.toBe('20 22');
    expect(await page.getByTestId('wythoff-confirm').count()).toBe(0);
    await page.close();
  });

  it('each point of the value history answers a touch over a 44 px column: a tap beside a point returns the game there', async () => {
    const page = await phone();
    await page.goto(`${site.url}#/play?game=nim&position=3+4+5&moves=0.4.0.0`);
    await page.getByTestId('history-point').first().waitFor();
    expect(await under44(page, '[data-testid=history-hit]')).toEqual([]);
    // 18 px to the right of and 15 px below point 2: outside its 12 px circle, inside its column.
    await page.getByTestId('history-point').nth(2).scrollIntoViewIfNeeded();
    const point = (await page.getByTestId('history-point').nth(2).boundingBox())!;
    await page.touchscreen.tap(point.x + point.width / 2 + 18, point.y + point.height / 2 + 15);
    await expect.poll(() => page.getByTestId('history-point').count()).toBe(3);
    expect(page.url()).toMatch(/moves=0\.4(&|$)/);
    await page.close();
  });

  it('a long position line and a huge Nim heap on Analyze do not widen the page', async () => {
    const page = await phone();
    await page.goto(`${site.url}#/play?game=ruler&position=${'HT'.repeat(20)}`);
    await page.getByTestId('position').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.goto(`${site.url}#/analyze?game=nim&position=${'9'.repeat(60)}+${'7'.repeat(58)}`);
    await page.getByTestId('report').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.close();
  });

  it('gallery rules are readable in full (no clamped text), Kayles with its win condition', async () => {
    const page = await phone();
    await page.goto(`${site.url}#/`);
    await page.getByTestId('gallery').waitFor();
    const clipped = await page
      .locator('.card .card-rule')
      .evaluateAll((rules) =>
        rules.filter((r) => r.getClientRects().length > 0 && r.scrollHeight > r.clientHeight + 1).map((r) => r.textContent),
      );
    expect(clipped).toEqual([]);
    await page.close();
  });
});
