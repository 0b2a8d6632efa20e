import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { failOnPageErrors, horizontalOverflow, screenshot, seriousAxeViolations, usePlayground } from './browser.js';

const site = usePlayground();

/** One URL per page, each showing what makes that page wide: boards, tables, plots. */
const PAGES = [
  { name: 'gallery', hash: '#/', ready: '[data-testid=gallery]', title: 'Gallery' },
  { name: 'play-wythoff', hash: '#/play?game=wythoff&position=9+11', ready: '[data-testid=wythoff-board]', title: "Play Wythoff's game" },
  { name: 'play-nim', hash: '#/play?game=nim&position=3+4+5&moves=0.4', ready: '[data-testid=value-history]', title: 'Play Nim' },
  { name: 'play-kayles', hash: '#/play?game=kayles&position=5+3', ready: '[data-testid=heaps]', title: 'Play Kayles' },
  {
    name: 'play-hackenbush',
    hash: '#/play?game=hackenbush&position=4+1+2+2+3+3+4+4+2',
    ready: '[data-testid=hackenbush-picture]',
    title: 'Play Green Hackenbush',
  },
  { name: 'play-coins', hash: '#/play?game=ruler&position=THTHHTHHTHTTHH', ready: '[data-testid=coin-row]', title: 'Play Ruler' },
  {
    name: 'play-geography',
    hash: '#/play?game=geography&position=4+3+1+2+2+3+3+4+start%3D2',
    ready: '[data-testid=moves]',
    title: 'Play Vertex Geography',
  },
  { name: 'play-big', hash: '#/play?game=nim&position=1000+1000+1000', ready: '.group-toggle', title: 'Play Nim' },
  { name: 'analyze', hash: '#/analyze?game=nim&position=3+4+5', ready: '[data-testid=report]', title: 'Analyze' },
  { name: 'explore', hash: '#/explore?game=0.77&to=2000', ready: '[data-testid=values]', title: 'Explore' },
  { name: 'nimber', hash: '#/nimber?expr=8+*+8', ready: '[data-testid=product-table]', title: 'Nimbers' },
  { name: 'misere-census', hash: '#/misere-census', ready: '[data-testid=misere-census-table]', title: 'Misère census' },
];

/** The misère view on Explore (its genus table and quotient), opened by its button. */
const MISERE_VIEW = { name: 'explore-misere', hash: '#/explore?game=0.75&to=10', ready: '[data-testid=values]', title: 'Explore' };
async function openMisereView(page: Page): Promise<void> {
  await open(page, MISERE_VIEW.hash, MISERE_VIEW.ready);
  await page.getByRole('button', { name: 'Show misère view' }).click();
  await page.getByTestId('quotient-table').waitFor({ timeout: 60_000 });
}

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
  for (const width of [360, 1280]) {
    it(`axe-core finds no serious or critical violation on any route at ${width} px (the misère view too); screenshots of each`, async () => {
      const page = await site.browser.newPage(
        width === 360 ? { viewport: { width, height: 740 }, isMobile: true, hasTouch: true } : { viewport: { width, height: 900 } },
      );
      failOnPageErrors(page);
      for (const { name, hash, ready } of [...PAGES, MISERE_VIEW]) {
        if (name === MISERE_VIEW.name) await openMisereView(page);
        else await open(page, hash, ready);
        expect(await seriousAxeViolations(page), `${name} at ${width} px`).toEqual([]);
        await screenshot(page, `${name}-${width}`, { readme: true });
      }
      await page.close();
    }, 240_000);
  }

  it('every control is a tap target of at least 44 × 44 px at 360 px (buttons, links, fields, checkboxes with their labels)', async () => {
    const page = await site.browser.newPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    failOnPageErrors(page);
    for (const { name, hash, ready } of [...PAGES, MISERE_VIEW]) {
      if (name === MISERE_VIEW.name) await openMisereView(page);
      else await open(page, hash, ready);
      const small = await page.evaluate(() => {
        // Stones and coins are targets like any button (44 px on a phone); points and squares of
        // pictures drawn in SVG are pictures first (boards that shrink ask before playing); text
        // links inside sentences are exempt (WCAG 2.5.5).
        const controls = document.querySelectorAll<HTMLElement>(
          'header a, main button, main a:not(p a):not(li a), main select, main input:not([type=checkbox]):not([type=radio]), main label:has(> input[type=checkbox]), main label:has(> input[type=radio])',
        );
        return [...controls]
          .filter((e) => e.getClientRects().length > 0)
          .map((e) => ({
            what: `${e.tagName.toLowerCase()} "${(e.textContent ?? '').trim().slice(0, 30)}"`,
            box: e.getBoundingClientRect(),
          }))
          .filter(({ box }) => box.width < 44 || box.height < 44)
          .map(({ what, box }) => `${what}: ${Math.round(box.width)} × ${Math.round(box.height)}`);
      });
      expect(small, name).toEqual([]);
    }
    await page.close();
  }, 240_000);

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
