import { popcount } from '../domineering/bitboard.js';

/** Indices of one player's counts in a `MoveCounts` array. */
export const POSSIBLE = 0;
export const SAFE = 1;
export const VULNERABLE = 2;
export const PROTECTIVE = 3;
/** Vulnerable moves no other vulnerable move touches across (one Y domino takes at most one). */
export const LONE = 4;
/** Slots a count takes. */
export const COUNT_SLOTS = 5;

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
 *
 * `counts` holds a player's four numbers; the tables are this object's (made once per search).
 */
export class MoveCounter {
  private readonly raceFirst: Int32Array;
  private readonly raceSecond: Int32Array;
  /** Table bounds: counts past them are clamped (the race only grows with more assets). */
  private readonly maxProtective: number;
  private readonly maxLone: number;
  private readonly maxVulnerable: number;

  constructor(cells: number) {
    this.maxProtective = Math.min(cells >> 2, 16) + 1;
    this.maxLone = Math.min(cells >> 1, 48) + 1;
    this.maxVulnerable = Math.min(cells >> 1, 48) + 1;
    const size = this.maxProtective * this.maxLone * this.maxVulnerable;
    this.raceFirst = new Int32Array(size);
    this.raceSecond = new Int32Array(size);
    const first = this.raceFirst;
    const second = this.raceSecond;
    const at = (k: number, a: number, b: number) => (k * this.maxLone + a) * this.maxVulnerable + b;
    for (let k = 0; k < this.maxProtective; k++) {
      for (let a = 0; a < this.maxLone; a++) {
        for (let b = 0; b < this.maxVulnerable; b++) {
          // X to move: play a protective area (a move now, a safe one later) or a vulnerable move.
          let best = 0;
          if (k > 0) best = Math.max(best, 2 + second[at(k - 1, a, b)]!);
          if (a > 0) best = Math.max(best, 1 + second[at(k, a - 1, b)]!);
          if (b > 0) best = Math.max(best, 1 + second[at(k, a, b - 1)]!);
          first[at(k, a, b)] = best;
          // Y to move: spoil an area, a lone vulnerable move, one or two others, or pass.
          let worst = best;
          // Spoiling an area gives Y up to two moves there (its domino, and the other row after it).
          if (k > 0) worst = Math.min(worst, first[at(k - 1, a, b)]! - 2);
          if (a > 0) worst = Math.min(worst, first[at(k, a - 1, b)]!);
          if (b > 0) worst = Math.min(worst, first[at(k, a, b - 1)]!);
          if (b > 1) worst = Math.min(worst, first[at(k, a, b - 2)]!);
          second[at(k, a, b)] = worst;
        }
      }
    }
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
    // Vulnerable pairs completed at the last two positions (a pair is classed once both
    // positions beside it across are known: lone if no other pair's cell is its neighbour across).
    let completedBefore = 0;
    let completedLast = 0;
    // Cells of position k already taken by a protective area started at k − 1.
    let takenByArea = 0;
    for (let k = 0; k < across.length; k++) {
      const empty = across[k]!;
      const guarded = empty & ~(empty << 1) & ~(empty >>> 1);
      const paired = pending & empty;
      possible += popcount(paired);
      pending = empty & ~paired;
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
      const next = k + 1 < across.length ? across[k + 1]! : 0;
      const guardedNext = next & ~(next << 1) & ~(next >>> 1);
      const endsOnGuarded = pendingFree & pendingSafe & ~guardedNext;
      pendingSafe &= ~endsOnGuarded;
      const pairedFree = ((pendingFree | leftOver) & free) | endsOnGuarded;
      pendingFree = free & ~pairedFree;
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
  }

  /** Moves the player surely makes, moving first (`first`) or second. */
  guaranteed(counts: Int32Array, offset: number, first: boolean): number {
    const lone = counts[offset + LONE]!;
    const k = Math.min(counts[offset + PROTECTIVE]!, this.maxProtective - 1);
    const a = Math.min(lone, this.maxLone - 1);
    const b = Math.min(counts[offset + VULNERABLE]! - lone, this.maxVulnerable - 1);
    const at = (k * this.maxLone + a) * this.maxVulnerable + b;
    // + 2k: the opponent's possible moves count two in each area (its rows), which X's move there
    // takes away and the race already charges when the opponent spoils it.
    return counts[offset + SAFE]! + 2 * k + (first ? this.raceFirst[at]! : this.raceSecond[at]!);
  }

  /** What counting says of the mover (counts at `mover`) against the other player (at `other`). */
  verdict(counts: Int32Array, mover: number, other: number): number {
    if (this.guaranteed(counts, mover, true) > counts[other + POSSIBLE]!) return MOVER_WINS;
    if (this.guaranteed(counts, other, false) >= counts[mover + POSSIBLE]!) return MOVER_LOSES;
    return UNDECIDED;
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

/** Bits j where the word has a run of exactly two set bits, j and j + 1. */
function pairStarts(word: number): number {
  return word & (word >>> 1) & ~(word << 1) & ~(word >>> 2);
}
