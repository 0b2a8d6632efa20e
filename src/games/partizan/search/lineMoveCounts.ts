/**
 * Each player's possible and safe Domineering moves, kept per line and in total as dominoes are
 * placed and lifted — the cheap half of move counting, read at every position of the search
 * (Bullock, *Domineering: Solving Large Combinatorial Search Spaces*, M.Sc. thesis, Alberta 2002,
 * ch. 3; Breuker, Uiterwijk and van den Herik, TCS 230 (2000)):
 *
 * - possible: Σ⌊r/2⌋ over the runs of r empty cells of a line: at most that many more dominoes of
 *   its player will ever lie in it (cells are never emptied again);
 * - safe: the most disjoint dominoes of a line whose two cells both have no empty neighbour across
 *   (the lines on either side): the opponent can never take them.
 *
 * So the player to move wins when their safe moves outnumber the opponent's possible ones, and
 * loses when the opponent's safe moves are at least their own possible ones (`quickVerdict`).
 *
 * `lines[side]` are the board's empty cells along the player's own lines (bit k of line j: cell k
 * of line j), as `DomineeringSearch` holds them; side 0 (Left) lies along columns, side 1 along rows.
 */
export class LineMoveCounts {
  /** Total possible moves of side 0 and side 1. */
  readonly possible = new Int32Array(2);
  /** Total safe moves of side 0 and side 1. */
  readonly safe = new Int32Array(2);
  private readonly possibleByLine: [Int32Array, Int32Array];
  private readonly safeByLine: [Int32Array, Int32Array];
  /** Σ⌊r/2⌋ over the runs of a 16-bit word. */
  private readonly pairsOf16: Uint8Array;
  /** 1 when greedy pairing from bit 0 leaves bit 15 of a 16-bit word set and unpaired. */
  private readonly unpairedTop: Uint8Array;

  constructor(private readonly lines: readonly [Int32Array, Int32Array]) {
    this.pairsOf16 = new Uint8Array(1 << 16);
    this.unpairedTop = new Uint8Array(1 << 16);
    for (let word = 1; word < 1 << 16; word++) {
      // Greedy pairing along the word: a run of r cells holds ⌊r/2⌋ dominoes.
      let pairs = 0;
      let run = 0;
      for (let bit = 0; bit <= 16; bit++) {
        if (bit < 16 && (word & (1 << bit)) !== 0) run++;
        else {
          pairs += run >> 1;
          if (bit === 16 && (run & 1) === 1) this.unpairedTop[word] = 1;
          run = 0;
        }
      }
      this.pairsOf16[word] = pairs;
    }
    this.possibleByLine = [new Int32Array(lines[0].length), new Int32Array(lines[1].length)];
    this.safeByLine = [new Int32Array(lines[0].length), new Int32Array(lines[1].length)];
    for (let side = 0; side < 2; side++) for (let line = 0; line < lines[side]!.length; line++) this.recount(side, line);
  }

  /** Σ⌊r/2⌋ over the runs of a word of up to 31 bits. */
  pairs(word: number): number {
    const low = word & 0xffff;
    const high = word >>> 16;
    if (high === 0) return this.pairsOf16[low]!;
    // A run across bit 16 whose low part is odd pairs bit 15 with bit 16.
    if (this.unpairedTop[low] === 1 && (high & 1) !== 0) return this.pairsOf16[low]! + 1 + this.pairsOf16[high & ~1]!;
    return this.pairsOf16[low]! + this.pairsOf16[high]!;
  }

  /** Brings the counts up to date after `side` placed or lifted a domino on its line `line`, cells `bit`, `bit` + 1. */
  update(side: number, line: number, bit: number): void {
    const own = this.lines[side]!;
    this.recount(side, line);
    if (line > 0) this.recountSafe(side, line - 1);
    if (line + 1 < own.length) this.recountSafe(side, line + 1);
    const other = side ^ 1;
    const across = this.lines[other]!;
    this.recount(other, bit);
    this.recount(other, bit + 1);
    if (bit > 0) this.recountSafe(other, bit - 1);
    if (bit + 2 < across.length) this.recountSafe(other, bit + 2);
  }

  /**
   * What `side`'s domino on its line `line`, cells `bit`, `bit` + 1 (empty now) would change,
   * without placing it: writes the totals after it into `after` (possible and safe of side 0,
   * then of side 1) — the same numbers `update` would leave, read off the affected lines only.
   */
  countsAfter(side: number, line: number, bit: number, after: Int32Array): void {
    const own = this.lines[side]!;
    const other = side ^ 1;
    const across = this.lines[other]!;
    own[line]! ^= 3 << bit;
    across[bit]! ^= 1 << line;
    across[bit + 1]! ^= 1 << line;
    const ownPossible = this.possibleByLine[side]!;
    const ownSafe = this.safeByLine[side]!;
    const acrossPossible = this.possibleByLine[other]!;
    const acrossSafe = this.safeByLine[other]!;
    const possibleMine = this.possible[side]! + this.pairs(own[line]!) - ownPossible[line]!;
    let safeMine = this.safe[side]!;
    for (let at = Math.max(0, line - 1), last = Math.min(own.length - 1, line + 1); at <= last; at++)
      safeMine += this.safePairs(own, at) - ownSafe[at]!;
    let possibleTheirs = this.possible[other]!;
    for (let at = bit; at <= bit + 1; at++) possibleTheirs += this.pairs(across[at]!) - acrossPossible[at]!;
    let safeTheirs = this.safe[other]!;
    for (let at = Math.max(0, bit - 1), last = Math.min(across.length - 1, bit + 2); at <= last; at++)
      safeTheirs += this.safePairs(across, at) - acrossSafe[at]!;
    own[line]! ^= 3 << bit;
    across[bit]! ^= 1 << line;
    across[bit + 1]! ^= 1 << line;
    after[2 * side] = possibleMine;
    after[2 * side + 1] = safeMine;
    after[2 * other] = possibleTheirs;
    after[2 * other + 1] = safeTheirs;
  }

  /**
   * Counting's cheap verdict for `side` to move: 1 wins (its safe moves outlast every move the
   * opponent can make), -1 loses (the opponent's safe moves match every move it can make), 0 open.
   */
  quickVerdict(side: number): number {
    return cheapVerdict(this.possible[side]!, this.safe[side]!, this.possible[side ^ 1]!, this.safe[side ^ 1]!);
  }

  private recount(side: number, line: number): void {
    const count = this.pairs(this.lines[side]![line]!);
    const byLine = this.possibleByLine[side]!;
    this.possible[side]! += count - byLine[line]!;
    byLine[line] = count;
    this.recountSafe(side, line);
  }

  /** Safe pairs of line `line` of `own`: cells with no empty neighbour on the lines either side. */
  private safePairs(own: Int32Array, line: number): number {
    const neighbours = (line > 0 ? own[line - 1]! : 0) | (line + 1 < own.length ? own[line + 1]! : 0);
    return this.pairs(own[line]! & ~neighbours);
  }

  private recountSafe(side: number, line: number): void {
    const count = this.safePairs(this.lines[side]!, line);
    const byLine = this.safeByLine[side]!;
    this.safe[side]! += count - byLine[line]!;
    byLine[line] = count;
  }
}

/** The cheap verdict for the mover from both players' totals: 1 wins, -1 loses, 0 open (see `quickVerdict`). */
export function cheapVerdict(moverPossible: number, moverSafe: number, otherPossible: number, otherSafe: number): number {
  if (moverSafe > otherPossible) return 1;
  if (otherSafe >= moverPossible) return -1;
  return 0;
}
