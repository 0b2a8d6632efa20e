import type { Bitboard } from '../domineering/bitboard.js';
import { popcount } from '../domineering/bitboard.js';
import { SearchClock } from './searchClock.js';
import type { OutcomeResult, SearchOptions, StarterResult } from './searchOptions.js';
import { outcomeOf } from './searchOptions.js';
import { TranspositionTable, UNKNOWN, WIN } from './transpositionTable.js';

/** A domino: its top or left cell (0-based); Left's are vertical, Right's horizontal. */
export interface DominoMove {
  readonly row: number;
  readonly col: number;
}

/** Tuning of the Domineering search. */
export interface DomineeringSearchOptions extends SearchOptions {
  /** log2 of the transposition table's entries (default 20; each costs 4·rows + 18 bytes). */
  readonly tableBits?: number;
}

/** A safe move counts this many possible ones when moves are ordered. */
const SAFE_WEIGHT = 4;
const LEFT = 0;
const RIGHT = 1;

/**
 * Who wins Domineering with each player to move, by a boolean negamax (αβ with a null window)
 * over bitboards — the method of Breuker, Uiterwijk and van den Herik, "Solving 8×8 Domineering",
 * Theoretical Computer Science 230 (2000), and of Bullock's Obsequi (M.Sc. thesis, University of
 * Alberta, 2002):
 *
 * - a transposition table keyed by a Zobrist hash and confirmed by the whole board;
 * - move counting with safe moves: a player's *safe* moves are dominoes on cells the opponent can
 *   never cover (no empty neighbour across), disjoint, so they cannot be taken away; the player
 *   to move wins when their safe moves outnumber every move the opponent can still make (at most
 *   ⌊run/2⌋ per run of empty cells in the opponent's direction), and loses when the opponent's
 *   safe moves are at least as many as their own possible moves (Bullock 2002, ch. 3; Lachmann,
 *   Moore and Rapaport, "Who wins Domineering on rectangular boards?", MSRI 42 (2002));
 * - move ordering: the table's best move first, then moves that take the most of the opponent's
 *   moves, keep the most of one's own and spend no safe move.
 *
 * The board's state lives in this object's typed arrays; nothing is allocated per position.
 */
export class DomineeringSearch {
  readonly rows: number;
  readonly cols: number;
  /** lines[LEFT] = empty bits per column (Left's dominoes lie in them), lines[RIGHT] per row. */
  private readonly lines: [Int32Array, Int32Array];
  private readonly table: TranspositionTable;
  private readonly zobristLow: Int32Array;
  private readonly zobristHigh: Int32Array;
  private hashLow = 0;
  private hashHigh = 0;
  private readonly moveBuffer: Int32Array;
  private readonly scoreBuffer: Int32Array;
  private readonly movesPerPly: number;
  private clock: SearchClock;
  private readonly options: DomineeringSearchOptions;
  /** Positions visited by this object's searches. */
  nodes = 0;
  private starter: 'left' | 'right' = 'left';
  private rootMovesDone = 0;
  private rootMoves = 0;

  constructor(board: Bitboard, options: DomineeringSearchOptions = {}) {
    this.rows = board.rows;
    this.cols = board.cols;
    this.options = options;
    this.lines = [board.emptyCols.slice(), board.emptyRows.slice()];
    this.table = new TranspositionTable(options.tableBits ?? 20, this.rows);
    const cells = this.rows * this.cols;
    this.zobristLow = new Int32Array(cells);
    this.zobristHigh = new Int32Array(cells);
    let seed = 0x9e3779b9 | 0;
    const next = () => {
      // xorshift32: a fixed seed, so runs (and node counts) repeat.
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return seed;
    };
    for (let cell = 0; cell < cells; cell++) {
      this.zobristLow[cell] = next();
      this.zobristHigh[cell] = next();
    }
    this.movesPerPly = Math.max(1, cells);
    const plies = Math.floor(cells / 2) + 2;
    this.moveBuffer = new Int32Array(plies * this.movesPerPly);
    this.scoreBuffer = new Int32Array(plies * this.movesPerPly);
    this.clock = new SearchClock(options);
  }

