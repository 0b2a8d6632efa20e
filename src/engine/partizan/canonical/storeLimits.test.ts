import { describe, expect, it } from 'vitest';
import { PartizanLimitError } from '../partizanLimitError.js';
import { GameStore } from './gameStore.js';
import { PartizanGames } from './partizanGames.js';

function waitPast(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() <= until) {
    // Spins: the store reads Date.now() itself.
  }
}

function ticks(store: GameStore, count: number): void {
  for (let i = 0; i < count; i += 1) store.tick();
}

/** The limit a function stops on, or undefined when it finishes. */
function limitOf(work: () => void): string | undefined {
  try {
    work();
    return undefined;
  } catch (error) {
    if (error instanceof PartizanLimitError) return error.limit;
    throw error;
  }
}

describe("the store's limits across several computations (a session)", () => {
  it('restartClock gives the next computation the whole time limit again', () => {
    const store = new GameStore({ timeLimitMs: 40 });
    waitPast(80);
    expect(limitOf(() => ticks(store, 5000))).toBe('time');
    store.restartClock();
    expect(limitOf(() => ticks(store, 5000))).toBeUndefined();
    waitPast(80);
    expect(limitOf(() => ticks(store, 5000))).toBe('time');
  });

  it('a computation stopped halfway leaves the store right: done again, it gives a fresh store’s answer', () => {
    // Asked every 1024 steps: the second time, the work is well under way.
    let asked = 0;
    const games = new PartizanGames({ stopRequested: () => (asked += 1) === 2 });
    const hot = (games: PartizanGames, n: number) =>
      games.game([games.integer(n)], [games.game([games.integer(n - 1)], [games.nimber(n)])]);
    const work = (games: PartizanGames) => {
      let sum = games.zero;
      for (let n = 2; n < 6; n += 1) sum = games.add(sum, hot(games, n));
      return sum;
    };
    expect(limitOf(() => work(games))).toBe('interrupted');
    const again = work(games);
    const fresh = new PartizanGames();
    const expected = work(fresh);
    // The same canonical form: built in the first store from the fresh store's options.
    const copy = (id: number): number => games.game(fresh.leftOptions(id).map(copy), fresh.rightOptions(id).map(copy));
    expect(copy(expected)).toBe(again);
  });
});
