import { describe, expect, it } from 'vitest';
import { checkGameModule, gameFromModule, moduleHeapValues } from '../library';
import { EndlessPlayWatch } from './endlessPlay';

function table(moves: (n: number) => unknown[], to: number): Int32Array {
  const watch = new EndlessPlayWatch('your module', to);
  const game = gameFromModule(checkGameModule({ moves }, 'your module'), 'your module');
  return moduleHeapValues(watch.watch(game), 'your module', to, (done) => watch.finished(done), 1);
}

describe('a module whose play never ends', () => {
  it('moves(n) = [n + 1] is stopped, naming the heap and the positions asked', () => {
    expect(() => table((n) => [n + 1], 10)).toThrow(
      /^your module never ends: valuing heap 0 asked for the moves of 2,000,001 positions \(moves\(0\), moves\(1\), moves\(2\), moves\(3\), …, up to heap 1,999,999\)/,
    );
  });

  it('a game whose moves reach larger heaps, finitely often, gets its values', () => {
    // A heap below 100 grows to n + 100, from which there is no move: every play ends.
    const values = table((n) => (n < 100 ? [n + 100] : []), 5);
    expect(Array.from(values)).toEqual([1, 1, 1, 1, 1, 1]);
  });
});
