import { MAX_BITBOARD_SIDE, popcount } from '../domineering/bitboard.js';

/** Indices of one player's counts in a `MoveCounts` array. */
export const POSSIBLE = 0;
export const SAFE = 1;
export const VULNERABLE = 2;
export const PROTECTIVE = 3;
/** Vulnerable moves no other vulnerable move touches across (one Y domino takes at most one). */
export const LONE = 4;
/** Vulnerable moves with one guarded cell (they cover one cell the opponent could use, not two). */
export const HALF_GUARDED = 5;
/** Empty cells the player can still cover: those with an empty neighbour along its own lines. */
export const USABLE = 6;
/** The player's runs of odd length 3 or more (one cell of each it can never cover). */
export const ODD_RUNS = 7;
/** The number of lines across; then, per line across k, its empty cells and the vulnerable pairs ending on it. */
export const LINE_COUNT = 8;
export const LINES = 9;
/** Slots a count takes. */
export const COUNT_SLOTS = LINES + 2 * MAX_BITBOARD_SIDE;

/** The verdict of counting for the player to move. */
export const UNDECIDED = 0;
export const MOVER_WINS = 1;
export const MOVER_LOSES = 2;

/**
 * Move counting for Domineering: a static evaluation that decides a position without search when
 * one player's guaranteed moves outlast every move the other can still make (Bullock, *Domineering:
 * Solving Large Combinatorial Search Spaces*, M.Sc. thesis, Alberta 2002, ch. 3: safe, protective
 * and vulnerable areas; Lachmann, Moore and Rapaport, "Who wins Domineering on rectangular
 * boards?", MSRI Publ. 42 (2002): safe moves). The bounds, derived here:
 *
 * - possible(Y): each run of r empty cells in Y's direction holds at most ⌊r/2⌋ of Y's dominoes,
 *   and cells are never emptied again, so Y can make at most Σ⌊r/2⌋ more moves whatever happens.
 * - For the other player X, disjoint *assets*, each cell in at most one:
 *   safe — two cells along X's direction, neither with an empty neighbour across (Y can never
 *   cover them): one move nobody can take;
 *   protective — a 2×2 empty block whose two lines across are runs of exactly two cells (the cells
 *   beside it across are filled): X playing in it leaves the other half safe (two moves), and a Y
 *   domino touching it lies wholly inside it (its sides are filled), so it spoils this area and
 *   nothing else;
 *   vulnerable — two other empty cells along X's direction (at most one of them guarded, left
 *   over by the safe pairs): one move, that a Y domino covering
 *   one of its cells takes; one Y domino has two cells, so it takes at most two of them, and only
 *   one if it is *lone* (no cell of another vulnerable pair beside its cells across: the two
 *   cells of a Y domino are neighbours across, so two pairs it takes touch each other).
 * - The race, counted as a margin: X plays assets, Y spends each move spoiling one protective
 *   area, one lone vulnerable move or at most two others (or nothing). An area's two lines across
 *   are two of Y's possible moves: X's move there takes both, while Y spoiling it gets at most those
 *   two. So let possible'(Y) = possible(Y) − 2k, and `race[turn][k][a][b]` the least, over Y's
 *   play, of (X's moves from the assets) − (Y's moves inside X's areas), by exact minimax of that
 *   race (Y may also pass). X plays the safe moves after the assets (Y cannot touch them). Then
 *   X's moves − Y's moves ≥ safe + race − possible'(Y) whatever Y does; guaranteed = safe + 2k +
 *   race, moving first or second. Adding an asset never lowers safe + 2k + race (X may ignore it),
 *   so counts past the table are clamped.
 * - X to move wins if guaranteedFirst(X) > possible(Y): X's moves outnumber Y's, so Y is the first
 *   who cannot move. X to move loses if guaranteedSecond(Y) ≥ possible(X): Y moving second makes as
 *   many moves as X can.
 * - Area (after Bullock's bound by the squares left to the opponent; derived here). usable(Y)
 *   counts the empty cells with an empty neighbour along Y's direction, 2·possible(Y) plus one
 *   per run of odd length 3 or more: the others Y can never cover (X's safe cells are among them). Every later Y domino lies on two cells of one run of
 *   Y's usable cells (its cells are neighbours along Y's lines, empty now), and on no cell X has
 *   covered. X's assets cover usable cells of Y: a protective area all four (each cell's neighbour
 *   across is in the area), a vulnerable move its unguarded cells, u = 2, or 1 if HALF_GUARDED.
 *   A run of r cells of which X covers c holds at most ⌊(r − c)/2⌋ Y dominoes; with c' ≤ c the
 *   cells X's asset moves cover, that is ≤ (r − c')/2, and ≤ (r − 1)/2 for an odd run no cell of
 *   X's vulnerable moves lies in (c' = 0 there: areas lie in runs of two; if X covers a cell of it
 *   otherwise, r − c ≤ r − 1). Counting those runs as spared(Y | X), Y's dominoes number at most
 *   (usable(Y) − c' − spared)/2. Say X, moving first, is stuck after n moves of each: X has played
 *   every safe move and every asset Y did not spoil, so n ≥ safe + (asset moves), and 2n ≤
 *   usable(Y) − c' − spared. Let claim = 2·safe + the least, over Y's play in the race above, of
 *   2·(X's asset moves) + c' — X scores 8 for an area (two moves, four cells), 2 + u for a
 *   vulnerable move, and Y nothing (its moves are charged by usable(Y) itself), Y spoiling as
 *   before. Then X to move wins if claimFirst(X) > usable(Y) − spared(Y | X). Moving second, X
 *   is stuck after Y's n + 1 and X's n moves: 2(n + 1) ≤ usable(Y) − c' − spared, so X to move
 *   loses if claimSecond(Y) ≥ usable(X) − spared(X | Y) − 1. One race table scores u = 1 for
 *   every vulnerable move, one u = 2; X playing the latter's strategy (two-cell moves first)
 *   scores at most one less per half-guarded move, so the race term is max(table₁, table₂ −
 *   halfGuarded). The bounds by possible moves and by area are two strategies of X; either that
 *   holds decides. spared ≤ odd runs of Y, so it is walked out only when it could tip the test. More assets never lower a claim (X treats a spoiled extra asset as Y passing
 *   and plays a surviving one at the end; all scores are ≥ 0), so clamped counts stay sound.
 *
 * `counts` holds a player's numbers; the tables are this object's (made once per search).
 */
