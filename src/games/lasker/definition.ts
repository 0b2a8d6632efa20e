import { outcomeOfValue } from '../../engine/normal/analysis.js';
import { noParameters, type GameFamily, type MoveReport } from '../catalog.js';
import { parseHeaps } from '../parse.js';
import { laskerGrundy, laskerSumGrundy, laskerWinningMoveCount, laskerWinningMoves, type LaskerMove } from './fast.js';
import { laskerHeap } from './rules.js';
import { playableLasker } from './playable.js';

/** Splits can be astronomically many; the report lists this many and counts the rest. */
const LISTED_MOVES = 20;

function report(heaps: readonly bigint[], move: LaskerMove): MoveReport {
  const before = heaps[move.heap];
  if (move.kind === 'take') {
    return {
      move: `heap ${move.heap + 1}: ${before} → ${move.to}`,
      to: heaps.map((h, i) => (i === move.heap ? String(move.to) : String(h))).join(' '),
    };
  }
  const [a, b] = move.into;
  return {
    move: `heap ${move.heap + 1}: split ${before} into ${a} + ${b}`,
    to: heaps.flatMap((h, i) => (i === move.heap ? [String(a), String(b)] : [String(h)])).join(' '),
  };
}

export const laskerFamily: GameFamily = {
  family: 'lasker',
  summary: "Lasker's Nim: heaps; a move removes stones from one heap or splits a heap into two non-empty heaps.",
  example: 'lasker 2 11',
  create(parameters) {
    noParameters('lasker', parameters);
    return {
      name: 'lasker',
      summary: laskerFamily.summary,
      example: '2 11',
      heap: laskerHeap,
      playable: playableLasker,
      analyze(words) {
        const heaps = parseHeaps(words);
        const values = heaps.map(laskerGrundy);
        const total = laskerSumGrundy(heaps);
        const listed: MoveReport[] = [];
        for (const move of laskerWinningMoves(heaps)) {
          if (listed.length === LISTED_MOVES) break;
          listed.push(report(heaps, move));
        }
        const count = total === 0n ? 0n : laskerWinningMoveCount(heaps);
        const explanation = [
          "Lasker's Nim values: G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4, G(4k+4) = 4k+3, G(0) = 0.",
          `${heaps.map((h, i) => `G(${h}) = ${values[i]}`).join(', ')}; the sum has value ${values.join(' ⊕ ')} = ${total}.`,
          total === 0n
            ? 'Value 0: every move leaves a non-zero value, so the player to move loses.'
            : `Value ${total}: move one heap h to value G(h) ⊕ ${total}, by taking stones or by a split whose parts' values XOR to it.`,
        ];
        if (count > BigInt(listed.length)) explanation.push(`There are ${count} winning moves; the first ${listed.length} are listed.`);
        return {
          position: heaps.join(' '),
          outcome: outcomeOfValue(total === 0n ? 0 : 1),
          grundy: total,
          components: heaps.map((h, i) => ({ label: `heap ${i + 1}: ${h}`, value: values[i] })),
          winningMoves: listed,
          explanation,
        };
      },
    };
  },
};
