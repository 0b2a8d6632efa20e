import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { failOnPageErrors, horizontalOverflow, screenshot, seriousAxeViolations, usePlayground } from './browser.js';

const site = usePlayground();

/** One URL per page, each showing what makes that page wide: boards, tables, plots. */
const PAGES = [
  { name: 'gallery', hash: '#/', ready: '[data-testid=gallery]', title: 'Gallery' },
  { name: 'play-wythoff', hash: '#/play?game=wythoff&position=9+11', ready: '[data-testid=wythoff-board]', title: 'Play wythoff' },
  { name: 'play-nim', hash: '#/play?game=nim&position=3+4+5&moves=0.4', ready: '[data-testid=value-history]', title: 'Play nim' },
  { name: 'play-hackenbush', hash: '#/play?game=hackenbush&position=4+1+2+2+3+3+4+4+2', ready: '[data-testid=hackenbush-picture]', title: 'Play hackenbush' },
  { name: 'play-coins', hash: '#/play?game=ruler&position=THTHHTHHTHTTHH', ready: '[data-testid=coin-row]', title: 'Play ruler' },
  { name: 'analyze', hash: '#/analyze?game=nim&position=3+4+5', ready: '[data-testid=report]', title: 'Analyze' },
  { name: 'explore', hash: '#/explore?game=0.77&to=2000', ready: '[data-testid=values]', title: 'Explore' },
  { name: 'nimber', hash: '#/nimber?expr=8+*+8', ready: '[data-testid=product-table]', title: 'Nimbers' },
];

async function open(page: Page, hash: string, ready: string): Promise<void> {
  await page.goto(`${site.url}${hash}`);
  await page.locator(ready).first().waitFor({ timeout: 30_000 });
}

describe('every page on a phone (360 × 740 and 390 × 844)', () => {
  for (const width of [360, 390]) {
    it(`nothing scrolls sideways at ${width} px, and the whole navigation is visible`, async () => {
      const page = await site.browser.newPage({ viewport: { width, height: width === 360 ? 740 : 844 }, isMobile: true, hasTouch: true });
      failOnPageErrors(page);
      for (const { name, hash, ready } of PAGES) {
        await open(page, hash, ready);
        expect(await horizontalOverflow(page), `${name} at ${width} px`).toBe(0);
        for (const link of await page.getByRole('navigation').getByRole('link').all()) {
          const box = (await link.boundingBox())!;
          expect(box.x >= 0 && box.x + box.width <= width, `nav link ${await link.textContent()} inside the screen`).toBe(true);
        }
        if (width === 390) await screenshot(page, `mobile-${name}`, { readme: name === 'play-nim' || name === 'explore' });
      }
      await page.close();
    }, 120_000);
  }
});

describe('accessibility', () => {
  it('axe-core finds no serious or critical violation on any page; each page has its title and aria-current in the nav', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1200, height: 900 } });
    failOnPageErrors(page);
    for (const { name, hash, ready, title } of PAGES) {
      await open(page, hash, ready);
      expect(await seriousAxeViolations(page), name).toEqual([]);
      expect(await page.title()).toBe(`${title} · nimlab playground`);
      const current = page.getByRole('navigation').locator('[aria-current=page]');
      expect(await current.count()).toBe(1);
    }
    await page.close();
  }, 120_000);

  it('the favicon is served (no 404 on load)', async () => {
    const page = await site.browser.newPage();
    const failed: string[] = [];
    page.on('response', (response) => response.status() >= 400 && failed.push(response.url()));
    await open(page, '#/', '[data-testid=gallery]');
    const icon = await page.locator('link[rel=icon]').getAttribute('href');
    const response = await page.request.get(new URL(icon!, page.url()).href);
    expect(response.status()).toBe(200);
    expect(failed).toEqual([]);
    await page.close();
  });
});
