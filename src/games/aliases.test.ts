import { describe, expect, it } from 'vitest';
import { aliasesOf, canonicalGameName, GAME_ALIASES } from './aliases.js';
import { isHeapGameName, parseHeapGame } from './heap/index.js';
import { builtInGames } from './index.js';

describe('the alias table', () => {
  it('every alias names a game the catalog resolves, as the game it stands for', () => {
    // Families that need parameters get these.
    const parameters: Record<string, string> = {
      octal: ':0.77',
      subtraction: ':1,2',
      moore: ':2',
      turning: ':1-3',
      dynamic: ':3',
      'gen-wythoff': ':2',
    };
    for (const [alias, target] of Object.entries(GAME_ALIASES)) {
      const suffix = parameters[target] ?? '';
      expect(builtInGames.resolve(alias + suffix).name, alias).toBe(builtInGames.resolve(target + suffix).name);
    }
  });

  it('the catalog (analyze, play, the playground) and the heap reader (table, Explore) agree on every alias', () => {
    for (const alias of ['kayles', 'Kayles', 'dawson', 'grundy', 'grundys-game', 'officers', 'double-kayles', 'dawsons-chess']) {
      expect(isHeapGameName(alias), alias).toBe(true);
      expect(builtInGames.resolve(alias).name, alias).toBe(parseHeapGame(alias).name);
    }
    expect(parseHeapGame('kayles').name).toBe('0.77');
    expect(parseHeapGame('octal:kayles').name).toBe('0.77');
    expect(builtInGames.resolve('octal:kayles').name).toBe('0.77');
    expect(parseHeapGame('tb:0.07').name).toBe('0.07');
    expect(parseHeapGame('sub:1,2').name).toBe('S(1,2)');
    expect(builtInGames.resolve('sub:1,2').name).toBe('S(1,2)');
  });

  it('names the coin rows of Winning Ways ch. 14: motley is 1+, sympler is 1+FS', () => {
    expect(builtInGames.resolve('motley').name).toBe(builtInGames.resolve('1+').name);
    expect(builtInGames.resolve('Sympler').name).toBe(builtInGames.resolve('1+FS').name);
    expect(aliasesOf('1+')).toEqual(['motley']);
  });

  it('family aliases keep their parameters', () => {
    expect(canonicalGameName('TB:0.77')).toBe('octal:0.77');
    expect(canonicalGameName('moore-nim:2')).toBe('moore:2');
    expect(canonicalGameName('bash:3')).toBe('bash:3');
    expect(builtInGames.resolve('anti-nim').name).toBe(builtInGames.resolve('misere-nim').name);
    expect(aliasesOf('octal')).toEqual(['tb', 'hex', 'code']);
  });
});
