import { NimlabError } from '../../engine/core/errors.js';
import { GrundySolver } from '../../engine/normal/grundy.js';
import { noParameters, type GameFamily, type MoveReport } from '../catalog.js';
import { parseNatural } from '../parse.js';
import { isWythoffP, wythoffLower, wythoffPlace, wythoffWinningMoves, type WythoffMove } from './fast.js';
import { wythoffGame } from './rules.js';
import { playableWythoff } from './playable.js';

/** Up to this heap size the engine computes the Grundy value (it has no closed form). */
const GRUNDY_BY_ENGINE_LIMIT = 100n;

/** Shared by every analysis, so repeated queries reuse the values already found. */
let grundySolver: GrundySolver<readonly [number, number]> | null = null;

function grundyValue(a: bigint, b: bigint, isP: boolean): number | null {
  if (isP) return 0;
  if (a > GRUNDY_BY_ENGINE_LIMIT || b > GRUNDY_BY_ENGINE_LIMIT) return null;
  grundySolver ??= new GrundySolver(wythoffGame);
  return grundySolver.grundy([Number(a), Number(b)]);
}

function moveReport(a: bigint, b: bigint, move: WythoffMove): MoveReport {
  const [x, y] = move.to;
  const what =
    move.from === 'both'
      ? `take ${move.take} from both heaps (${a} → ${x}, ${b} → ${y})`
      : move.from === 'first'
        ? `take ${move.take} from heap 1 (${a} → ${x})`
        : `take ${move.take} from heap 2 (${b} → ${y})`;
  return { move: what, to: `${x} ${y}` };
}

function explain(a: bigint, b: bigint, isP: boolean, grundy: number | null): string[] {
  const [low, high] = a <= b ? [a, b] : [b, a];
  const d = high - low;
  const lowerOfD = wythoffLower(d);
  const place = wythoffPlace(low);
  const lines = [
    "Wythoff's theorem: the P-positions are (⌊kφ⌋, ⌊kφ⌋ + k) and their mirror images, k = 0, 1, 2, … (φ = (1 + √5)/2).",
    `The heaps differ by d = ${d}; the P-position with that difference is k = ${d}: (${lowerOfD}, ${lowerOfD + d}) ` +
      `(⌊${d}φ⌋ = ${lowerOfD}, exact by integer square root).`,
  ];
  if (isP) {
    lines.push(`(${low}, ${high}) is that pair, so every move leaves an N-position: the player to move loses.`);
  } else {
    lines.push(
      `Heap ${low} belongs to the Wythoff pair k = ${place.k}: (${place.side === 'lower' ? `${low}, ${place.partner}` : `${place.partner}, ${low}`}); ` +
        `(${low}, ${high}) is not a P-position, so a move reaches one: keep a heap and move the other to its partner, ` +
        'or take equally from both to reach the pair with the same difference.',
    );
  }
  if (grundy !== null && !isP) lines.push(`Grundy value ${grundy} by the engine (exhaustive search; Wythoff values have no closed form).`);
  if (grundy === null)
    lines.push(`Grundy values of N-positions are computed by the engine only for heaps up to ${GRUNDY_BY_ENGINE_LIMIT}.`);
  return lines;
}

export const wythoffFamily: GameFamily = {
  family: 'wythoff',
  summary: "Wythoff's game: two heaps; a move takes any number from one heap or the same number from both.",
  example: 'wythoff 3 5',
  create(parameters) {
    noParameters('wythoff', parameters);
    return {
      name: 'wythoff',
      summary: wythoffFamily.summary,
      example: '3 5',
      playable: playableWythoff,
      analyze(words) {
        if (words.length !== 2) throw new NimlabError(`wythoff: expected two heap sizes 'a b', got ${words.length} word(s)`);
        const a = parseNatural(words[0], 'heap 1');
        const b = parseNatural(words[1], 'heap 2');
        const isP = isWythoffP(a, b);
        const grundy = grundyValue(a, b, isP);
        return {
          position: `${a} ${b}`,
          outcome: isP ? 'P' : 'N',
          grundy,
          winningMoves: wythoffWinningMoves(a, b).map((move) => moveReport(a, b, move)),
          explanation: explain(a, b, isP, grundy),
        };
      },
    };
  },
};
