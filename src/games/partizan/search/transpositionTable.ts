/** What the table knows of a position with a player to move. */
export const UNKNOWN = 0;
export const WIN = 1;
export const LOSS = 2;

/** Work (positions searched below an entry) is kept in the tag word above its three flag bits. */
const MAX_WORK = 2 ** 28 - 1;

/**
 * A transposition table for a boolean (win/loss) search of board positions (Breuker, Uiterwijk
 * and van den Herik, "Solving 8×8 Domineering", TCS 230 (2000): two-level replacement by the
 * size of the subtree). A position is its board packed one bit per cell into `words` 32-bit
 * words; an entry is those words and a tag word (player to move, win or loss, work) side by side
 * in one Int32Array, so a lookup touches one or two cache lines. The slot comes from the caller's
 * hash; the whole board confirms it, so a hash collision can never give a wrong answer. Slot 2k
 * keeps the entry of the larger subtree, slot 2k+1 the newest.
 */
export class TranspositionTable {
  readonly size: number;
  private readonly stride: number;
  /** Entry k at k·stride: the board's words, then the tag (0: empty; else 1 + side + 2·loss + 4·work). */
  private readonly entries: Int32Array;

  constructor(
    bits: number,
    private readonly words: number,
  ) {
    if (bits < 1 || bits > 28) throw new RangeError(`transposition table bits must be 1 to 28, not ${bits}`);
    this.size = 2 ** bits;
    this.stride = words + 1;
    this.entries = new Int32Array(this.size * this.stride);
  }

  /** WIN, LOSS or UNKNOWN for the board at `board[offset …]` with `side` to move. */
  probe(hash: number, board: Int32Array, offset: number, side: number): number {
    const entries = this.entries;
    const words = this.words;
    for (let slot = hash & (this.size - 2), last = slot + 1; slot <= last; slot++) {
      const at = slot * this.stride;
      const tag = entries[at + words]!;
      if (tag === 0 || ((tag - 1) & 1) !== side) continue;
      let same = true;
      for (let word = 0; word < words && same; word++) same = entries[at + word] === board[offset + word];
      if (same) return ((tag - 1) & 2) === 0 ? WIN : LOSS;
    }
    return UNKNOWN;
  }

  /** Records the board at `board[offset …]` with `side` to move, its outcome and the work it took. */
  store(hash: number, board: Int32Array, offset: number, side: number, win: boolean, work: number): void {
    const entries = this.entries;
    const words = this.words;
    const first = hash & (this.size - 2);
    const firstTag = entries[first * this.stride + words]!;
    const kept = Math.min(work, MAX_WORK);
    const slot = firstTag === 0 || (firstTag - 1) >>> 2 <= kept ? first : first + 1;
    // The entry of the larger subtree moves down to the newest slot when a larger one comes.
    if (slot === first && firstTag !== 0) entries.copyWithin((first + 1) * this.stride, first * this.stride, (first + 1) * this.stride);
    const at = slot * this.stride;
    for (let word = 0; word < words; word++) entries[at + word] = board[offset + word]!;
    entries[at + words] = 1 + side + (win ? 0 : 2) + kept * 4;
  }
}
