/**
 * `gen-wythoff:A` (Fraenkel's a-Wythoff) in the catalog and the playground: two heaps; take from
 * one, or i and j from both with |i − j| < A. P-positions by the closed form; Grundy values of
 * small positions by the engine.
 */
import { NimlabError } from '../../engine/core/errors.js';
import { GrundySolver } from '../../engine/normal/grundy.js';
import type { GameFamily } from '../catalog.js';
import { heapRows, PLAY_HEAP_LIMIT } from '../heapPlay.js';
import { parseNatural } from '../parse.js';
import type { Playable, PlayMove } from '../playable.js';
import { aWythoffPair, aWythoffWinningMoves, isAWythoffP } from './fast.js';
import { aWythoffRule, diagonalWythoffGame, type HeapPair } from './rules.js';

const GRUNDY_BY_ENGINE_LIMIT = 60n;
const MAX_A = 1_000_000n;

function playable(a: number, name: string): Playable<[number, number]> {
  return {
    supportsMisere: false,
    parse(words) {
      if (words.length !== 2) throw new NimlabError(`${name}: expected two heap sizes 'x y', got ${words.length} word(s)`);
      const [x, y] = words.map((word, i) => Number(parseNatural(word, `heap ${i + 1}`, BigInt(PLAY_HEAP_LIMIT))));
      return [x, y];
    },
    format: ([x, y]) => `${x} ${y}`,
    board: ([x, y]) => heapRows([x, y]),
    moves([x, y]) {
      const moves: PlayMove<[number, number]>[] = [];
      for (let take = 1; take <= x; take++) moves.push({ label: `a-${take}`, to: [x - take, y] });
      for (let take = 1; take <= y; take++) moves.push({ label: `b-${take}`, to: [x, y - take] });
      for (let i = 1; i <= x; i++)
        for (let j = 1; j <= y; j++) if (Math.abs(i - j) < a) moves.push({ label: `both-${i},${j}`, to: [x - i, y - j] });
      return moves;
    },
    toMoveWins: ([x, y]) => !isAWythoffP(BigInt(a), BigInt(x), BigInt(y)),
  };
}

export const genWythoffFamily: GameFamily = {
  family: 'gen-wythoff',
  usage: 'gen-wythoff:A',
  summary:
    "Fraenkel's a-Wythoff: two heaps; take any number from one heap, or i from one and j from the other with |i − j| < A " +
    '(A = 1 is Wythoff). P-positions (A_n, A_n + A·n), A_n = mex of the earlier ones = ⌊nα⌋, α = (2 − A + √(A² + 4))/2.',
  example: 'gen-wythoff:2 4 10',
  create(parameters) {
    if (parameters === undefined) throw new NimlabError("gen-wythoff needs A, as in 'gen-wythoff:2'");
    const big = parseNatural(parameters, 'gen-wythoff: A', MAX_A);
    if (big === 0n) throw new NimlabError('gen-wythoff: A must be at least 1');
    const a = Number(big);
    const name = `gen-wythoff:${a}`;
    let solver: GrundySolver<HeapPair> | null = null;
    return {
      name,
      summary: genWythoffFamily.summary,
      example: '4 10',
      playable: playable(a, name),
      analyze(words) {
        if (words.length !== 2) throw new NimlabError(`${name}: expected two heap sizes 'x y', got ${words.length} word(s)`);
        const x = parseNatural(words[0], 'heap 1');
        const y = parseNatural(words[1], 'heap 2');
        const isP = isAWythoffP(big, x, y);
        let grundy: number | null = isP ? 0 : null;
        if (!isP && x <= GRUNDY_BY_ENGINE_LIMIT && y <= GRUNDY_BY_ENGINE_LIMIT) {
          solver ??= new GrundySolver(diagonalWythoffGame(aWythoffRule(a)));
          grundy = solver.grundy([Number(x), Number(y)]);
        }
        const [low, high] = x <= y ? [x, y] : [y, x];
        const n = (high - low) / big;
        const pair = (high - low) % big === 0n ? aWythoffPair(big, n) : null;
        return {
          position: `${x} ${y}`,
          outcome: isP ? 'P' : 'N',
          grundy,
          winningMoves: aWythoffWinningMoves(big, x, y).map(({ take: [i, j], to: [u, v] }) => ({
            move:
              i > 0n && j > 0n ? `take ${i} from heap 1 and ${j} from heap 2` : i > 0n ? `take ${i} from heap 1` : `take ${j} from heap 2`,
            to: `${u} ${v}`,
          })),
          explanation: [
            `${name}: P-positions are (A_n, B_n) and their mirror images with B_n = A_n + ${a}n and A_n the least number not among the earlier A's and B's; ` +
              `A_n = ⌊nα⌋, α = (2 − ${a} + √${a * a + 4})/2, computed exactly with an integer square root.`,
            pair
              ? `The heaps differ by ${high - low} = ${a}·${n}, and (A_${n}, B_${n}) = (${pair[0]}, ${pair[1]}): ${isP ? 'this position, so the player to move loses' : 'not this position'}.`
              : `The heaps differ by ${high - low}, not a multiple of ${a}, so this is no P-position.`,
            ...(grundy === null && !isP
              ? [`Grundy values of N-positions are computed by the engine for heaps up to ${GRUNDY_BY_ENGINE_LIMIT}.`]
              : []),
          ],
        };
      },
    };
  },
};