  /** The outcome class: both starters searched (one table: what one search learns, the other reuses). */
  outcome(): OutcomeResult<DominoMove> {
    this.clock = new SearchClock(this.options);
    const leftFirst = this.searchFrom(LEFT);
    const rightFirst = this.searchFrom(RIGHT);
    return { outcome: outcomeOf(leftFirst.wins, rightFirst.wins), leftFirst, rightFirst, nodes: this.nodes };
  }

  /** Who wins with `starter` to move, and a winning move. */
  winsMovingFirst(starter: 'left' | 'right'): StarterResult<DominoMove> {
    this.clock = new SearchClock(this.options);
    return this.searchFrom(starter === 'left' ? LEFT : RIGHT);
  }

  private searchFrom(side: number): StarterResult<DominoMove> {
    this.starter = side === LEFT ? 'left' : 'right';
    const before = this.nodes;
    const move = this.winningMove(side);
    const nodes = this.nodes - before;
    if (move < 0) return { wins: false, nodes };
    const line = move >> 5;
    const bit = move & 31;
    return { wins: true, move: side === LEFT ? { row: bit, col: line } : { row: line, col: bit }, nodes };
  }

  /** The root: like `wins`, but it returns the winning move (-1: none) and counts root moves. */
  private winningMove(side: number): number {
    this.nodes++;
    const count = this.orderedMoves(side, 0);
    this.rootMoves = count;
    for (let k = 0; k < count; k++) {
      this.rootMovesDone = k;
      const move = this.moveBuffer[k]!;
      this.place(side, move);
      const opponentWins = this.wins(side ^ 1, 1);
      this.place(side, move);
      if (!opponentWins) return move;
    }
    return -1;
  }

  /** Whether the player `side`, to move, wins. */
  private wins(side: number, ply: number): boolean {
    const nodes = ++this.nodes;
    if ((nodes & this.clock.mask) === 0) this.clock.check(nodes, this.starter, this.rootMovesDone, this.rootMoves);
    const own = this.lines[side];
    const across = this.lines[side ^ 1];
    // Move counting: each player's possible and guaranteed moves, from the lines across theirs.
    const mine = countMoves(across);
    const theirs = countMoves(own);
    if (guaranteedMovingFirst(mine) > possible(theirs)) return true;
    if (guaranteedMovingSecond(theirs) >= possible(mine)) return false;
    const board = this.lines[RIGHT];
    const low = this.hashLow ^ side;
    const known = this.table.probe(low, this.hashHigh, board, side);
    if (known !== UNKNOWN) return known === WIN;
    const before = this.nodes;
    const count = this.orderedMoves(side, ply);
    const base = ply * this.movesPerPly;
    for (let k = 0; k < count; k++) {
      const move = this.moveBuffer[base + k]!;
      this.place(side, move);
      const opponentWins = this.wins(side ^ 1, ply + 1);
      this.place(side, move);
      if (!opponentWins) {
        this.table.store(low, this.hashHigh, board, side, true, move, this.nodes - before);
        return true;
      }
    }
    this.table.store(low, this.hashHigh, board, side, false, -1, this.nodes - before);
    return false;
  }

  /** Toggles the domino `move` (line·32 + bit) of `side`: places it, or lifts it again. */
  private place(side: number, move: number): void {
    const line = move >> 5;
    const bit = move & 31;
    const pair = 3 << bit;
    this.lines[side][line]! ^= pair;
    const across = this.lines[side ^ 1];
    across[bit]! ^= 1 << line;
    across[bit + 1]! ^= 1 << line;
    const first = side === LEFT ? bit * this.cols + line : line * this.cols + bit;
    const second = side === LEFT ? first + this.cols : first + 1;
    this.hashLow ^= this.zobristLow[first]! ^ this.zobristLow[second]!;
    this.hashHigh ^= this.zobristHigh[first]! ^ this.zobristHigh[second]!;
  }

