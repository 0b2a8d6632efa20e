import type { Bitboard } from '../domineering/bitboard.js';
import { COUNT_SLOTS, MOVER_LOSES, MOVER_WINS, MoveCounter, POSSIBLE, SAFE } from './moveCounting.js';
import { SearchClock } from './searchClock.js';
import type { OutcomeResult, SearchOptions, StarterResult } from './searchOptions.js';
import { outcomeOf } from './searchOptions.js';
import { LOSS, TranspositionTable, UNKNOWN, WIN } from './transpositionTable.js';

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
/** The symmetries of a rectangle that keep vertical dominoes vertical: identity, row flip, column flip, both. */
const SYMMETRIES = 4;
const RIGHT = 1;

/**
 * Who wins Domineering with each player to move, by a boolean negamax (αβ with a null window)
 * over bitboards — the method of Breuker, Uiterwijk and van den Herik, "Solving 8×8 Domineering",
 * Theoretical Computer Science 230 (2000), and of Bullock's Obsequi (M.Sc. thesis, University of
 * Alberta, 2002):
 *
 * - move counting (`moveCounting.ts`: safe moves, protective areas, vulnerable moves against the
 *   opponent's possible moves) decides a position without search when one side surely outlasts
 *   the other (Bullock 2002, ch. 3; Lachmann, Moore and Rapaport, MSRI Publ. 42 (2002));
 * - a transposition table keyed by a Zobrist hash *up to the board's four symmetries that keep
 *   vertical vertical* (the least hash of the four images; Breuker et al. use the same
 *   symmetries) and confirmed by that image's whole board, so a collision never gives a wrong
 *   answer; the stored best move is mapped back through the symmetry;
 * - move ordering: a child that counting (or the table) shows lost for the opponent first, one
 *   shown won for the opponent never tried (enhanced transposition cutoff), then the table's best
 *   move, then moves that gain the most safe moves over the opponent and take the most of the
 *   opponent's possible moves.
 *
 * The recursion is bounded: each ply places a domino, so it is at most cells/2 deep (450 on the
 * largest board, 30 × 30), far inside Node's stack. The board's state lives in this object's
 * typed arrays; nothing is allocated per position.
 */
