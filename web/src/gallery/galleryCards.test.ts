import { describe, expect, it } from 'vitest';
import { builtInGames } from '../library';
import { galleryCards } from './galleryCards';

describe('the gallery cards made at build time', () => {
  it('one card per family, with the example split and what each page can take', () => {
    const cards = galleryCards(builtInGames);
    expect(cards.map((c) => c.family)).toEqual(builtInGames.list().map((f) => f.family));
    expect(cards.find((c) => c.family === 'nim')).toMatchObject({ game: 'nim', position: '3 4 5', playable: true, explorable: true });
    expect(cards.find((c) => c.family === 'wythoff')).toMatchObject({ playable: true, explorable: false });
  });
});
