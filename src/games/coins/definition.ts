/**
 * Coin-turning games in the CLI catalog: `ruler`, `mock-turtles`, `twins` (rows of H/T),
 * `coins-multiples:n` (the heads coins of 1..n) and `turning-corners` (a grid, one word per row).
 * Each report names the coin-turning theorem and XORs this position's single-coin values.
 */
import { NimlabError } from '../../engine/core/errors.js';
import { noParameters, type GameDefinition, type GameFamily, type PositionReport } from '../catalog.js';
import { parseNatural } from '../parse.js';
import { mockTurtlesRule, mockTurtlesValue, rulerRule, rulerValue, twinsRule, twinsValue } from './classic.js';
import { coinRowValue, headsCoins, searchWinningTurnSets, turnCoins } from './fast.js';
import { MAX_N as MAX_MULTIPLES, MultiplesValues } from './multiples/multiples.js';
import type { CoinRowRule } from './turnRule.js';
import { tartanValue } from './products/tartan.js';
import { coinRowPlayable } from './playable.js';
import { playableCoinsMultiples } from './multiples/multiplesPlayable.js';
import { createPlayableTurningCorners } from './products/cornersPlayable.js';

/** Rows are analysed move by move (every allowed set of every heads coin): keep them modest. */
const MAX_ROW = 128;
const MAX_GRID_SIDE = 32;
/** Longest list of heads coins written out in full. */
const SHOWN = 12;
const MAX_LISTED_MOVES = 20;

function parseRow(family: string, words: readonly string[]): string {
  const row = words.join('').toUpperCase();
  if (row.length === 0) throw new NimlabError(`${family}: expected a row of coins like 'THTTH' (H = heads, T = tails)`);
  if (!/^[HT]+$/.test(row))
    throw new NimlabError(`${family}: a row is written with H (heads) and T (tails) only, got '${words.join(' ')}'`);
  if (row.length > MAX_ROW) throw new NimlabError(`${family}: at most ${MAX_ROW} coins, got ${row.length}`);
  return row;
}

/** `a ⊕ b ⊕ c`, shortened when long. */
function xorText(values: readonly (number | bigint | string)[]): string {
  if (values.length === 0) return '0';
  return values.length > SHOWN ? `${values.slice(0, SHOWN).join(' ⊕ ')} ⊕ … (${values.length} terms)` : values.join(' ⊕ ');
}

function listText(items: readonly number[]): string {
  return items.length > SHOWN ? `${items.slice(0, SHOWN).join(', ')}, … (${items.length} coins)` : items.join(', ');
}

function turnText(set: readonly number[]): string {
  const sorted = [...set].sort((a, b) => a - b);
  const consecutive = sorted.length > 2 && sorted.every((coin, i) => i === 0 || coin === sorted[i - 1] + 1);
  if (consecutive) return `turn coins ${sorted[0]}..${sorted[sorted.length - 1]}`;
  return sorted.length === 1 ? `turn coin ${sorted[0]}` : `turn coins ${sorted.join(', ')}`;
}

function valueLines(total: number | bigint, headsText: string, sumText: string): string[] {
  const zero = total === 0 || total === 0n;
  return [
    headsText === ''
      ? 'No heads coin: the player to move cannot move and loses.'
      : `Heads coins ${headsText}: value ${sumText} = ${total}.`,
    zero
      ? 'Value 0: every move turns a set whose values XOR to something non-zero, so the player to move loses.'
      : `Value ${total}: a winning move turns a set of coins whose values XOR to ${total}, leaving value 0.`,
  ];
}

export interface RowGameSpec {
  family: string;
  rule: CoinRowRule;
  value: (coin: number) => number;
  summary: string;
  example: string;
  /** Why a single coin has its value, in one line. */
  valueRule: string;
  /** Longest row played move by move (default: the playable's). */
  playLimit?: number;
  /** Most sets looked at when listing winning moves (rules like `1-9` have too many). */
  setBudget?: number;
  /** Single-coin values 0..count−1 for `nimlab table` (index n is coin n; index 0 is no coin and holds 0). */
  sequence?: (count: number) => ArrayLike<number>;
}

