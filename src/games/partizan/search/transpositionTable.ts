/** What the table knows of a position with a player to move. */
export const UNKNOWN = 0;
export const WIN = 1;
export const LOSS = 2;

/**
 * A transposition table for a boolean (win/loss) search of board positions (Breuker, Uiterwijk
 * and van den Herik, "Solving 8×8 Domineering", TCS 230 (2000): two-level replacement by the
 * size of the subtree). Entries are typed arrays; a position is found by a 64-bit Zobrist hash
 * split in two words and confirmed by its whole board (`words` 32-bit words), so a hash
 * collision can never give a wrong answer. Slot 2k keeps the entry of the larger subtree,
 * slot 2k+1 the newest.
 */
export class TranspositionTable {
  readonly size: number;
  private readonly hashHigh: Int32Array;
  private readonly boards: Int32Array;
  /** 0: empty; else 1 + 2·side + (loss ? 1 : 0). */
  private readonly tags: Uint8Array;
  private readonly bestMoves: Int32Array;
  private readonly work: Float64Array;

  constructor(
    bits: number,
    private readonly words: number,
  ) {
    if (bits < 1 || bits > 28) throw new RangeError(`transposition table bits must be 1 to 28, not ${bits}`);
    this.size = 2 ** bits;
    this.hashHigh = new Int32Array(this.size);
    this.boards = new Int32Array(this.size * words);
    this.tags = new Uint8Array(this.size);
    this.bestMoves = new Int32Array(this.size).fill(-1);
    this.work = new Float64Array(this.size);
  }

  /** WIN, LOSS or UNKNOWN for `board` with `side` to move. */
  probe(low: number, high: number, board: Int32Array, side: number): number {
    const first = low & (this.size - 2);
    for (let slot = first; slot <= first + 1; slot++) {
      const tag = this.tags[slot]!;
      if (tag === 0 || this.hashHigh[slot] !== high || (tag - 1) >> 1 !== side || !this.sameBoard(slot, board)) continue;
      return (tag - 1) & 1 ? LOSS : WIN;
    }
    return UNKNOWN;
  }

  /** The best move stored with the position (-1: none). */
  bestMove(low: number, high: number, board: Int32Array, side: number): number {
    const first = low & (this.size - 2);
    for (let slot = first; slot <= first + 1; slot++) {
      const tag = this.tags[slot]!;
      if (tag !== 0 && this.hashHigh[slot] === high && (tag - 1) >> 1 === side && this.sameBoard(slot, board)) return this.bestMoves[slot]!;
    }
    return -1;
  }

  store(low: number, high: number, board: Int32Array, side: number, win: boolean, bestMove: number, work: number): void {
    const first = low & (this.size - 2);
    const slot = this.tags[first] === 0 || this.work[first]! <= work ? first : first + 1;
    if (slot === first && this.tags[first] !== 0) this.copy(first, first + 1);
    this.tags[slot] = 1 + 2 * side + (win ? 0 : 1);
    this.hashHigh[slot] = high;
    this.bestMoves[slot] = bestMove;
    this.work[slot] = work;
    this.boards.set(board, slot * this.words);
  }

  private copy(from: number, to: number): void {
    this.tags[to] = this.tags[from]!;
    this.hashHigh[to] = this.hashHigh[from]!;
    this.bestMoves[to] = this.bestMoves[from]!;
    this.work[to] = this.work[from]!;
    this.boards.copyWithin(to * this.words, from * this.words, (from + 1) * this.words);
  }

  private sameBoard(slot: number, board: Int32Array): boolean {
    const at = slot * this.words;
    for (let word = 0; word < this.words; word++) if (this.boards[at + word] !== board[word]) return false;
    return true;
  }
}
