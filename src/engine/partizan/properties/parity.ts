import { bottomUp } from '../canonical/bottomUp.js';
import type { PartizanGames } from '../canonical/partizanGames.js';

/** Whether a game is even / odd, and even- / odd-tempered: neither is possible. */
export interface ParityClass {
  readonly even: boolean;
  readonly odd: boolean;
}

/**
 * Parity of a canonical form (*Winning Ways* vol. 1 ch. 9 and Siegel, *Combinatorial Game Theory*
 * (2013), §II.6; CGSuite's `IsEven`, `IsOdd`, `IsEvenTempered`, `IsOddTempered`):
 * - G is even if G = 0 or every option of G is odd; odd if G ≠ 0 and every option is even
 *   (so the integer n is even or odd as n is, x* is odd for even x, 1/2 = {0|1} is neither);
 * - G is even-tempered if it is a number or every option is odd-tempered; odd-tempered if it is
 *   not a number and every option is even-tempered (x* is odd-tempered, ↑ is neither).
 * The tables are fields: one object per store.
 */
export class Parities {
  private readonly parities = new Map<number, ParityClass>();
  private readonly tempers = new Map<number, ParityClass>();

  constructor(private readonly games: PartizanGames) {}

  parity(id: number): ParityClass {
    const store = this.games.store;
    return bottomUp(
      store,
      id,
      this.parities,
      (g) => store.numberValue(g)?.isInteger() === true,
      (g) => {
        const integer = store.numberValue(g);
        if (integer !== undefined && integer.isInteger())
          return { even: (integer.numerator & 1n) === 0n, odd: (integer.numerator & 1n) === 1n };
        const options = [...store.leftOptions(g), ...store.rightOptions(g)].map((o) => this.parities.get(o) as ParityClass);
        return { even: options.every((o) => o.odd), odd: options.every((o) => o.even) };
      },
    );
  }

  temper(id: number): ParityClass {
    const store = this.games.store;
    return bottomUp(
      store,
      id,
      this.tempers,
      (g) => store.isNumber(g),
      (g) => {
        if (store.isNumber(g)) return { even: true, odd: false };
        const options = [...store.leftOptions(g), ...store.rightOptions(g)].map((o) => this.tempers.get(o) as ParityClass);
        return { even: options.every((o) => o.odd), odd: options.every((o) => o.even) };
      },
    );
  }
}