  /**
   * Writes `side`'s moves at `ply` into the move buffer, best first: the table's move, then by
   * (opponent's moves taken) − (own moves taken), a safe move last. Returns how many.
   */
  private orderedMoves(side: number, ply: number): number {
    const own = this.lines[side];
    const across = this.lines[side ^ 1];
    const base = ply * this.movesPerPly;
    const best = this.table.bestMove(this.hashLow ^ side, this.hashHigh, this.lines[RIGHT], side);
    let count = 0;
    for (let line = 0; line < own.length; line++) {
      const empty = own[line]!;
      let starts = empty & (empty >>> 1);
      while (starts !== 0) {
        const bit = 31 - Math.clz32(starts & -starts);
        starts &= starts - 1;
        const move = (line << 5) | bit;
        this.place(side, move);
        const mine = countMoves(across);
        const theirs = countMoves(own);
        this.place(side, move);
        // The opponent, to move after this one, wins by counting: never worth searching.
        if (guaranteedMovingFirst(theirs) > possible(mine)) continue;
        // ... or loses by counting: try it first.
        const decided = guaranteedMovingSecond(mine) >= possible(theirs);
        const score = decided
          ? 1 << 21
          : move === best
            ? 1 << 20
            : SAFE_WEIGHT * (safe(mine) - safe(theirs)) + possible(mine) - possible(theirs);
        // Insertion sort: a position has few moves.
        let at = base + count;
        while (at > base && this.scoreBuffer[at - 1]! < score) {
          this.moveBuffer[at] = this.moveBuffer[at - 1]!;
          this.scoreBuffer[at] = this.scoreBuffer[at - 1]!;
          at--;
        }
        this.moveBuffer[at] = move;
        this.scoreBuffer[at] = score;
        count++;
      }
    }
    return count;
  }
}

/**
 * A player's moves, counted on the lines *across* theirs (a column player's rows), packed in one
 * word without allocating: possible·2^20 + safe·2^10 + vulnerable (each below 1024).
 *
 * - possible: greedily pairing each empty cell with the unpaired empty cell before it in its line
 *   gives ⌊run/2⌋ per run, the most dominoes that still fit — no play gives the player more;
 * - safe: the same pairing of *guarded* cells (empty, no empty neighbour along the line across, so
 *   the opponent can never cover them): disjoint moves no one can take away;
 * - vulnerable: the same pairing of the unguarded cells: disjoint moves, apart from the safe ones,
 *   that the opponent can take away, at most two with one domino (its two cells).
 */
function countMoves(across: Int32Array): number {
  let pending = 0;
  let pendingSafe = 0;
  let pendingVulnerable = 0;
  let possibleMoves = 0;
  let safeMoves = 0;
  let vulnerableMoves = 0;
  for (let k = 0; k < across.length; k++) {
    const empty = across[k]!;
    const guarded = empty & ~(empty << 1) & ~(empty >>> 1);
    const unguarded = empty & ~guarded;
    const paired = pending & empty;
    possibleMoves += popcount(paired);
    pending = empty & ~paired;
    const pairedSafe = pendingSafe & guarded;
    safeMoves += popcount(pairedSafe);
    pendingSafe = guarded & ~pairedSafe;
    const pairedVulnerable = pendingVulnerable & unguarded;
    vulnerableMoves += popcount(pairedVulnerable);
    pendingVulnerable = unguarded & ~pairedVulnerable;
  }
  return (possibleMoves << 20) | (safeMoves << 10) | vulnerableMoves;
}

const possible = (counts: number) => counts >>> 20;
const safe = (counts: number) => (counts >>> 10) & 1023;

/**
 * Moves the player to move can make whatever the opponent does: every safe move, and of the
 * vulnerable ones, played first, ⌈v/3⌉ (each reply takes at most two). The player to move wins
 * when this exceeds the opponent's possible moves (Lachmann, Moore and Rapaport 2002; Bullock 2002).
 */
function guaranteedMovingFirst(counts: number): number {
  return safe(counts) + Math.ceil((counts & 1023) / 3);
}

/** The same for the player who moves second: the opponent takes up to two vulnerable moves first, ⌊v/3⌋. */
function guaranteedMovingSecond(counts: number): number {
  return safe(counts) + Math.floor((counts & 1023) / 3);
}