export class MoveCounter {
  private readonly raceFirst: Int32Array;
  private readonly raceSecond: Int32Array;
  /** The area race: vulnerable moves covering one usable cell of the opponent's (u = 1) or two. */
  private readonly claimOneFirst: Int32Array;
  private readonly claimOneSecond: Int32Array;
  private readonly claimTwoFirst: Int32Array;
  private readonly claimTwoSecond: Int32Array;
  /** Table bounds: counts past them are clamped (the race only grows with more assets). */
  private readonly maxProtective: number;
  private readonly maxLone: number;
  private readonly maxVulnerable: number;

  constructor(cells: number) {
    this.maxProtective = Math.min(cells >> 2, 16) + 1;
    this.maxLone = Math.min(cells >> 1, 48) + 1;
    this.maxVulnerable = Math.min(cells >> 1, 48) + 1;
    const shape: RaceShape = { protective: this.maxProtective, lone: this.maxLone, vulnerable: this.maxVulnerable };
    const size = this.maxProtective * this.maxLone * this.maxVulnerable;
    this.raceFirst = new Int32Array(size);
    this.raceSecond = new Int32Array(size);
    // Moves: an area is two moves for X, and spoiling it up to two for Y (its domino, then the other row).
    fillRace(this.raceFirst, this.raceSecond, shape, { area: 2, vulnerable: 1, spoiledArea: 2 });
    // Twice the moves plus the covered cells: an area is two moves over four cells; Y scores nothing.
    this.claimOneFirst = new Int32Array(size);
    this.claimOneSecond = new Int32Array(size);
    fillRace(this.claimOneFirst, this.claimOneSecond, shape, { area: 8, vulnerable: 3, spoiledArea: 0 });
    this.claimTwoFirst = new Int32Array(size);
    this.claimTwoSecond = new Int32Array(size);
    fillRace(this.claimTwoFirst, this.claimTwoSecond, shape, { area: 8, vulnerable: 4, spoiledArea: 0 });
  }

