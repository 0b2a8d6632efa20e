import { describe, expect, it } from 'vitest';
import { builtInGames, CLASSIC_GAMES, familyTitle } from '../library';
import { galleryCards } from './galleryCards';

describe('the gallery cards and a catalog that contradicts itself', () => {
  it('stop the build with the catalog’s error when a card’s game does not resolve', () => {
    const broken = {
      list: () => builtInGames.list(),
      resolve: (name: string) => (name === 'kayles' ? builtInGames.resolve('no-such-game') : builtInGames.resolve(name)),
      familyTitle,
      classics: CLASSIC_GAMES,
    };
    expect(() => galleryCards(broken)).toThrow("unknown game 'no-such-game'");
  });
});
