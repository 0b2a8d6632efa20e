import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { builtInGames } from '../library';
import { gridPattern, heapPattern, matchRowLabels, matchSelection, moveToPlay, rowPattern, touch, type Pattern } from './touch';

const nim = builtInGames.resolve('nim').playable!;
const kayles = builtInGames.resolve('kayles').playable!;
const moore = builtInGames.resolve('moore:2').playable!;
const ruler = builtInGames.resolve('ruler').playable!;

const heapPatterns = (playable: typeof nim, heaps: number[]) => playable.moves(heaps, false).map((m) => heapPattern(heaps, m.label));

describe('playing by touching the picture', () => {
  it('Nim: touching stone k of a heap plays the one move that leaves k stones', () => {
    const heaps = [3, 4, 5];
    const patterns = heapPatterns(nim, heaps);
    for (let k = 0; k < 4; k++) {
      const index = moveToPlay(matchSelection(patterns, touch(new Map(), 'h2', 4 - k)));
      expect(nim.moves(heaps, false)[index!].to).toEqual([3, k, 5]);
    }
  });

  it('Kayles: taking stones leaves a choice of splits, none played until one is chosen', () => {
    const heaps = [5];
    const match = matchSelection(heapPatterns(kayles, heaps), touch(new Map(), 'h1', 1));
    expect(moveToPlay(match)).toBeNull();
    const results = match.exact.map((i) => kayles.moves(heaps, false)[i].to);
    expect(results).toEqual(expect.arrayContaining([[4], [3, 1], [2, 2]]));
    expect(results.length).toBe(3);
    // Taking three is no Kayles move.
    expect(matchSelection(heapPatterns(kayles, heaps), touch(new Map(), 'h1', 3)).candidates).toEqual([]);
  });

  it("Moore's Nim: a one-heap touch waits, since a move may also take from a second heap", () => {
    const heaps = [2, 3];
    const patterns = heapPatterns(moore, heaps);
    const one = matchSelection(patterns, touch(new Map(), 'h1', 1));
    expect(one.exact.length).toBe(1);
    expect(moveToPlay(one)).toBeNull();
    const both = matchSelection(patterns, touch(touch(new Map(), 'h1', 1), 'h2', 2));
    expect(moore.moves(heaps, false)[moveToPlay(both)!].to).toEqual([1, 1]);
  });

  it('a coin row: touching the coins of a move plays it once no other move includes them', () => {
    const row = 'THTH';
    const moves = ruler.moves(row, false);
    const patterns = moves.map((m) => rowPattern(row, m.to));
    let selection: Pattern = touch(new Map(), 'c3', 1);
    expect(moveToPlay(matchSelection(patterns, selection))).toBeNull(); // coin 4 alone, or 3–4, 2–4, 1–4
    selection = touch(touch(selection, 'c2', 1), 'c1', 1);
    const match = matchSelection(patterns, selection);
    expect(match.exact.map((i) => moves[i].label)).toEqual(['c2,3,4']); // playable, but c1,2,3,4 includes it
    expect(moveToPlay(match)).toBeNull();
    expect(moves[moveToPlay(matchSelection(patterns, touch(selection, 'c0', 1)))!].label).toBe('c1,2,3,4');
    expect(touch(selection, 'c2', 1).has('c2')).toBe(false);
  });

  it('a coin grid: the changed cells', () => {
    expect([...gridPattern(['HH', 'HT'], ['TH', 'HH']).keys()]).toEqual(['g0,0', 'g1,1']);
  });

  it('a coin row matched by the labels (matchRowLabels) agrees with the patterns of each move, for random rows, codes and touches', () => {
    const games = new Map(
      ['1-3', 'ruler', '1+S', '3E', 'coins-multiples:9', 'twins'].map((name) => [name, builtInGames.resolve(name).playable!]),
    );
    const cases = fc.record({
      game: fc.constantFrom(...games.keys()),
      row: fc.array(fc.constantFrom('H', 'T'), { minLength: 1, maxLength: 9 }),
      places: fc.uniqueArray(fc.nat(8), { maxLength: 4 }),
    });
    fc.assert(
      fc.property(cases, ({ game, row, places }) => {
        const playable = games.get(game)!;
        const words = game.startsWith('coins-multiples') ? row.flatMap((face, i) => (face === 'H' ? [String(i + 1)] : [])) : [row.join('')];
        if (words.length === 0) return;
        const position = playable.parse(words) as string;
        const moves = playable.moves(position, false);
        const selection: Pattern = new Map(places.filter((p) => p < position.length).map((p) => [`c${p}`, 1]));
        const firstCoin = playable.picture?.kind === 'coin-row' ? playable.picture.firstCoin : 0;
        expect(matchRowLabels(moves, firstCoin, selection)).toEqual(
          matchSelection(
            moves.map((m) => rowPattern(position, m.to as string)),
            selection,
          ),
        );
      }),
      { numRuns: 300 },
    );
  });
});
