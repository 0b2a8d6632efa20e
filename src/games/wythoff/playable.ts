import { NimlabError } from '../../engine/core/errors.js';
import { heapRows, PLAY_HEAP_LIMIT } from '../heapPlay.js';
import { parseNatural } from '../parse.js';
import type { Playable, PlayMove } from '../playable.js';
import { isWythoffP } from './fast.js';

/** Positions up to this size are drawn as a board with the queen; larger ones as two heaps. */
const BOARD_LIMIT = 20;

/** Two heaps (a, b): the queen on square (a, b) of Wythoff's board. */
export type WythoffPlay = [number, number];

/**
 * Wythoff's game played move by move: `a-2` takes 2 from heap a, `b-1` takes 1 from heap b,
 * `both-3` takes 3 from both. Seen on the board, the queen moves left, down or diagonally down-left
 * towards the corner (0, 0), and whoever puts it there wins.
 */
export const playableWythoff: Playable<WythoffPlay> = {
  supportsMisere: false,
  picture: { kind: 'wythoff-board' },
  parse(words) {
    if (words.length !== 2) throw new NimlabError(`wythoff: expected two heap sizes 'a b', got ${words.length} word(s)`);
    const [a, b] = words.map((word, i) => Number(parseNatural(word, `heap ${i === 0 ? 'a' : 'b'}`, BigInt(PLAY_HEAP_LIMIT))));
    return [a, b];
  },
  format: ([a, b]) => `${a} ${b}`,
  board: wythoffBoard,
  moves([a, b]) {
    const moves: PlayMove<WythoffPlay>[] = [];
    for (let take = 1; take <= a; take++) moves.push({ label: `a-${take}`, to: [a - take, b] });
    for (let take = 1; take <= b; take++) moves.push({ label: `b-${take}`, to: [a, b - take] });
    for (let take = 1; take <= Math.min(a, b); take++) moves.push({ label: `both-${take}`, to: [a - take, b - take] });
    return moves;
  },
  toMoveWins: ([a, b]) => !isWythoffP(BigInt(a), BigInt(b)),
};

/** The board from (0, 0) to the queen's square (it only moves towards the corner); heaps when large. */
function wythoffBoard([a, b]: WythoffPlay): string[] {
  if (a > BOARD_LIMIT || b > BOARD_LIMIT) return heapRows([a, b]).map((row, i) => row.replace(/^heap \d/, i === 0 ? 'heap a' : 'heap b'));
  const rows: string[] = [];
  for (let y = b; y >= 0; y--) {
    const cells = Array.from({ length: a + 1 }, (_, x) => (x === a && y === b ? 'Q' : '·'));
    rows.push(`${String(y).padStart(2)} │ ${cells.join(' ')}`);
  }
  rows.push(`   └${'─'.repeat(2 * a + 2)}`);
  rows.push(`     ${Array.from({ length: a + 1 }, (_, x) => x % 10).join(' ')}   (queen at a = ${a}, b = ${b}; bring it to 0 0 to win)`);
  return rows;
}
