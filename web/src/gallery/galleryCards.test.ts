import { describe, expect, it } from 'vitest';
import { builtInGames, CLASSIC_GAMES, familyTitle } from '../library';
import { galleryCards } from './galleryCards';

const catalog = {
  list: () => builtInGames.list(),
  resolve: (name: string) => builtInGames.resolve(name),
  familyTitle,
  classics: CLASSIC_GAMES,
};

describe('the gallery cards made at build time', () => {
  it('the classics by name, then one card per family, with the example split and what each page can take', () => {
    const cards = galleryCards(catalog);
    expect(cards.filter((c) => c.section !== 'Classic games').map((c) => c.family)).toEqual(builtInGames.list().map((f) => f.family));
    expect(cards.find((c) => c.family === 'nim')).toMatchObject({
      title: 'Nim',
      game: 'nim',
      position: '3 4 5',
      playable: true,
      explorable: true,
    });
    expect(cards.find((c) => c.family === 'wythoff')).toMatchObject({ section: 'Boards and graphs', playable: true, explorable: false });
    expect(cards.find((c) => c.family === 'kayles')).toMatchObject({
      section: 'Classic games',
      title: 'Kayles',
      game: 'kayles',
      playable: true,
      explorable: true,
    });
    for (const title of ['Kayles', "Dawson's Kayles", "Grundy's game"])
      expect(
        cards.some((c) => c.title === title),
        title,
      ).toBe(true);
  });
});
