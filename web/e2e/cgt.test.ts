import { describe, expect, it } from 'vitest';
import { screenshot, usePlayground } from './browser.js';

const site = usePlayground();

describe('the Partizan games page', () => {
  it('shows the canonical form, the properties, a drawn thermograph and the game tree from a shared URL', async () => {
    await site.page.goto(`${site.url}#/cgt?expr=%7B3%7C%7C2%2B*%7C1%2B*%7D&depth=2`);
    await expect.poll(() => site.page.getByTestId('cgt-canonical').textContent()).toBe('{3||2*|1*}');
    const properties = await site.page.getByTestId('cgt-properties').textContent();
    expect(properties).toContain('Thermograph(9/4,[3/4],[0,-1],9/4,[3/4,1/2,0],[0,1,0,1])');
    expect(properties).toContain('Temperature3/4');
    expect(await site.page.getByTestId('left-wall').getAttribute('points')).toMatch(/\d/);
    expect(await site.page.getByTestId('right-wall').getAttribute('points')).toMatch(/\d/);
    expect(await site.page.getByTestId('cgt-tree').textContent()).toContain('{2*|1*}');
    await screenshot(site.page, 'cgt');
  });

  it('answers a comparison and reports bad input in one line', async () => {
    await site.page.getByLabel('game', { exact: true }).fill('^ <> *');
    await site.page.getByRole('button', { name: 'Evaluate' }).click();
    await expect.poll(() => site.page.getByTestId('cgt-truth').textContent()).toBe('true');
    await site.page.getByLabel('game', { exact: true }).fill('{1|0|}');
    await site.page.getByRole('button', { name: 'Evaluate' }).click();
    await expect.poll(() => site.page.getByRole('alert').textContent()).toContain('ambiguous slashes');
  });
});
