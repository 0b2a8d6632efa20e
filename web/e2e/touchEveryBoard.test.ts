import { describe, expect, it } from 'vitest';
import { usePlayground } from './browser.js';
import { openScreen, playByTouch, press, SCREENS } from './boardTouch.js';

const site = usePlayground();
const STONE = '[data-testid=stone].ringed';

/** Each game's start is a first-player win, so hinted touches alone must win it. */
const GAMES = [
  { name: 'a-Wythoff', hash: '#/play?game=gen-wythoff%3A2&position=4+6' },
  { name: 'Mem', hash: '#/play?game=mem&position=10+3' },
  { name: 'GenMem', hash: '#/play?game=genmem%3Aj!%3Dm&position=7' },
  { name: "Grundy's game", hash: '#/play?game=grundy&position=5+6' },
  { name: "Lasker's Nim", hash: '#/play?game=lasker&position=5+2' },
  { name: 'Staircase Nim', hash: '#/play?game=staircase&position=2+4+3' },
];

describe('issue 35, defect 1: every heap board answers a touch (desktop and phone)', () => {
  for (const screen of SCREENS) {
    describe(screen.name, () => {
      for (const { name, hash } of GAMES) {
        it(`${name}: the hinted moves, touched on the picture alone, win the game`, async () => {
          const page = await openScreen(site.browser, screen);
          expect(await playByTouch(page, `${site.url}${hash}`, STONE)).toBe('You win!');
          await page.close();
        });
      }

      it('a-Wythoff: a touch on pile a offers that move, and a touch on pile b too makes the diagonal move', async () => {
        const page = await openScreen(site.browser, screen);
        await page.goto(`${site.url}#/play?game=gen-wythoff%3A2&position=4+6&hints=0&mode=two`);
        await expect.poll(() => page.getByTestId('position').textContent()).toBe('4 6');
        const heaps = page.getByTestId('heap');
        await press(page, heaps.nth(0).getByTestId('stone').nth(2)); // take 2 from pile a
        expect(await page.getByTestId('touch-choices').textContent()).not.toContain('No move');
        expect(await page.getByTestId('touch-move').allTextContents()).toEqual(['take 2 from pile a']);
        await press(page, heaps.nth(1).getByTestId('stone').nth(3)); // and 3 from pile b: |2 − 3| < 2
        await expect.poll(() => page.getByTestId('position').textContent()).not.toBe('4 6');
        expect(page.url()).toMatch(/moves=\d+/);
        expect(await page.getByTestId('last-move').textContent()).toBe('Player 1: take 2 from pile a and 3 from pile b.');
        await page.close();
      });

      it('Mem and GenMem: one heap is drawn (the last take is words), and a touch plays a take', async () => {
        const page = await openScreen(site.browser, screen);
        await page.goto(`${site.url}#/play?game=mem&position=10+3&hints=0&mode=two`);
        await expect.poll(() => page.getByTestId('position').textContent()).toBe('10 3');
        await page.getByTestId('stone').first().waitFor();
        expect(await page.getByTestId('heap').count()).toBe(1);
        expect(await page.getByTestId('last-take').textContent()).toBe('last take: 3');
        await press(page, page.getByTestId('stone').nth(6)); // take 4 (at least the last take, 3)
        expect(await page.getByTestId('last-move').textContent()).toBe('Player 1: take 4 counters from the pile.');
        await page.goto(`${site.url}#/play?game=genmem%3Aj!%3Dm&position=6&hints=0&mode=two`);
        await expect.poll(() => page.getByTestId('position').textContent()).toBe('6 0');
        await page.getByTestId('stone').first().waitFor();
        expect(await page.getByTestId('heap').count()).toBe(1);
        await press(page, page.getByTestId('stone').nth(4)); // take 2
        expect(await page.getByTestId('last-move').textContent()).toBe('Player 1: take 2 counters from the pile.');
        await page.close();
      });

      it("Grundy's game splits by touch, and Lasker's Nim offers both the take and the split", async () => {
        const page = await openScreen(site.browser, screen);
        await page.goto(`${site.url}#/play?game=grundy&position=8&hints=0&mode=two`);
        await expect.poll(() => page.getByTestId('position').textContent()).toBe('8');
        await press(page, page.getByTestId('stone').nth(5)); // split off the top 3
        expect(await page.getByTestId('last-move').textContent()).toBe('Player 1: split heap 1 (8) into 5 + 3.');
        await page.goto(`${site.url}#/play?game=lasker&position=5+2&hints=0&mode=two`);
        await expect.poll(() => page.getByTestId('position').textContent()).toBe('5 2');
        await press(page, page.getByTestId('heap').first().getByTestId('stone').nth(3)); // 2 stones from the top
        expect(await page.getByTestId('touch-move').allTextContents()).toEqual(
          expect.arrayContaining(['take 2 from heap 1', 'split heap 1 (5) into 2 + 3']),
        );
        await press(page, page.getByTestId('touch-choices').getByRole('button', { name: 'split heap 1 (5) into 2 + 3' }));
        expect(await page.getByTestId('last-move').textContent()).toBe('Player 1: split heap 1 (5) into 2 + 3.');
        await page.close();
      });
    });
  }
});