/** Single-coin values 0..count−1 (index n is coin n; 0 at index 0, where there is no coin). */
function singleCoinValues(spec: RowGameSpec, count: number): number[] {
  return Array.from({ length: count }, (_, coin) => (coin < spec.rule.firstCoin ? 0 : spec.value(coin)));
}

function rowFamily(spec: RowGameSpec): GameFamily {
  const withSequence: RowGameSpec = { ...spec, sequence: spec.sequence ?? ((count) => singleCoinValues(spec, count)) };
  return {
    family: spec.family,
    summary: spec.summary,
    example: `${spec.family} ${spec.example}`,
    create(parameters) {
      noParameters(spec.family, parameters);
      return rowGameDefinition(withSequence);
    },
  };
}

/** A row game for the catalog: analyse a row of H/T by the coin-turning theorem, play it move by move. */
export function rowGameDefinition(spec: RowGameSpec): GameDefinition {
  const rowValue = (row: string) => coinRowValue(row, spec.rule, spec.value);
  return {
    name: spec.family,
    summary: spec.summary,
    example: spec.example,
    sequence: spec.sequence,
    sequenceOf: 'coin',
    playable: coinRowPlayable({ name: spec.family, rule: spec.rule, value: rowValue, maxCoins: spec.playLimit }),
    analyze(words): PositionReport {
      const row = parseRow(spec.family, words);
      const heads = headsCoins(row, spec.rule.firstCoin);
      const values = heads.map(spec.value);
      const total = values.reduce((acc, v) => acc ^ v, 0);
      const search = searchWinningTurnSets(row, spec.rule, spec.value, spec.setBudget ?? Infinity);
      return {
        position: row,
        outcome: total === 0 ? 'P' : 'N',
        grundy: total,
        components: heads.map((coin, i) => ({ label: `coin ${coin}`, value: values[i] })),
        winningMoves: search.moves.map((set) => ({ move: turnText(set), to: turnCoins(row, spec.rule.firstCoin, set) })),
        explanation: [
          'Coin-turning theorem: a row is the sum of its heads coins, each played alone, so its value is the XOR of their single-coin values g.',
          `Coins are numbered ${spec.rule.firstCoin}, ${spec.rule.firstCoin + 1}, … from the left. ${spec.valueRule}`,
          ...valueLines(
            total,
            heads.length === 0 ? '' : listText(heads),
            `${xorText(heads.map((coin) => `g(${coin})`))} = ${xorText(values)}`,
          ),
          ...(search.complete
            ? []
            : [
                `Winning moves: only the first ${spec.setBudget} sets this rule allows were searched (there are too many to list them all); those found are shown.`,
              ]),
        ],
      };
    },
  };
}

export const rulerFamily = rowFamily({
  family: 'ruler',
  rule: rulerRule,
  value: rulerValue,
  summary: 'Ruler: a row of coins; a move turns over any run of consecutive coins whose rightmost coin goes heads → tails.',
  example: 'THTTH',
  valueRule: 'Ruler: g(n) is the largest power of 2 dividing n (1, 2, 1, 4, 1, 2, 1, 8, …).',
});

export const mockTurtlesFamily = rowFamily({
  family: 'mock-turtles',
  rule: mockTurtlesRule,
  value: mockTurtlesValue,
  summary: 'Mock Turtles: a row of coins; a move turns over one, two or three coins, the rightmost going heads → tails.',
  example: 'HTTHT',
  valueRule:
    'Mock Turtles (the code 1-3): g(n) is the n-th odious number (odd count of 1 bits), 2(n − 1) or 2(n − 1) + 1 — 1, 2, 4, 7, 8, 11, 13, 14, …',
  playLimit: 24,
});