  /**
   * Counts the moves of the player whose dominoes lie along `own` lines, read on the lines
   * `across` theirs (word k holds position k of every own line, bit j = own line j), into
   * `counts[offset …]`. Greedy pairing along each own line gives ⌊r/2⌋ per run for `possible`;
   * safe pairs are taken from guarded cells, protective areas next from the rest, vulnerable
   * pairs from what is left — all disjoint. No allocation.
   */
  count(across: Int32Array, counts: Int32Array, offset: number): void {
    let pending = 0;
    let pendingSafe = 0;
    let pendingFree = 0;
    let possible = 0;
    let safe = 0;
    let vulnerable = 0;
    let protective = 0;
    let lone = 0;
    let halfGuarded = 0;
    let oddRuns = 0;
    let previous = 0;
    // Vulnerable pairs completed at the last two positions (a pair is classed once both
    // positions beside it across are known: lone if no other pair's cell is its neighbour across).
    let completedBefore = 0;
    let completedLast = 0;
    // Cells of position k already taken by a protective area started at k − 1.
    let takenByArea = 0;
    let kept = offset + LINES;
    for (let k = 0; k < across.length; k++) {
      const empty = across[k]!;
      const next = k + 1 < across.length ? across[k + 1]! : 0;
      const before = previous;
      previous = empty;
      const guarded = empty & ~(empty << 1) & ~(empty >>> 1);
      const paired = pending & empty;
      possible += popcount(paired);
      pending = empty & ~paired;
      // A cell left unpaired here ends a run of odd length if the run stops here: three or more
      // cells if the cell before is empty (usable cells are 2·possible plus one per such run).
      const oddRunEnds = pending & before & ~next;
      if (oddRunEnds !== 0) oddRuns += popcount(oddRunEnds);
      const pairedSafe = pendingSafe & guarded;
      safe += popcount(pairedSafe);
      // A guarded cell whose next cell is not guarded is left out of the safe pairs: it may still
      // be the first cell of a vulnerable pair (the opponent can take that pair only by its other cell).
      const leftOver = pendingSafe & ~guarded;
      pendingSafe = guarded & ~pairedSafe;
      // Unguarded cells not in an area begun on the line before, paired greedily along own lines.
      let free = empty & ~guarded & ~takenByArea;
      takenByArea = 0;
      if (k + 1 < across.length) {
        // A protective area at own lines j, j+1 and positions k, k+1: runs of exactly two across at
        // both (two areas never share a run, so they are disjoint); it takes precedence over pairing.
        const starts = pairStarts(empty) & pairStarts(across[k + 1]!) & free & (free >>> 1);
        if (starts !== 0) {
          const cells = starts | (starts << 1);
          protective += popcount(starts);
          free &= ~cells;
          takenByArea = cells;
        }
      }
      // ... and a guarded cell that will not pair safe (its next cell is not guarded) may end a
      // vulnerable pair begun by an unguarded cell before it.
      const guardedNext = next & ~(next << 1) & ~(next >>> 1);
      const endsOnGuarded = pendingFree & pendingSafe & ~guardedNext;
      pendingSafe &= ~endsOnGuarded;
      const pairedFree = ((pendingFree | leftOver) & free) | endsOnGuarded;
      const pairedHalfGuarded = (leftOver & free) | endsOnGuarded;
      if (pairedHalfGuarded !== 0) halfGuarded += popcount(pairedHalfGuarded);
      pendingFree = free & ~pairedFree;
      // Kept for the area bound's spared runs, worked out only when they could decide.
      counts[kept++] = empty;
      counts[kept++] = pairedFree;
      lone += loneCount(completedBefore, completedLast, pairedFree);
      vulnerable += popcount(completedLast);
      completedBefore = completedLast;
      completedLast = pairedFree;
    }
    lone += loneCount(completedBefore, completedLast, 0);
    vulnerable += popcount(completedLast);
    counts[offset + POSSIBLE] = possible;
    counts[offset + SAFE] = safe;
    counts[offset + VULNERABLE] = vulnerable;
    counts[offset + PROTECTIVE] = protective;
    counts[offset + LONE] = lone;
    counts[offset + HALF_GUARDED] = halfGuarded;
    counts[offset + USABLE] = 2 * possible + oddRuns;
    counts[offset + ODD_RUNS] = oddRuns;
    counts[offset + LINE_COUNT] = across.length;
  }

