import { describe, expect, it } from 'vitest';
import { usePlayground } from './browser.js';

const site = usePlayground({ viewport: { width: 1200, height: 1100 } });

describe('misère play on the play session', () => {
  it('undo takes back your move with the reply, redo plays both again, and the log follows', async () => {
    await site.page.goto(`${site.url}#/explore?game=0.75&to=10`);
    await expect.poll(() => site.page.getByTestId('misere-view').count(), { timeout: 30_000 }).toBe(1);
    await site.page.getByRole('button', { name: 'Show misère view' }).click();
    await expect.poll(() => site.page.getByTestId('misere-play').count(), { timeout: 60_000 }).toBe(1);
    const play = site.page.getByTestId('misere-play');
    const undo = play.getByRole('button', { name: 'Undo' });
    const redo = play.getByRole('button', { name: 'Redo' });
    const position = play.getByTestId('misere-position');
    const logLines = () => play.getByTestId('misere-log').locator('li').count();

    await site.page.getByLabel('misère heaps').fill('5 6');
    await play.getByRole('button', { name: 'Start' }).click();
    expect(await position.textContent()).toBe('Position: 5 + 6');
    expect(await undo.isDisabled()).toBe(true);
    expect(await logLines()).toBe(1);

    await play.getByRole('group', { name: 'your moves' }).getByRole('button').first().click();
    const afterReply = await position.textContent();
    expect(afterReply).not.toBe('Position: 5 + 6');
    // Your move and the computer's reply.
    expect(await play.getByTestId('misere-log').textContent()).toMatch(/You: 5 → .*Computer: /);
    expect(await logLines()).toBe(3);

    await undo.click();
    expect(await position.textContent()).toBe('Position: 5 + 6');
    expect(await logLines()).toBe(1);
    expect(await redo.isDisabled()).toBe(false);

    await redo.click();
    expect(await position.textContent()).toBe(afterReply);
    expect(await logLines()).toBe(3);
    expect(await redo.isDisabled()).toBe(true);
  });
});