export const twinsFamily = rowFamily({
  family: 'twins',
  rule: twinsRule,
  value: twinsValue,
  summary: 'Twins: a row of coins; a move turns over exactly two coins, the rightmost going heads → tails.',
  example: 'THTHH',
  valueRule: 'Twins (the code 2): a lone coin n can become a lone coin at any m < n, so g(n) = n − 1 (Nim; coin 1 cannot move).',
});

/** `coins-multiples:n`: the heads coins of 1..n, as numbers. */
export const coinsMultiplesFamily: GameFamily = {
  family: 'coins-multiples',
  usage: 'coins-multiples:N',
  summary:
    'Coins 1..N; a move picks a heads coin x and k ≥ 1 with kx ≤ N and turns over x, 2x, …, kx (luogu-p3179). Position: the heads coins.',
  example: 'coins-multiples:21 2 3 18 21',
  create(parameters) {
    if (parameters === undefined) throw new NimlabError("coins-multiples needs the number of coins, e.g. 'coins-multiples:21'");
    const n = Number(parseNatural(parameters, 'coins-multiples: N', BigInt(MAX_MULTIPLES)));
    if (n === 0) throw new NimlabError('coins-multiples: N must be at least 1');
    const name = `coins-multiples:${n}`;
    let values: MultiplesValues | null = null;
    return {
      name,
      summary: coinsMultiplesFamily.summary,
      example: '2 3 18 21',
      playable: playableCoinsMultiples(n),
      analyze(words): PositionReport {
        if (words.length === 0) throw new NimlabError(`${name}: expected the heads coins, numbers in 1..${n}`);
        const heads = words.map((word, i) => Number(parseNatural(word, `heads coin ${i + 1}`, BigInt(n))));
        if (heads.some((x) => x === 0)) throw new NimlabError(`${name}: coins are numbered from 1`);
        if (new Set(heads).size !== heads.length) throw new NimlabError(`${name}: each heads coin is listed once`);
        values ??= new MultiplesValues(n);
        const table = values;
        const coinValues = heads.map((x) => table.value(x));
        const total = coinValues.reduce((acc, v) => acc ^ v, 0);
        const { moves, count } = table.winningMoves(heads, MAX_LISTED_MOVES);
        // The position after turning x..kx, written out while it stays short.
        const after = (coin: number, k: number): string => {
          if (k > 1000) return `${heads.join(' ')} with ${coin}, ${2 * coin}, …, ${k * coin} turned over`;
          const set = new Set(heads);
          for (let j = 1; j <= k; j++) if (!set.delete(j * coin)) set.add(j * coin);
          const sorted = [...set].sort((a, b) => a - b);
          if (sorted.length > 40) return `${sorted.slice(0, 10).join(' ')} … (${sorted.length} heads coins)`;
          return sorted.length === 0 ? '(no heads)' : sorted.join(' ');
        };
        return {
          position: heads.join(' '),
          outcome: total === 0 ? 'P' : 'N',
          grundy: total,
          components: heads.map((x, i) => ({ label: `coin ${x}`, value: coinValues[i] })),
          winningMoves: moves.map(({ coin, k }) => ({
            move:
              k === 1
                ? `turn coin ${coin}`
                : k === 2
                  ? `turn coins ${coin}, ${2 * coin}`
                  : `turn coins ${coin}, ${2 * coin}, …, ${k * coin} (k = ${k})`,
            to: after(coin, k),
          })),
          explanation: [
            'Coin-turning theorem: the position is the sum of its heads coins, each played alone, so its value is the XOR of their single-coin values g.',
            `A move from x touches jx, and ⌊${n}/(jx)⌋ = ⌊⌊${n}/x⌋/j⌋: g(x) = G(⌊${n}/x⌋) with G(m) = mex{ G(⌊m/2⌋) ⊕ … ⊕ G(⌊m/k⌋) : 1 ≤ k ≤ m }.`,
            ...valueLines(total, listText(heads), `${xorText(heads.map((x) => `g(${x})`))} = ${xorText(coinValues)}`),
            ...(count > moves.length ? [`${count} winning moves in all; the first ${moves.length} are listed.`] : []),
          ],
        };
      },
    };
  },
};