  /** Moves the player surely makes, moving first (`first`) or second. */
  guaranteed(counts: Int32Array, offset: number, first: boolean): number {
    return this.guaranteedAt(counts, offset, this.raceIndex(counts, offset), first);
  }

  /**
   * Twice the moves the player surely makes plus the opponent's usable cells they cover, moving
   * first or second: the opponent outlasts the player only with more usable cells than this, its
   * spared odd runs (one cell each it cannot fill) not counted.
   */
  claim(counts: Int32Array, offset: number, first: boolean): number {
    return this.claimAt(counts, offset, this.raceIndex(counts, offset), first);
  }

  /**
   * The opponent's runs of odd length 3 or more that no vulnerable move of the player (counts at
   * `offset`) lies in: one cell of each stays empty whatever the player covers with its assets.
   */
  spared(counts: Int32Array, offset: number): number {
    const lines = counts[offset + LINE_COUNT]!;
    let spared = 0;
    for (let k = 0; k < lines; k++) {
      // Cells of line k in vulnerable pairs: pairs ending on it and pairs ending on the next.
      const touched = counts[offset + LINES + 2 * k + 1]! | (k + 1 < lines ? counts[offset + LINES + 2 * k + 3]! : 0);
      spared += sparedOddRuns(counts[offset + LINES + 2 * k]!, touched);
    }
    return spared;
  }

  /** What counting says of the mover (counts at `mover`) against the other player (at `other`). */
  verdict(counts: Int32Array, mover: number, other: number): number {
    const moverAt = this.raceIndex(counts, mover);
    if (this.guaranteedAt(counts, mover, moverAt, true) > counts[other + POSSIBLE]!) return MOVER_WINS;
    if (this.winsByArea(this.claimAt(counts, mover, moverAt, true), counts, mover, other)) return MOVER_WINS;
    const otherAt = this.raceIndex(counts, other);
    if (this.guaranteedAt(counts, other, otherAt, false) >= counts[mover + POSSIBLE]!) return MOVER_LOSES;
    // Moving second, the other is stuck only after the mover's one move more: two cells more.
    if (this.winsByArea(this.claimAt(counts, other, otherAt, false) + 2, counts, other, mover)) return MOVER_LOSES;
    return UNDECIDED;
  }

  private guaranteedAt(counts: Int32Array, offset: number, at: number, first: boolean): number {
    const k = Math.min(counts[offset + PROTECTIVE]!, this.maxProtective - 1);
    // + 2k: the opponent's possible moves count two in each area (its rows), which X's move there
    // takes away and the race already charges when the opponent spoils it.
    return counts[offset + SAFE]! + 2 * k + (first ? this.raceFirst[at]! : this.raceSecond[at]!);
  }

  private claimAt(counts: Int32Array, offset: number, at: number, first: boolean): number {
    const one = first ? this.claimOneFirst[at]! : this.claimOneSecond[at]!;
    const two = (first ? this.claimTwoFirst[at]! : this.claimTwoSecond[at]!) - counts[offset + HALF_GUARDED]!;
    return 2 * counts[offset + SAFE]! + Math.max(one, two);
  }

  /**
   * Whether a claim (counts at `player`) exceeds the usable cells of the opponent (at `opponent`)
   * less its spared odd runs; those are counted only when they could tip it, as they cost a walk.
   */
  private winsByArea(claim: number, counts: Int32Array, player: number, opponent: number): boolean {
    const usable = counts[opponent + USABLE]!;
    if (claim > usable) return true;
    if (claim <= usable - counts[opponent + ODD_RUNS]!) return false;
    return claim > usable - this.spared(counts, player);
  }

  /** The race tables' index for a player's counts, each clamped to the tables. */
  private raceIndex(counts: Int32Array, offset: number): number {
    const lone = counts[offset + LONE]!;
    const k = Math.min(counts[offset + PROTECTIVE]!, this.maxProtective - 1);
    const a = Math.min(lone, this.maxLone - 1);
    const b = Math.min(counts[offset + VULNERABLE]! - lone, this.maxVulnerable - 1);
    return (k * this.maxLone + a) * this.maxVulnerable + b;
  }
}

