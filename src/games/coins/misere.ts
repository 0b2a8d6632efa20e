/**
 * Misère play of coin-turning games: the player who turns the last heads coin over (makes the last
 * move) loses. The coin-turning theorem (a position is the sum of its heads coins, Winning Ways
 * ch. 14) rests on H + H = 0, which is false in misère play (*2 + *2 is a misère P-position,
 * the empty game an N-position: Winning Ways ch. 13; Conway, On Numbers and Games, ch. 12). So a row is not a misère sum of its coins, and its misère outcome is searched on the
 * game's own graph: a position is the set of heads coins as a bit mask, a move XORs the mask of a
 * set the rule allows for a heads coin. The search is the engine's BoundedMisereSearch (iterative,
 * memoised in this object, a typed limit error past `stateLimit` new positions).
 */
import { BoundedMisereSearch } from '../../engine/misere/boundedMisereSearch.js';
import { MisereSearchLimitError } from '../../engine/misere/misereSearchLimitError.js';

/** Most coins a mask holds: 2^53 is the end of the exact integers of a `number`. */
export const MISERE_MAX_COINS = 52;

/** Most positions one misère question may search: a second or so, and a few tens of MB. */
export const MISERE_COIN_STATES = 300_000;

const LOW = 2 ** 26;

/** a XOR b for masks below 2^52 (the `^` operator keeps 32 bits only). */
function xorWide(a: number, b: number): number {
  return (Math.floor(a / LOW) ^ Math.floor(b / LOW)) * LOW + ((a % LOW) ^ (b % LOW));
}

/**
 * The misère outcome of positions of one coin game with `coinCount` coins (indices 0..coinCount−1,
 * index i is bit i of a mask). `flipsOf(i)` lists the masks of the sets a move may turn over with
 * coin i as the coin going heads → tails (each mask has bit i); it is asked once per coin.
 */
export class CoinMisereSolver {
  private readonly flips: (readonly number[] | undefined)[];
  private readonly search: BoundedMisereSearch<number>;

  constructor(
    readonly coinCount: number,
    private readonly flipsOf: (index: number) => readonly number[],
    stateLimit = MISERE_COIN_STATES,
  ) {
    if (coinCount > MISERE_MAX_COINS) throw new MisereSearchLimitError(stateLimit);
    this.flips = new Array<readonly number[] | undefined>(coinCount);
    const xor = coinCount <= 30 ? (a: number, b: number) => a ^ b : xorWide;
    this.search = new BoundedMisereSearch<number>(
      {
        key: (mask) => mask,
        followers: (mask) => {
          const followers: number[] = [];
          let rest = mask;
          for (let i = 0; rest > 0; i++, rest = Math.floor(rest / 2)) {
            if (rest % 2 === 0) continue;
            for (const flip of this.flipsAt(i)) followers.push(xor(mask, flip));
          }
          return followers;
        },
        describe: (mask) => maskRow(mask, coinCount),
      },
      stateLimit,
    );
  }

  /** Whether the player to move wins the position with these heads coins under misère play. */
  moverWins(mask: number): boolean {
    return this.search.moverWins(mask);
  }

  private flipsAt(index: number): readonly number[] {
    return (this.flips[index] ??= this.flipsOf(index));
  }
}

/** The mask of a set of coin indices (each below MISERE_MAX_COINS, no repeats). */
export function maskOf(indices: Iterable<number>): number {
  let mask = 0;
  for (const index of indices) mask += 2 ** index;
  return mask;
}

/** The mask of the heads coins of an `H`/`T` word, character i being index i. */
export function headsMask(word: string): number {
  let mask = 0;
  for (let i = word.length - 1; i >= 0; i--) mask = mask * 2 + (word.charCodeAt(i) === 72 /* H */ ? 1 : 0);
  return mask;
}

/** The word of a mask again, for messages. */
function maskRow(mask: number, coinCount: number): string {
  let row = '';
  for (let i = 0, rest = mask; i < coinCount; i++, rest = Math.floor(rest / 2)) row += rest % 2 === 1 ? 'H' : 'T';
  return row;
}
