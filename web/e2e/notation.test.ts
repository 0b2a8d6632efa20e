import { describe, expect, it } from 'vitest';
import { usePlayground } from './browser.js';

const site = usePlayground();

describe('codes in the playground', () => {
  it('Explore takes a coin-turning code: Turnips 3E', async () => {
    await site.page.goto(`${site.url}#/explore?game=3E&to=30`);
    await site.page.getByTestId('values').waitFor();
    const firstRow = await site.page.getByTestId('values').locator('tbody tr').first().locator('td').allTextContents();
    // Coin 1 is the first coin (issue 20): the n = 0 cell is empty, as in `nimlab table 3E`.
    expect(firstRow).toEqual(['', '0', '0', '1', '0', '0', '1', '2', '2', '1']);
    expect(await site.page.getByTestId('summary').textContent()).toMatch(/first at coin \d/);
    expect(await site.page.getByTestId('plot-view').textContent()).toMatch(/^coins 1 to 30$/);
  });

  it('Explore takes a new take-and-break form: 0.{0!,2!,3!} is 0.D!', async () => {
    await site.page.goto(`${site.url}#/explore?game=${encodeURIComponent('0.{0!,2!,3!}')}&to=40`);
    await site.page.getByTestId('values').waitFor();
    expect(await site.page.locator('body').textContent()).toContain('0.D!');
    expect(await site.page.getByRole('alert').count()).toBe(0);
  });

  it('Play takes a coin-turning code and a new take-and-break form', async () => {
    await site.page.goto(`${site.url}#/play?game=1-3&position=HTTH`);
    await site.page.getByTestId('moves').waitFor();
    expect(await site.page.getByRole('alert').count()).toBe(0);
    await site.page.goto(`${site.url}#/play?game=${encodeURIComponent('0.*!3')}&position=5`);
    await site.page.getByTestId('moves').waitFor();
    expect(await site.page.getByRole('alert').count()).toBe(0);
  });

  // Every code issue 11 names: Explore tabulates it and Play opens a position of it, without an error.
  const CODES: [string, string][] = [
    ...['1-3', '1+C', '1-9', '3', '3E', '4FS', '1+S', '1-3C(5)', '3C(5)', '1-5C', 'moidores', 'triplets', 'turnips'].map(
      (code): [string, string] => [code, 'TTHTTH'],
    ),
    ...['0.D!', '0.*!3', '80.0', '04.00[30]', '0.{2+}='].map((code): [string, string] => [code, '9']),
  ];
  it('Explore and Play take every code of the notation', async () => {
    for (const [code, position] of CODES) {
      await site.page.goto(`${site.url}#/explore?game=${encodeURIComponent(code)}&to=20`);
      await site.page.getByTestId('values').waitFor();
      expect(await site.page.getByRole('alert').count(), `explore ${code}`).toBe(0);
      await site.page.goto(`${site.url}#/play?game=${encodeURIComponent(code)}&position=${position}`);
      await site.page.getByTestId('moves').waitFor();
      expect(await site.page.getByRole('alert').count(), `play ${code}`).toBe(0);
    }
  }, 120_000);
});