/** The race tables' extent: one more than the largest count of each kind of asset. */
interface RaceShape {
  readonly protective: number;
  readonly lone: number;
  readonly vulnerable: number;
}

/** What X scores for playing an area or a vulnerable move, and loses when Y spoils an area. */
interface RaceScores {
  readonly area: number;
  readonly vulnerable: number;
  readonly spoiledArea: number;
}

/**
 * The race by exact minimax over (areas k, lone vulnerable a, other vulnerable b), X to move into
 * `first` and Y to move into `second`: X plays an area or a vulnerable move; Y spoils an area, a
 * lone vulnerable move, one or two others, or passes. The least X's score reaches whatever Y does.
 */
function fillRace(first: Int32Array, second: Int32Array, shape: RaceShape, scores: RaceScores): void {
  const at = (k: number, a: number, b: number) => (k * shape.lone + a) * shape.vulnerable + b;
  for (let k = 0; k < shape.protective; k++) {
    for (let a = 0; a < shape.lone; a++) {
      for (let b = 0; b < shape.vulnerable; b++) {
        // X to move: play a protective area (a move now, a safe one later) or a vulnerable move.
        let best = 0;
        if (k > 0) best = Math.max(best, scores.area + second[at(k - 1, a, b)]!);
        if (a > 0) best = Math.max(best, scores.vulnerable + second[at(k, a - 1, b)]!);
        if (b > 0) best = Math.max(best, scores.vulnerable + second[at(k, a, b - 1)]!);
        first[at(k, a, b)] = best;
        // Y to move: spoil an area, a lone vulnerable move, one or two others, or pass.
        let worst = best;
        if (k > 0) worst = Math.min(worst, first[at(k - 1, a, b)]! - scores.spoiledArea);
        if (a > 0) worst = Math.min(worst, first[at(k, a - 1, b)]!);
        if (b > 0) worst = Math.min(worst, first[at(k, a, b - 1)]!);
        if (b > 1) worst = Math.min(worst, first[at(k, a, b - 2)]!);
        second[at(k, a, b)] = worst;
      }
    }
  }
}

/**
 * Of the vulnerable pairs completed at position k − 1 (`last`, their cells at k − 2 and k − 1),
 * how many have no cell of another pair beside them across: the pairs' cells at k − 2 are those
 * completed at k − 2 or k − 1, at k − 1 those completed at k − 1 or k (`next`).
 */
function loneCount(before: number, last: number, next: number): number {
  const cellsEarlier = before | last;
  const cellsLater = last | next;
  const touched = (cellsEarlier << 1) | (cellsEarlier >>> 1) | (cellsLater << 1) | (cellsLater >>> 1);
  return popcount(last & ~touched);
}

/** Runs of `word` of odd length 3 or more with no bit in `touched`. */
function sparedOddRuns(word: number, touched: number): number {
  const untouched = word & ~touched;
  // The inner cells of untouched stretches of three or more; a stretch's lowest one is one above its start.
  let inner = untouched & (untouched << 1) & (untouched >>> 1);
  let spared = 0;
  while (inner !== 0) {
    const start = (inner & -inner) >>> 1;
    // Adding the start bit carries through the stretch and clears it; nothing else changes.
    const stretch = untouched & ~(untouched + start);
    const end = stretch & ~(stretch >>> 1);
    // A whole run of `word` if no cell of `word` lies just beside it; odd if it starts and ends on
    // bits of the same parity.
    const whole = (word & ~stretch & ((stretch << 1) | (stretch >>> 1))) === 0;
    if (whole && ((start & EVEN_BITS) === 0) === ((end & EVEN_BITS) === 0)) spared++;
    inner &= ~stretch;
  }
  return spared;
}

/** Bits 0, 2, 4, …: a run is odd when its first and last bits are both among them or both not. */
const EVEN_BITS = 0x55555555;

/** Bits j where the word has a run of exactly two set bits, j and j + 1. */
function pairStarts(word: number): number {
  return word & (word >>> 1) & ~(word << 1) & ~(word >>> 2);
}