/** `turning-corners`: one word of H/T per row, coin (1, 1) at the top left. */
export const turningCornersFamily: GameFamily = {
  family: 'turning-corners',
  summary:
    'Turning Corners: a grid of coins; a move turns over the four corners of a rectangle whose lower-right corner goes heads → tails.',
  example: 'turning-corners THT HTH',
  create(parameters) {
    noParameters('turning-corners', parameters);
    return {
      name: 'turning-corners',
      summary: turningCornersFamily.summary,
      example: 'THT HTH',
      playable: createPlayableTurningCorners(),
      analyze(words): PositionReport {
        const rows = words.map((w) => w.toUpperCase());
        if (rows.length === 0) throw new NimlabError("turning-corners: expected the rows of the grid, e.g. 'THH HTT'");
        if (rows.some((r) => !/^[HT]+$/.test(r)))
          throw new NimlabError('turning-corners: rows are written with H (heads) and T (tails) only');
        if (rows.some((r) => r.length !== rows[0].length))
          throw new NimlabError('turning-corners: every row needs the same number of coins');
        if (rows.length > MAX_GRID_SIDE || rows[0].length > MAX_GRID_SIDE)
          throw new NimlabError(`turning-corners: at most ${MAX_GRID_SIDE} × ${MAX_GRID_SIDE} coins`);
        // Grid indices from 0; coins are named from 1, and coin (x, y) is Twins × Twins: (x − 1) ⊗ (y − 1).
        const g = (i: number, j: number) => Number(tartanValue(twinsValue(i + 1), twinsValue(j + 1)));
        const coin = (i: number, j: number) => `(${i + 1}, ${j + 1})`;
        const heads: [number, number][] = [];
        rows.forEach((row, x) => [...row].forEach((c, y) => c === 'H' && heads.push([x, y])));
        const values = heads.map(([x, y]) => g(x, y));
        const total = values.reduce((acc, v) => acc ^ v, 0);
        const winningMoves: { move: string; to: string }[] = [];
        if (total !== 0) {
          for (const [x, y] of heads) {
            for (let a = 0; a < x; a++) {
              for (let b = 0; b < y; b++) {
                if ((g(x, y) ^ g(a, y) ^ g(x, b) ^ g(a, b)) !== total) continue;
                const grid = rows.map((row) => [...row]);
                for (const [i, j] of [
                  [x, y],
                  [a, y],
                  [x, b],
                  [a, b],
                ])
                  grid[i][j] = grid[i][j] === 'H' ? 'T' : 'H';
                winningMoves.push({
                  move: `turn corners ${coin(a, b)}, ${coin(a, y)}, ${coin(x, b)}, ${coin(x, y)}`,
                  to: grid.map((r) => r.join('')).join(' '),
                });
              }
            }
          }
        }
        return {
          position: rows.join(' '),
          outcome: total === 0 ? 'P' : 'N',
          grundy: total,
          components: heads.map(([x, y], i) => ({ label: `coin ${coin(x, y)}`, value: values[i] })),
          winningMoves,
          explanation: [
            'Coin-turning theorem: the grid is the sum of its heads coins, each played alone; Turning Corners is Twins × Twins.',
            'Tartan theorem: coin (x, y) (row x, column y, from 1) has value g(x) ⊗ g(y) = (x − 1) ⊗ (y − 1), the nim-product of the Twins values.',
            ...valueLines(
              total,
              heads.length === 0
                ? ''
                : heads
                    .map(([x, y]) => coin(x, y))
                    .slice(0, SHOWN)
                    .join(', ') + (heads.length > SHOWN ? ', …' : ''),
              `${xorText(heads.map(([x, y]) => `${x}⊗${y}`))} = ${xorText(values)}`,
            ),
          ],
        };
      },
    };
  },
};
