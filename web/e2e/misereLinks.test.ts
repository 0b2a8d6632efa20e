import { describe, expect, it } from 'vitest';
import { usePlayground } from './browser.js';
import { openScreen, press, SCREENS } from './boardTouch.js';

const site = usePlayground();

describe('issue 35, defect 2: a misère link plays what it says (desktop and phone)', () => {
  for (const screen of SCREENS) {
    describe(screen.name, () => {
      it('misère Kayles from a link: the page says the last mover loses, and taking the last pin loses', async () => {
        const page = await openScreen(site.browser, screen);
        await page.goto(`${site.url}#/play?game=kayles&position=1&misere=1`);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('(misère)');
        expect(await page.getByTestId('misere-rule').textContent()).toBe('Misère play: whoever makes the last move loses.');
        await press(page, page.getByTestId('stone').first());
        expect(await page.getByTestId('result').textContent()).toBe('The computer wins.');
        await page.close();
      });

      // Ruler and Green Hackenbush play misère now (misereCoinsHackenbush.test.ts); these two still have no misère play.
      for (const { game, hash, move } of [
        { game: "Lasker's Nim", hash: '#/play?game=lasker&position=1&misere=1', move: '[data-testid=moves] button' },
        { game: 'Wythoff', hash: '#/play?game=wythoff&position=0+1&misere=1', move: '[data-testid=moves] button' },
      ]) {
        it(`${game} has no misère play: the link says so, labels nothing misère, and the last move wins`, async () => {
          const page = await openScreen(site.browser, screen);
          await page.goto(`${site.url}${hash}`);
          expect(await page.getByTestId('misere-refused').textContent()).toContain('played under normal rules');
          expect(await page.getByRole('heading', { level: 1 }).textContent()).not.toContain('misère');
          expect(await page.getByTestId('misere-rule').count()).toBe(0);
          await press(page, page.locator(move).first());
          expect(await page.getByTestId('result').textContent()).toBe('You win!');
          await page.close();
        });
      }

      it('misère Kayles from Play: the misère switch starts a misère game, and the misère view links to it', async () => {
        const page = await openScreen(site.browser, screen);
        await page.goto(`${site.url}#/play?game=kayles&position=2`);
        await press(page, page.getByLabel('misère (new game)'));
        await expect.poll(() => page.url()).toContain('misere=1');
        expect(await page.getByTestId('misere-rule').isVisible()).toBe(true);
        // Taking both pins is the last move, which loses in misère play.
        await press(page, page.getByTestId('stone').nth(0));
        expect(await page.getByTestId('last-move').textContent()).toBe('You: take all 2 from heap 1.');
        expect(await page.getByTestId('result').textContent()).toBe('The computer wins.');
        await page.goto(`${site.url}#/explore?game=kayles&to=8&misere=1`);
        await page.getByTestId('misere-play').waitFor({ timeout: 60_000 });
        await page.getByTestId('misere-play-link').click();
        await expect.poll(() => page.url()).toMatch(/#\/play\?game=kayles&position=[\d+]+&misere=1/);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('(misère)');
        await page.getByTestId('stone').first().waitFor();
        await page.close();
      }, 90_000);
    });
  }
});
