import { MAX_BITBOARD_SIDE, popcount } from '../domineering/bitboard.js';
import { countOptions, lonePairs, packAreas, sparedOddRuns } from './assetPacking.js';
import { cellsRaceTables, CELLS_SHAPE, fillRace, MAX_OPTIONS, type RaceShape } from './assetRace.js';

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
/** Empty cells with an empty neighbour in any direction: every cell a domino of either player can still cover. */
export const LIVE = 9;
/** The player's runs of odd length 3 or more whose every cell is guarded (the opponent can never cover them): one cell of each stays empty. */
export const DEAD_ODD_RUNS = 10;
/**
 * Options: guarded stretches of even length along the player's line with an empty unguarded cell c
 * at an end, in no asset, with no asset or other option beside c across (see the class comment).
 * Counted on first need (`options`): -1 until then.
 */
export const OPTIONS = 11;
/** Lone vulnerable moves with one guarded cell (a subset of LONE and of HALF_GUARDED). */
export const LONE_HALF_GUARDED = 12;
/** Guarded cells (the opponent can never cover them) with an empty neighbour along the player's line. */
export const GUARDED = 13;
export const LINES = 14;
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
 * and vulnerable areas, options of safe moves, squares neither player uses; Lachmann, Moore and
 * Rapaport, "Who wins Domineering on rectangular boards?", MSRI Publ. 42 (2002): safe moves). The
 * bounds, each derived here and held against minimax by the tests:
 *
 * - possible(Y): each run of r empty cells in Y's direction holds at most ⌊r/2⌋ of Y's dominoes,
 *   and cells are never emptied again, so Y can make at most Σ⌊r/2⌋ more moves whatever happens;
 *   each of Y's moves lowers it by at least one.
 * - For the other player X, disjoint *assets*, each cell in at most one (packed in this order):
 *   protective — a 2×2 empty block walled on at least one side across (both cells beyond it filled
 *   or off the board): X plays the line away from the wall and the line by the wall is left safe
 *   (two moves). That move lowers possible(Y) by exactly two: each line across runs from the wall,
 *   and ⌊r/2⌋ − ⌊(r − 2)/2⌋ = 1. No other area may use the cells beyond an open side;
 *   safe — two cells along X's direction, neither with an empty neighbour across (*guarded*: Y can
 *   never cover them): one move nobody can take;
 *   vulnerable — two other empty cells along X's direction, at most one guarded (half-guarded; an
 *   unguarded cell just before a guarded stretch of odd length pairs with its first cell, so the
 *   rest still pair safe): one move, that a Y domino covering one of its cells takes. It is *lone*
 *   when no cell of another vulnerable pair or of an area lies beside it across.
 * - What one Y domino (two cells, neighbours across) can spoil: an area; an area by its far cell
 *   together with a vulnerable move beyond its open side (the area's near line is then left as a
 *   lone vulnerable move: its cell by the wall is guarded now); a lone vulnerable move; at most two
 *   others; an option (below); or nothing counted.
 * - The race by possible moves, counted as a margin: X plays assets, Y spoils as above. Y's moves
 *   number at most possible(Y) − 2·(areas X plays whole), X's at least safe + 2·(areas played) +
 *   (vulnerable moves played). `race[turn][k][a][b]` is the least, over Y's play, of X's asset moves
 *   less two per area Y spoils, by exact minimax (Y may pass); with k areas that gives X's moves −
 *   Y's moves ≥ safe + race − (possible(Y) − 2k). So guaranteed = safe + 2k + race, moving first or
 *   second. Adding an asset never lowers it (X may ignore it; Y spoiling it is a pass), so counts
 *   past the table are clamped. X to move wins if guaranteedFirst(X) > possible(Y): Y is the first
 *   who cannot move. X to move loses if guaranteedSecond(Y) ≥ possible(X).
 * - Area (after Bullock's bound by the squares left to the opponent). usable(Y) counts the empty
 *   cells with an empty neighbour along Y's direction, 2·possible(Y) plus one per run of odd length
 *   3 or more: the others Y can never cover. Every later Y domino lies on two cells of one run of
 *   Y's usable cells, on no cell X has covered. X's assets cover usable cells of Y: an area all four,
 *   a vulnerable move its unguarded cells, u = 2, or 1 if half-guarded. A run of r cells of which X
 *   covers c holds at most ⌊(r − c)/2⌋ Y dominoes; with c' ≤ c the cells X's asset moves cover,
 *   that is ≤ (r − c')/2, and ≤ (r − 1)/2 for an odd run no cell of X's assets lies in. Counting
 *   those runs as spared(Y | X), Y's dominoes number at most (usable(Y) − c' − spared)/2. Say X,
 *   moving first, is stuck after n moves of each: n ≥ safe + (asset moves), and 2n ≤ usable(Y) −
 *   c' − spared. Let claim = 2·safe + the least, over Y's play in the race, of 2·(X's asset moves)
 *   + c' — X scores 8 for an area, 2 + u for a vulnerable move, Y nothing. Then X to move wins if
 *   claimFirst(X) > usable(Y) − spared(Y | X), and loses if claimSecond(Y) ≥ usable(X) −
 *   spared(X | Y) − 1 (Y stuck after its n and X's n + 1 moves). One table scores u = 1 for every
 *   vulnerable move, one u = 2; X playing the latter's strategy scores at most one less per
 *   half-guarded move, so the race term is max(table₁, table₂ − halfGuarded).
 * - Live cells. A cell with no empty neighbour can never be covered; live counts the others. Say X,
 *   moving first, is stuck after n moves of each: the 4n cells covered were live and distinct, so
 *   4n + D ≤ live, D the live cells never covered. Let Γ be X's guarded cells with an empty
 *   neighbour along X's lines: Y never covers them, so each ends covered by X or in D. X plays the
 *   race, then its safe moves, then anything: its counted moves cover Γc cells of Γ, and its later
 *   moves at most two of the rest each while adding 4 to 4n. So 4n + D ≥ 4·(counted moves) − Γc +
 *   |Γ| + deadOdd(Y), where deadOdd(Y) counts Y's runs of odd length 3 or more whose cells are all
 *   guarded against X (Y covers them in pairs: one stays in D; they are not in Γ, having no empty
 *   neighbour along X's lines). Per counted move: a safe move 4 − 2, an area's two moves 8, a
 *   vulnerable move 4, or 3 if half-guarded, an option 1 (below); a half-guarded move Y spoils
 *   leaves its guarded cell in Γ, so costs nothing. The cells race scores those (lone half-guarded
 *   moves apart; the others are scored 4 and one taken off each) with options, by the same
 *   minimax: sureCells = |Γ| + 2·safe + race. X to move wins if sureCellsFirst(X) > live −
 *   deadOdd(Y), and loses if sureCellsSecond(Y) + 2 > live − deadOdd(X).
 * - Options. A guarded stretch of X's line of even length 2m (all in safe pairs) with an open end
 *   cell c — empty, unguarded, in no asset, with no asset cell and no other option's c beside it
 *   across. X may play c with the stretch's cell next to it, then m − 1 safe pairs: still m moves,
 *   covering one guarded cell fewer (the stretch's far end stays uncovered by counted moves), so
 *   one more sure cell; Y takes the option only by covering c, and that domino spoils nothing else.
 *
 * The bounds by possible moves, by area and by live cells are three strategies of X; any that
 * holds decides. spared and options are walked out only when they could tip their test. `counts`
 * holds a player's numbers; the race tables are made once per board size (the cells race once).
 */
export class MoveCounter {
  private readonly raceFirst: Int32Array;
  private readonly raceSecond: Int32Array;
  /** The area race: vulnerable moves covering one usable cell of the opponent's (u = 1) or two. */
  private readonly claimOneFirst: Int32Array;
  private readonly claimOneSecond: Int32Array;
  private readonly claimTwoFirst: Int32Array;
  private readonly claimTwoSecond: Int32Array;
  /**
   * The cells race: four cells per move X surely makes (an area two moves, a vulnerable move one;
   * Y spoiling costs Y nothing) plus a dead cell per option X takes.
   */
  private readonly cellsFirst: Int32Array;
  private readonly cellsSecond: Int32Array;
  /** Table bounds: counts past them are clamped (the race only grows with more assets). */
  private readonly maxProtective: number;
  private readonly maxLone: number;
  private readonly maxVulnerable: number;

  /** Scratch: per position k, the own lines whose guarded stretch from k on has odd length. */
  private readonly oddGuardedFrom = new Int32Array(MAX_BITBOARD_SIDE + 1);
  /** Scratch of `countOptions`: per position k, the own lines whose guarded stretch from k on has odd length. */
  private readonly oddStretchFrom = new Int32Array(MAX_BITBOARD_SIDE + 1);

  constructor(cells: number) {
    this.maxProtective = Math.min(cells >> 2, 16) + 1;
    this.maxLone = Math.min(cells >> 1, 48) + 1;
    this.maxVulnerable = Math.min(cells >> 1, 48) + 1;
    const shape: RaceShape = {
      protective: this.maxProtective,
      lone: this.maxLone,
      vulnerable: this.maxVulnerable,
      options: 1,
      halfGuarded: 1,
    };
    const size = this.maxProtective * this.maxLone * this.maxVulnerable;
    this.raceFirst = new Int32Array(size);
    this.raceSecond = new Int32Array(size);
    // Moves: an area is two moves for X, and spoiling it up to two for Y (its domino, then the other row).
    fillRace(this.raceFirst, this.raceSecond, shape, {
      area: 2,
      vulnerable: 1,
      spoiledArea: 2,
      degradedArea: 1,
      option: 0,
      halfGuardedPlayed: 0,
    });
    // Twice the moves plus the covered cells: an area is two moves over four cells; Y scores nothing.
    this.claimOneFirst = new Int32Array(size);
    this.claimOneSecond = new Int32Array(size);
    fillRace(this.claimOneFirst, this.claimOneSecond, shape, {
      area: 8,
      vulnerable: 3,
      spoiledArea: 0,
      degradedArea: 0,
      option: 0,
      halfGuardedPlayed: 0,
    });
    this.claimTwoFirst = new Int32Array(size);
    this.claimTwoSecond = new Int32Array(size);
    fillRace(this.claimTwoFirst, this.claimTwoSecond, shape, {
      area: 8,
      vulnerable: 4,
      spoiledArea: 0,
      degradedArea: 0,
      option: 0,
      halfGuardedPlayed: 0,
    });
    const cellsRace = cellsRaceTables();
    this.cellsFirst = cellsRace.first;
    this.cellsSecond = cellsRace.second;
  }

  /**
   * Counts the moves of the player whose dominoes lie along `own` lines, read on the lines
   * `across` theirs (word k holds position k of every own line, bit j = own line j), into
   * `counts[offset …]`. Greedy pairing along each own line gives ⌊r/2⌋ per run for `possible`;
   * safe pairs are taken from guarded cells, protective areas next from the rest, vulnerable
   * pairs from what is left — all disjoint. No allocation.
   */
  count(across: Int32Array, counts: Int32Array, offset: number, assets = true): void {
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
    let live = 0;
    let deadOddRuns = 0;
    // Per own line: whether every cell of its current run so far is guarded.
    let runGuarded = 0;
    let previous = 0;
    let loneHalfGuarded = 0;
    let guardedLive = 0;
    // Half-guarded pairs completed at the last position.
    let halfGuardedLast = 0;
    // Vulnerable pairs completed at the last two positions (a pair is classed once both
    // positions beside it across are known: lone if no other pair's cell is its neighbour across).
    let completedBefore = 0;
    let completedLast = 0;
    // Cells of position k already taken by a protective area started at k − 1, and the cells
    // beyond such an area's open side, kept out of other areas.
    let takenByArea = 0;
    let reservedByArea = 0;
    // Area cells at positions k − 2 and k − 1 (a lone vulnerable pair has no area cell beside it across).
    let areaTwoBefore = 0;
    let areaOneBefore = 0;

    let kept = offset + LINES;
    // Which guarded stretches have odd length from each position on (read backwards): an
    // unguarded cell before one pairs with its first cell, and the rest pair safe.
    let oddFrom = 0;
    for (let k = assets ? across.length - 1 : -1; k >= 0; k--) {
      const empty = across[k]!;
      oddFrom = empty & ~(empty << 1) & ~(empty >>> 1) & ~oddFrom;
      this.oddGuardedFrom[k] = oddFrom;
    }
    for (let k = 0; k < across.length; k++) {
      const empty = across[k]!;
      const next = k + 1 < across.length ? across[k + 1]! : 0;
      const before = previous;
      previous = empty;
      // Cells with an empty neighbour across (in this word) or along (the words beside it).
      const liveCells = empty & ((empty << 1) | (empty >>> 1) | before | next);
      if (liveCells !== 0) live += popcount(liveCells);
      const guarded = empty & ~(empty << 1) & ~(empty >>> 1);
      const paired = pending & empty;
      possible += popcount(paired);
      pending = empty & ~paired;
      // A cell left unpaired here ends a run of odd length if the run stops here: three or more
      // cells if the cell before is empty (usable cells are 2·possible plus one per such run).
      const oddRunEnds = pending & before & ~next;
      runGuarded = guarded & (runGuarded | ~before);
      if (oddRunEnds !== 0) {
        oddRuns += popcount(oddRunEnds);
        const dead = oddRunEnds & runGuarded;
        if (dead !== 0) deadOddRuns += popcount(dead);
      }
      // Without assets: only what the bounds read of the opponent of a player who may win (possible
      // moves, usable and live cells, odd runs).
      if (!assets) continue;
      const guardedAlong = guarded & (before | next);
      if (guardedAlong !== 0) guardedLive += popcount(guardedAlong);
      const pairedSafe = pendingSafe & guarded;
      safe += popcount(pairedSafe);
      // A guarded cell whose next cell is not guarded is left out of the safe pairs: it may still
      // be the first cell of a vulnerable pair (the opponent can take that pair only by its other cell).
      const leftOver = pendingSafe & ~guarded;
      pendingSafe = guarded & ~pairedSafe;
      // Unguarded cells not in an area begun on the line before, paired greedily along own lines.
      let free = empty & ~guarded & ~takenByArea;
      const areaCellsBegunBefore = takenByArea;
      const reserved = reservedByArea;
      takenByArea = 0;
      reservedByArea = 0;
      if (k + 1 < across.length) {
        // Protective areas at positions k, k+1 take precedence over pairing.
        const area = packAreas(free & ~reserved, empty, next, areaCellsBegunBefore);
        if (area.count !== 0) {
          protective += area.count;
          free &= ~area.cells;
          takenByArea = area.cells;
          reservedByArea = area.reserved;
        }
      }
      const areaCells = areaCellsBegunBefore | takenByArea;
      // ... and the first cell of a guarded stretch of odd length ends a vulnerable pair begun by
      // an unguarded cell before it: the rest of the stretch still pairs safe.
      const endsOnGuarded = pendingFree & pendingSafe & this.oddGuardedFrom[k]!;
      pendingSafe &= ~endsOnGuarded;
      const pairedFree = ((pendingFree | leftOver) & free) | endsOnGuarded;
      const pairedHalfGuarded = (leftOver & free) | endsOnGuarded;
      if (pairedHalfGuarded !== 0) halfGuarded += popcount(pairedHalfGuarded);
      pendingFree = free & ~pairedFree;
      // Kept for the area bound's spared runs, worked out only when they could decide.
      counts[kept++] = empty;
      // Area cells count as touched too (their runs across may be odd now); those of an area
      // begun here are also marked on the next position, which only makes fewer runs spared.
      counts[kept++] = pairedFree | areaCells;
      const loneLast = lonePairs(completedBefore | areaTwoBefore, completedLast, pairedFree | areaOneBefore);
      if (loneLast !== 0) {
        lone += popcount(loneLast);
        if ((loneLast & halfGuardedLast) !== 0) loneHalfGuarded += popcount(loneLast & halfGuardedLast);
      }
      halfGuardedLast = pairedHalfGuarded;
      areaTwoBefore = areaOneBefore;
      areaOneBefore = areaCells;
      vulnerable += popcount(completedLast);
      completedBefore = completedLast;
      completedLast = pairedFree;
    }
    const loneLast = lonePairs(completedBefore | areaTwoBefore, completedLast, areaOneBefore);
    lone += popcount(loneLast);
    loneHalfGuarded += popcount(loneLast & halfGuardedLast);
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
    counts[offset + LIVE] = live;
    counts[offset + LONE_HALF_GUARDED] = loneHalfGuarded;
    counts[offset + GUARDED] = guardedLive;
    counts[offset + DEAD_ODD_RUNS] = deadOddRuns;
    // Options are walked out only when they could tip the bound by cells (`options`).
    counts[offset + OPTIONS] = -1;
  }

  /** The player's options (see OPTIONS): counted on first need and kept in `counts`. */
  options(counts: Int32Array, offset: number): number {
    let options = counts[offset + OPTIONS]!;
    if (options < 0) {
      options = countOptions(counts, offset + LINES, counts[offset + LINE_COUNT]!, this.oddStretchFrom);
      counts[offset + OPTIONS] = options;
    }
    return options;
  }

  /**
   * Four cells per move the player surely makes before it can be stuck (safe moves and assets),
   * plus the cells its options leave dead: the player, stuck first, has filled 4n cells with the
   * opponent's n moves (4n + 2 when moving second), all live now, and no dead one.
   */
  sureCells(counts: Int32Array, offset: number, first: boolean): number {
    const at = this.cellsIndex(counts, offset, Math.min(this.options(counts, offset), MAX_OPTIONS));
    return cellsBase(counts, offset) + (first ? this.cellsFirst[at]! : this.cellsSecond[at]!);
  }

  /** The cells race's index for a player's counts and `options` options, each clamped to the table. */
  private cellsIndex(counts: Int32Array, offset: number, options: number): number {
    const shape = CELLS_SHAPE;
    const lone = counts[offset + LONE]!;
    const loneHalfGuarded = counts[offset + LONE_HALF_GUARDED]!;
    const k = Math.min(counts[offset + PROTECTIVE]!, shape.protective - 1);
    const a = Math.min(lone - loneHalfGuarded, shape.lone - 1);
    const b = Math.min(counts[offset + VULNERABLE]! - lone, shape.vulnerable - 1);
    const d = Math.min(loneHalfGuarded, shape.halfGuarded - 1);
    return (((k * shape.lone + a) * shape.vulnerable + b) * shape.options + options) * shape.halfGuarded + d;
  }

  /** Whether the player's sure cells exceed `cells`; its options are walked out only when they could tip it. */
  private sureCellsExceed(counts: Int32Array, offset: number, first: boolean, cells: number): boolean {
    const table = first ? this.cellsFirst : this.cellsSecond;
    const base = cellsBase(counts, offset);
    if (base + table[this.cellsIndex(counts, offset, 0)]! > cells) return true;
    if (base + table[this.cellsIndex(counts, offset, MAX_OPTIONS)]! <= cells) return false;
    return base + table[this.cellsIndex(counts, offset, Math.min(this.options(counts, offset), MAX_OPTIONS))]! > cells;
  }

  /** Live cells no domino can ever cover less: the odd runs of guarded cells of both players. */
  coverable(counts: Int32Array, opponent: number): number {
    return counts[opponent + LIVE]! - counts[opponent + DEAD_ODD_RUNS]!;
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
    if (this.moverWins(counts, mover, other)) return MOVER_WINS;
    return this.moverLoses(counts, mover, other) ? MOVER_LOSES : UNDECIDED;
  }

  /** Whether a bound says the mover wins; it reads the other's counts without assets only. */
  moverWins(counts: Int32Array, mover: number, other: number): boolean {
    const moverAt = this.raceIndex(counts, mover);
    if (this.guaranteedAt(counts, mover, moverAt, true) > counts[other + POSSIBLE]!) return true;
    // Cells: stuck first after n moves of each, the mover has made n ≥ its sure moves, and the 4n cells were live.
    if (this.sureCellsExceed(counts, mover, true, this.coverable(counts, other))) return true;
    return this.winsByArea(this.claimAt(counts, mover, moverAt, true), counts, mover, other);
  }

  /** Whether a bound says the mover loses (both players' counts whole). */
  moverLoses(counts: Int32Array, mover: number, other: number): boolean {
    const otherAt = this.raceIndex(counts, other);
    if (this.guaranteedAt(counts, other, otherAt, false) >= counts[mover + POSSIBLE]!) return true;
    // The other stuck first after its n and the mover's n + 1 moves: 4n + 2 live cells.
    if (this.sureCellsExceed(counts, other, false, this.coverable(counts, mover) - 2)) return true;
    // Moving second, the other is stuck only after the mover's one move more: two cells more.
    return this.winsByArea(this.claimAt(counts, other, otherAt, false) + 2, counts, other, mover);
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

/**
 * The player's sure cells before the race: its guarded cells (each ends covered by it or dead),
 * two more per safe move (four cells, two of them guarded), one less per half-guarded vulnerable
 * move the race scores as four (it covers one guarded cell; the lone ones are scored three apart).
 */
function cellsBase(counts: Int32Array, offset: number): number {
  return counts[offset + GUARDED]! + 2 * counts[offset + SAFE]! - counts[offset + HALF_GUARDED]! + counts[offset + LONE_HALF_GUARDED]!;
}
