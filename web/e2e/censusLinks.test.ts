import { describe, expect, it } from 'vitest';
import { usePlayground } from './browser.js';
import { openScreen, press, SCREENS } from './boardTouch.js';

const site = usePlayground();

describe('issue 35, defect 5: a census link opens Explore far enough to show what the census says (desktop and phone)', () => {
  for (const screen of SCREENS) {
    it(`${screen.name}: 0.16, "solved, period 149459" in the census, shows that proven period in Explore`, async () => {
      const page = await openScreen(site.browser, screen);
      await page.goto(`${site.url}#/census`);
      await page.getByTestId('census-table').waitFor();
      const link = page.getByTestId('census-table').getByRole('link', { name: '0.16', exact: true });
      await link.scrollIntoViewIfNeeded();
      await press(page, link);
      await expect.poll(() => page.url()).toContain('#/explore?game=0.16&to=509622');
      await page.getByTestId('period').waitFor({ timeout: 120_000 });
      const period = (await page.getByTestId('period').textContent())!;
      expect(period).toContain('period 149459, preperiod 105351');
      expect(period).toContain('proven');
      expect(period).not.toContain('no pattern found');
      await page.close();
    }, 180_000);
  }
});
