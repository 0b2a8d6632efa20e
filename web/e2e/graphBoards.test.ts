import { describe, expect, it } from 'vitest';
import { seriousAxeViolations, usePlayground } from './browser.js';
import { openScreen, playByTouch, press, SCREENS } from './boardTouch.js';

const site = usePlayground();
const RINGED = '.graph-vertex.ringed, .graph-edge.ringed';
const BOARD = '[data-testid=graph-board]';
const loopy = encodeURIComponent('{"edges":[["a","b"],["b","a"],["b","c"]]} start=b');

/** Each start is a first-player win, so touching the hinted vertex or edge alone must win it. */
const GAMES = [
  { name: 'Node Kayles', hash: '#/play?game=node-kayles&position=1-2+2-3+3-4+2-5', part: 'graph-vertex' },
  { name: 'Arc Kayles', hash: '#/play?game=arc-kayles&position=1-2+2-3+3-4+2-5', part: 'graph-edge' },
  { name: 'Geography', hash: '#/play?game=geography&position=4+3+1+2+2+3+3+4+start%3D2', part: 'graph-vertex' },
  { name: 'a loopy game graph', hash: `#/play?game=loopy&position=${loopy}`, part: 'graph-vertex' },
];

describe('issue 35, defect 3: graph games are drawn as graphs and played by touching a vertex or an edge', () => {
  for (const screen of SCREENS) {
    describe(screen.name, () => {
      for (const { name, hash, part } of GAMES) {
        it(`${name}: the graph is drawn (no text board), its moves are on the ${part === 'graph-edge' ? 'edges' : 'vertices'}, axe is clean, and the hinted touches win`, async () => {
          const page = await openScreen(site.browser, screen);
          await page.goto(`${site.url}${hash}`);
          await page.locator(BOARD).waitFor();
          expect(await page.getByTestId('text-board').count()).toBe(0);
          expect(await page.getByTestId(part).count()).toBeGreaterThan(0);
          expect(await seriousAxeViolations(page)).toEqual([]);
          expect(await playByTouch(page, `${site.url}${hash}`, RINGED, BOARD)).toBe('You win!');
          await page.close();
        });
      }

      it('Node Kayles: touching a vertex takes it and its neighbours (drawn faint), and a keyboard plays with Tab and Enter', async () => {
        const page = await openScreen(site.browser, screen);
        await page.goto(`${site.url}#/play?game=node-kayles&position=1-2+2-3+3-4+2-5&mode=two`);
        await press(page, page.locator('[data-testid=graph-vertex][data-name="4"]'));
        expect(await page.getByTestId('position').textContent()).toBe('vertices 1 2 5');
        expect(await page.locator('.graph-vertex.gone').count()).toBe(2);
        await page.locator('[data-testid=graph-vertex][data-name="1"]').focus();
        await page.keyboard.press('Enter');
        expect(await page.getByTestId('position').textContent()).toBe('vertices 5');
        await page.close();
      });
    });
  }
});
