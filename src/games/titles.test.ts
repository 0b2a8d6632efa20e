import { describe, expect, it } from 'vitest';
import { builtInGames } from './index.js';
import { CLASSIC_GAMES, classicGame, gameTitle } from './titles.js';

const title = (name: string) => gameTitle(name, builtInGames.familyOf(name)!);

describe('game titles', () => {
  it('a classic is named whatever way it is typed: its alias, its code, the code with its family', () => {
    for (const name of ['kayles', 'Kayles', '0.77', 'octal:0.77', 'tb:kayles']) expect(title(name), name).toBe('Kayles');
    expect(title('4!.0')).toBe("Grundy's game");
    expect(title('1-2')).toBe('Turning Turtles');
  });

  it('other games get the family name with their parameters', () => {
    expect(title('nim')).toBe('Nim');
    expect(title('bash:3')).toBe('Bash game (take 1 to 3)');
    expect(title('0.123')).toBe('Take-and-break game 0.123');
    expect(title('1-3')).toBe('Coin-turning game 1-3');
    expect(title('wythoff')).toBe("Wythoff's game");
  });

  it('every classic resolves to a playable game, and its example parses', () => {
    for (const game of CLASSIC_GAMES) {
      const definition = builtInGames.resolve(game.name);
      expect(classicGame(definition.name)?.title, game.name).toBe(game.title);
      expect(() => definition.playable!.parse(game.example.split(' '))).not.toThrow();
    }
  });

  it('every family has a name of its own', () => {
    for (const family of builtInGames.list()) expect(gameTitle(family.family, family.family), family.family).not.toBe(family.family);
  });
});