export class DomineeringSearch {
  readonly rows: number;
  readonly cols: number;
  /** lines[LEFT] = empty bits per column (Left's dominoes lie in them), lines[RIGHT] per row. */
  private readonly lines: [Int32Array, Int32Array];
  private readonly table: TranspositionTable;
  private readonly zobristLow: Int32Array;
  private readonly zobristHigh: Int32Array;
  /** symmetryCell[s·cells + c]: where symmetry s (bit 0 flips the rows, bit 1 the columns) takes cell c. */
  private readonly symmetryCell: Int32Array;
  /** The Zobrist hash of the board's image under each symmetry s: low word at 2s, high at 2s + 1. */
  private readonly hashes = new Int32Array(2 * SYMMETRIES);
  /** The image of the rows under the symmetry whose hash is least: the board the table stores. */
  private readonly canonicalRows: Int32Array;
  /** The symmetry `canonical()` chose last, and its hash. */
  private symmetry = 0;
  private hashLow = 0;
  private hashHigh = 0;
  private readonly moveBuffer: Int32Array;
  private readonly scoreBuffer: Int32Array;
  private readonly movesPerPly: number;
  private readonly counter: MoveCounter;
  /** Scratch for move counts: the player to move's at 0, the other's at COUNT_SLOTS. */
  private readonly counts = new Int32Array(2 * COUNT_SLOTS);
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
    this.symmetryCell = new Int32Array(SYMMETRIES * cells);
    for (let sym = 0; sym < SYMMETRIES; sym++) {
      for (let row = 0; row < this.rows; row++) {
        for (let col = 0; col < this.cols; col++) {
          const imageRow = sym & 1 ? this.rows - 1 - row : row;
          const imageCol = sym & 2 ? this.cols - 1 - col : col;
          this.symmetryCell[sym * cells + row * this.cols + col] = imageRow * this.cols + imageCol;
        }
      }
    }
    // The hashes cover every filled cell, the board's own included, so mirror positions meet.
    for (let row = 0; row < this.rows; row++) {
      for (let col = 0; col < this.cols; col++) if ((board.emptyRows[row]! & (1 << col)) === 0) this.toggleHash(row * this.cols + col);
    }
    this.canonicalRows = new Int32Array(this.rows);
    this.movesPerPly = Math.max(1, cells);
    this.counter = new MoveCounter(cells);
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
    // Move counting: each player's possible and guaranteed moves, from the lines across theirs.
    const verdict = this.countBoth(side);
    if (verdict === MOVER_WINS) return true;
    if (verdict === MOVER_LOSES) return false;
    const board = this.canonical();
    const low = this.hashLow ^ side;
    const high = this.hashHigh;
    const symmetry = this.symmetry;
    const known = this.table.probe(low, high, board, side);
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
        this.table.store(low, high, this.canonical(), side, true, this.mirrorMove(side, move, symmetry), this.nodes - before);
        return true;
      }
    }
    this.table.store(low, high, this.canonical(), side, false, -1, this.nodes - before);
    return false;
  }

  /** Whether `own` lines hold a move with a cell that has an empty neighbour across. */
  private hasUnsafeMove(own: Int32Array): boolean {
    for (let line = 0; line < own.length; line++) {
      const empty = own[line]!;
      if ((empty & (empty >>> 1) & unguardedStarts(own, line)) !== 0) return true;
    }
    return false;
  }

  /** A move's rank from the counts after it: safe moves gained over the opponent's, then possible moves. */
  private orderScore(): number {
    const counts = this.counts;
    const mine = COUNT_SLOTS;
    return SAFE_WEIGHT * (counts[mine + SAFE]! - counts[SAFE]!) + counts[mine + POSSIBLE]! - counts[POSSIBLE]!;
  }

  /** Counts both players' moves (`side` to move at 0, the other at COUNT_SLOTS) and gives counting's verdict. */
  private countBoth(side: number): number {
    this.counter.count(this.lines[side ^ 1], this.counts, 0);
    this.counter.count(this.lines[side], this.counts, COUNT_SLOTS);
    return this.counter.verdict(this.counts, 0, COUNT_SLOTS);
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
    this.toggleHash(first);
    this.toggleHash(side === LEFT ? first + this.cols : first + 1);
  }

  /** Toggles `cell` in the hash of every symmetric image of the board. */
  private toggleHash(cell: number): void {
    const cells = this.rows * this.cols;
    const hashes = this.hashes;
    for (let sym = 0; sym < SYMMETRIES; sym++) {
      const image = this.symmetryCell[sym * cells + cell]!;
      hashes[2 * sym]! ^= this.zobristLow[image]!;
      hashes[2 * sym + 1]! ^= this.zobristHigh[image]!;
    }
  }

  /**
   * Picks the symmetry whose image of the board has the least hash (the four that keep vertical
   * vertical: a position and its mirror images are one entry of the table), sets hashLow, hashHigh
   * and symmetry, and returns the rows of that image (the board the table confirms).
   */
  private canonical(): Int32Array {
    const hashes = this.hashes;
    let best = 0;
    for (let sym = 1; sym < SYMMETRIES; sym++) {
      const high = hashes[2 * sym + 1]! >>> 0;
      const bestHigh = hashes[2 * best + 1]! >>> 0;
      if (high < bestHigh || (high === bestHigh && hashes[2 * sym]! >>> 0 < hashes[2 * best]! >>> 0)) best = sym;
    }
    this.symmetry = best;
    this.hashLow = hashes[2 * best]!;
    this.hashHigh = hashes[2 * best + 1]!;
    const rows = this.lines[RIGHT];
    if (best === 0) return rows;
    const image = this.canonicalRows;
    const shift = 32 - this.cols;
    for (let row = 0; row < this.rows; row++) {
      const word = rows[best & 1 ? this.rows - 1 - row : row]!;
      image[row] = best & 2 ? reverseBits(word) >>> shift : word;
    }
    return image;
  }

  /** A move of `side` (line·32 + bit) under symmetry `sym` (each is its own inverse). */
  private mirrorMove(side: number, move: number, sym: number): number {
    let line = move >> 5;
    let bit = move & 31;
    if (side === LEFT) {
      if (sym & 1) bit = this.rows - 2 - bit;
      if (sym & 2) line = this.cols - 1 - line;
    } else {
      if (sym & 1) line = this.rows - 1 - line;
      if (sym & 2) bit = this.cols - 2 - bit;
    }
    return (line << 5) | bit;
  }

  /**
   * Writes `side`'s moves at `ply` into the move buffer, best first: the table's move, then by
   * (opponent's moves taken) − (own moves taken), a safe move last. Returns how many.
   */
  private orderedMoves(side: number, ply: number): number {
    const own = this.lines[side];
    const base = ply * this.movesPerPly;
    const board = this.canonical();
    const stored = this.table.bestMove(this.hashLow ^ side, this.hashHigh, board, side);
    const best = stored < 0 ? -1 : this.mirrorMove(side, stored, this.symmetry);
    // Safe moves (both cells with no empty neighbour across) are left out while another move
    // exists: Bullock (2002, ch. 3) proves a player never needs to play one before the rest.
    const skipSafe = this.hasUnsafeMove(own);
    let count = 0;
    for (let line = 0; line < own.length; line++) {
      const empty = own[line]!;
      let starts = empty & (empty >>> 1);
      if (skipSafe) starts &= unguardedStarts(own, line);
      while (starts !== 0) {
        const bit = 31 - Math.clz32(starts & -starts);
        starts &= starts - 1;
        const move = (line << 5) | bit;
        this.place(side, move);
        let verdict = this.countBoth(side ^ 1);
        // What the table knows of the child (enhanced transposition cutoff: a child known lost
        // for the opponent is tried first, one known won for them is never tried).
        if (verdict !== MOVER_WINS && verdict !== MOVER_LOSES) {
          const child = this.canonical();
          const known = this.table.probe(this.hashLow ^ (side ^ 1), this.hashHigh, child, side ^ 1);
          verdict = known === WIN ? MOVER_WINS : known === LOSS ? MOVER_LOSES : verdict;
        }
        this.place(side, move);
        // The opponent, to move after this one, wins by counting: never worth searching.
        if (verdict === MOVER_WINS) continue;
        // ... or loses by counting: try it first.
        const score = verdict === MOVER_LOSES ? 1 << 21 : move === best ? 1 << 20 : this.orderScore();
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

/** The 32 bits of a word in reverse order. */
function reverseBits(word: number): number {
  let v = word;
  v = ((v >>> 1) & 0x55555555) | ((v & 0x55555555) << 1);
  v = ((v >>> 2) & 0x33333333) | ((v & 0x33333333) << 2);
  v = ((v >>> 4) & 0x0f0f0f0f) | ((v & 0x0f0f0f0f) << 4);
  v = ((v >>> 8) & 0x00ff00ff) | ((v & 0x00ff00ff) << 8);
  return (v >>> 16) | (v << 16);
}

/** Bits b of line `line` where a domino on b, b + 1 would have a cell with an empty neighbour across. */
function unguardedStarts(own: Int32Array, line: number): number {
  const neighbours = (line > 0 ? own[line - 1]! : 0) | (line + 1 < own.length ? own[line + 1]! : 0);
  return neighbours | (neighbours >>> 1);
}
