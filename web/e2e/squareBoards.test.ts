import { describe, expect, it } from 'vitest';
import { seriousAxeViolations, usePlayground } from './browser.js';
import { openScreen, playByTouch, press, SCREENS } from './boardTouch.js';

const site = usePlayground();
const START = '#/play?game=northcott&position=1%2C4+2%2C6+3%2C4'; // a first-player win
const DAWSON = '#/play?game=dawsons-chess&position=5+3'; // a first-player win

describe("issue 35, defect 3: Northcott's game and Dawson's Chess on real boards (desktop and phone)", () => {
  for (const screen of SCREENS) {
    describe(screen.name, () => {
      it('the board has a square per column with the two pieces, axe is clean, and touching the hinted squares wins', async () => {
        const page = await openScreen(site.browser, screen);
        await page.goto(`${site.url}${START}`);
        await page.getByTestId('northcott-board').waitFor();
        expect(await page.getByTestId('text-board').count()).toBe(0);
        expect(await page.locator('.northcott-row').count()).toBe(3);
        expect(await page.locator('.northcott-row').first().locator('.square').count()).toBe(6);
        expect(await page.locator('.northcott .piece-X').count()).toBe(3);
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(await playByTouch(page, `${site.url}${START}`, '.northcott .square.ringed', '[data-testid=northcott-board]')).toBe(
          'You win!',
        );
        await page.close();
      });

      it('touching a square slides the piece of that row there', async () => {
        const page = await openScreen(site.browser, screen);
        await page.goto(`${site.url}${START}&mode=two`);
        await press(page, page.locator('[data-testid=northcott-square][data-label="2:5"]'));
        expect(await page.getByTestId('position').textContent()).toBe('1,4 5,6 3,4 (O to move)');
        await page.close();
      });

      it("Dawson's Chess: pawns facing pawns on a board, a stretch of files per heap; pushing the hinted pawns wins", async () => {
        const page = await openScreen(site.browser, screen);
        await page.goto(`${site.url}${DAWSON}`);
        await page.getByTestId('dawsons-chess-board').waitFor();
        expect(await page.getByTestId('heap').count()).toBe(0);
        expect(await page.getByTestId('dawson-stretch').count()).toBe(2);
        expect(await page.getByTestId('dawson-pawn').count()).toBe(8);
        expect(await page.locator('.dawson-board .square:text("♟")').count()).toBe(8);
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(await playByTouch(page, `${site.url}${DAWSON}`, '.dawson-board .square.ringed', '[data-testid=dawsons-chess-board]')).toBe(
          'You win!',
        );
        await page.close();
      });

      it("Dawson's Chess: pushing the middle pawn of five clears three files and leaves two stretches of one", async () => {
        const page = await openScreen(site.browser, screen);
        await page.goto(`${site.url}#/play?game=dawsons-chess&position=5&mode=two`);
        await press(page, page.getByTestId('dawson-pawn').nth(2));
        expect(await page.getByTestId('position').textContent()).toBe('1 1');
        await page.close();
      });
    });
  }
});
