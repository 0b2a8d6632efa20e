import type { Bitboard } from '../domineering/bitboard.js';
import { cheapVerdict, LineMoveCounts } from './lineMoveCounts.js';
import { COUNT_SLOTS, MOVER_LOSES, MOVER_WINS, MoveCounter, UNDECIDED } from './moveCounting.js';
import { SearchClock } from './searchClock.js';
import type { OutcomeResult, SearchOptions, StarterResult } from './searchOptions.js';
import { outcomeOf } from './searchOptions.js';
import { LOSS, TranspositionTable, UNKNOWN } from './transpositionTable.js';

/** A domino: its top or left cell (0-based); Left's are vertical, Right's horizontal. */
export interface DominoMove {
  readonly row: number;
  readonly col: number;
}

/** Tuning of the Domineering search. */
export interface DomineeringSearchOptions extends SearchOptions {
  /** log2 of the transposition table's entries (default 20; each costs 4·(⌈cells/32⌉ + 1) bytes). */
  readonly tableBits?: number;
}

const LEFT = 0;
/** Rank weights: counts first, then the positional preference (0 … 63), then history (0 … 63). */
const COUNT_WEIGHT = 4096;
const POSITION_WEIGHT = 64;
/** The symmetries of a rectangle that keep vertical dominoes vertical: identity, row flip, column flip, both. */
const SYMMETRIES = 4;
const RIGHT = 1;

/**
 * Who wins Domineering with each player to move, by a boolean negamax (αβ with a null window)
 * over bitboards — the method of Breuker, Uiterwijk and van den Herik, "Solving 8×8 Domineering",
 * Theoretical Computer Science 230 (2000), and of Bullock's Obsequi (M.Sc. thesis, University of
 * Alberta, 2002). At each position, in this order:
 *
 * - move counting (`moveCounting.ts`: safe moves, protective areas, vulnerable moves, options and
 *   the cells left to either player) decides it without search when one side surely outlasts the
 *   other (Bullock 2002, ch. 3; Lachmann, Moore and Rapaport, MSRI Publ. 42 (2002)) — most
 *   positions, so it comes first, and the line counts and hashes are brought along only to the
 *   positions it leaves open (`tryMove`);
 * - the transposition table, keyed by a Zobrist hash *up to the board's four symmetries that keep
 *   vertical vertical* (the least hash of the four images; Breuker et al. use the same
 *   symmetries) and confirmed by that image's whole board, packed a bit per cell, so a collision
 *   never gives a wrong answer;
 * - the moves, each tried once on the board to read the cheap counts after it
 *   (`lineMoveCounts.ts`, kept move by move): a move after which the opponent surely loses wins
 *   at once, one after which the opponent surely wins is never tried, safe moves wait while
 *   another move exists; the rest are searched best first — most own possible and safe moves
 *   over the opponent's after the move, then a static positional preference, then the history
 *   heuristic (Schaeffer, IEEE PAMI 11 (1989)).
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
  /** Words of a board packed one bit per cell (cell row·cols + col). */
  private readonly boardWords: number;
  /** The filled cells of the board's image under each symmetry s, packed, at s·boardWords: what the table stores. */
  private readonly images: Int32Array;
  /** The symmetry `canonicalHash()` chose last, and its hash. */
  private symmetry = 0;
  private hashLow = 0;
  private hashHigh = 0;
  private readonly moveBuffer: Int32Array;
  private readonly scoreBuffer: Int32Array;
  private readonly movesPerPly: number;
  private readonly counter: MoveCounter;
  /** Each player's possible and safe moves, kept up to date as dominoes come and go. */
  private readonly lineCounts: LineMoveCounts;
  /** The history heuristic: for each player and domino (line·32 + bit), the positions searched below it where it won. */
  private readonly history = new Float64Array(2 * 1024);
  /** For each player and domino, the static positional preference (`positionalPreference`). */
  private readonly preference = new Int32Array(2 * 1024);
  /** Scratch for the cheap counts after a move: possible and safe of side 0, then of side 1. */
  private readonly countsAfter = new Int32Array(4);
  /** Scratch for move counts: the player to move's at 0, the other's at COUNT_SLOTS. */
  private readonly counts = new Int32Array(2 * COUNT_SLOTS);
  private clock: SearchClock;
  private readonly options: DomineeringSearchOptions;
  /** Positions visited by this object's searches. */
  nodes = 0;
  private starter: 'left' | 'right' = 'left';
  private rootMovesDone = 0;
  private rootMoves = 0;
  /** Set by `wins` when it brought the line counts and hashes along to its position (`tryMove`). */
  private followed = false;

  constructor(board: Bitboard, options: DomineeringSearchOptions = {}) {
    this.rows = board.rows;
    this.cols = board.cols;
    this.options = options;
    this.lines = [board.emptyCols.slice(), board.emptyRows.slice()];
    const cells = this.rows * this.cols;
    this.boardWords = Math.max(1, Math.ceil(cells / 32));
    this.images = new Int32Array(SYMMETRIES * this.boardWords);
    this.table = new TranspositionTable(options.tableBits ?? 20, this.boardWords);
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
    this.movesPerPly = Math.max(1, cells);
    this.counter = new MoveCounter(cells);
    this.lineCounts = new LineMoveCounts(this.lines);
    for (let side = 0; side < 2; side++) {
      const lines = this.lines[side].length;
      const length = this.lines[side ^ 1].length;
      for (let line = 0; line < lines; line++)
        for (let bit = 0; bit + 1 < length; bit++)
          this.preference[side * 1024 + (line << 5) + bit] = positionalPreference(lines, length, line, bit);
    }
    const plies = Math.floor(cells / 2) + 2;
    this.moveBuffer = new Int32Array(plies * this.movesPerPly);
    this.scoreBuffer = new Int32Array(plies * this.movesPerPly);
    this.clock = new SearchClock(options);
  }

  /**
   * The outcome class: both starters searched (one table: what one search learns, the other
   * reuses) — or, on a position that is its own transpose, Left's search alone: the transpose
   * swaps the players, so Right moving first wins exactly when Left does, by the transposed move.
   */
  outcome(): OutcomeResult<DominoMove> {
    this.clock = new SearchClock(this.options);
    const leftFirst = this.searchFrom(LEFT);
    const rightFirst = this.isOwnTranspose() ? transposedAnswer(leftFirst) : this.searchFrom(RIGHT);
    return { outcome: outcomeOf(leftFirst.wins, rightFirst.wins), leftFirst, rightFirst, nodes: this.nodes };
  }

  /** Whether the board is square and cell (r, c) is empty exactly when (c, r) is. */
  private isOwnTranspose(): boolean {
    const [columns, rows] = this.lines;
    if (this.rows !== this.cols) return false;
    for (let k = 0; k < this.rows; k++) if (columns[k] !== rows[k]) return false;
    return true;
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
    if (count < 0) return this.moveBuffer[0]!;
    this.rootMoves = count;
    for (let k = 0; k < count; k++) {
      this.rootMovesDone = k;
      const move = this.moveBuffer[k]!;
      const opponentWins = this.tryMove(side, move, 1);
      if (!opponentWins) return move;
    }
    return -1;
  }

  /**
   * Plays `move` of `side` and reads whether the opponent, to move at `ply`, then wins; the board
   * is as before afterwards. The line counts and hashes follow the move only into positions that
   * counting does not decide (most do not need them): `wins` brings them up to date there and
   * says so in `followed`, and they are put back here.
   */
  private tryMove(side: number, move: number, ply: number): boolean {
    this.toggleDomino(side, move);
    this.followed = false;
    const opponentWins = this.wins(side ^ 1, ply, side, move);
    this.toggleDomino(side, move);
    if (this.followed) this.follow(side, move);
    return opponentWins;
  }

  /** Brings the line counts and the hashes to the board after (or, called again once it is lifted, before) `side`'s domino `move`. */
  private follow(side: number, move: number): void {
    this.lineCounts.update(side, move >> 5, move & 31);
    this.toggleDominoHash(side, move);
  }

  /**
   * Whether the player `side`, to move at `ply`, wins; `lastSide` has just played `lastMove`, on
   * the board only (`tryMove`). Leaves `followed` set when it brought the counts and hashes along.
   */
  private wins(side: number, ply: number, lastSide: number, lastMove: number): boolean {
    const nodes = ++this.nodes;
    if ((nodes & this.clock.mask) === 0) this.clock.check(nodes, this.starter, this.rootMovesDone, this.rootMoves);
    const verdict = this.countBoth(side);
    if (verdict === MOVER_WINS) return true;
    if (verdict === MOVER_LOSES) return false;
    const result = this.searchMoves(side, ply, lastSide, lastMove);
    this.followed = true;
    return result;
  }

  /** `wins` past counting: the table, then the moves. */
  private searchMoves(side: number, ply: number, lastSide: number, lastMove: number): boolean {
    this.follow(lastSide, lastMove);
    this.canonicalHash();
    const hash = this.hashLow ^ side;
    const known = this.table.probe(hash, this.images, this.symmetry * this.boardWords, side);
    if (known !== UNKNOWN) return known !== LOSS;
    const before = this.nodes;
    const count = this.orderedMoves(side, ply);
    if (count < 0) {
      // A move after which the opponent is lost by counting: no search needed.
      this.store(hash, side, true, 1);
      return true;
    }
    const base = ply * this.movesPerPly;
    for (let k = 0; k < count; k++) {
      const move = this.moveBuffer[base + k]!;
      const opponentWins = this.tryMove(side, move, ply + 1);
      if (!opponentWins) {
        const work = this.nodes - before;
        this.history[side * 1024 + move]! += work;
        this.store(hash, side, true, work);
        return true;
      }
    }
    this.store(hash, side, false, this.nodes - before);
    return false;
  }

  /** Stores the position (entered with canonical hash `hash`; the board is as then). */
  private store(hash: number, side: number, win: boolean, work: number): void {
    this.canonicalHash();
    this.table.store(hash, this.images, this.symmetry * this.boardWords, side, win, work);
  }

  /** Whether `own` lines hold a move with a cell that has an empty neighbour across. */
  private hasUnsafeMove(own: Int32Array): boolean {
    for (let line = 0; line < own.length; line++) {
      const empty = own[line]!;
      if ((empty & (empty >>> 1) & unguardedStarts(own, line)) !== 0) return true;
    }
    return false;
  }

  /** Counts both players' moves (`side` to move at 0, the other at COUNT_SLOTS) and gives counting's verdict. */
  private countBoth(side: number): number {
    const counter = this.counter;
    counter.count(this.lines[side ^ 1], this.counts, 0);
    // Most positions are the mover's win by counting, which reads no asset of the other's.
    counter.count(this.lines[side], this.counts, COUNT_SLOTS, false);
    if (counter.moverWins(this.counts, 0, COUNT_SLOTS)) return MOVER_WINS;
    counter.count(this.lines[side], this.counts, COUNT_SLOTS);
    return counter.moverLoses(this.counts, 0, COUNT_SLOTS) ? MOVER_LOSES : UNDECIDED;
  }

  /** Toggles the domino `move` (line·32 + bit) of `side` on the board: places it, or lifts it again (not the counts or hashes). */
  private toggleDomino(side: number, move: number): void {
    const line = move >> 5;
    const bit = move & 31;
    this.lines[side][line]! ^= 3 << bit;
    const across = this.lines[side ^ 1];
    across[bit]! ^= 1 << line;
    across[bit + 1]! ^= 1 << line;
  }

  /** Toggles the domino's two cells in the hashes. */
  private toggleDominoHash(side: number, move: number): void {
    const line = move >> 5;
    const bit = move & 31;
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
      this.images[sym * this.boardWords + (image >> 5)]! ^= 1 << (image & 31);
    }
  }

  /**
   * Picks the symmetry whose image of the board has the least hash (the four that keep vertical
   * vertical: a position and its mirror images are one entry of the table) and sets hashLow,
   * hashHigh and symmetry. Reads no board: `canonicalBoard()` builds that image when needed.
   */
  private canonicalHash(): void {
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
  }

  /**
   * Writes `side`'s moves at `ply` into the move buffer, best first, and returns how many; -1
   * when one of them leaves the opponent lost by the cheap counts (that move is written first). A
   * move after which the opponent surely wins is left out: it cannot win.
   */
  private orderedMoves(side: number, ply: number): number {
    const own = this.lines[side];
    const base = ply * this.movesPerPly;
    // Safe moves (both cells with no empty neighbour across) are left out while another move
    // exists: Bullock (2002, ch. 3) proves a player never needs to play one before the rest.
    const skipSafe = this.hasUnsafeMove(own);
    const counts = this.lineCounts;
    const other = side ^ 1;
    let count = 0;
    for (let line = 0; line < own.length; line++) {
      const empty = own[line]!;
      let starts = empty & (empty >>> 1);
      if (skipSafe) starts &= unguardedStarts(own, line);
      while (starts !== 0) {
        const bit = 31 - Math.clz32(starts & -starts);
        starts &= starts - 1;
        const move = (line << 5) | bit;
        const after = this.countsAfter;
        counts.countsAfter(side, line, bit, after);
        const balance = after[2 * side]! + after[2 * side + 1]! - after[2 * other]! - after[2 * other + 1]!;
        const opponent = cheapVerdict(after[2 * other]!, after[2 * other + 1]!, after[2 * side]!, after[2 * side + 1]!);
        // The opponent, to move after this one, surely wins: never worth trying ...
        if (opponent > 0) continue;
        // ... or surely loses: this move wins.
        if (opponent < 0) {
          this.moveBuffer[base] = move;
          return -1;
        }
        const at = side * 1024 + move;
        const history = Math.min(63, 31 - Math.clz32(Math.min(this.history[at]!, 2 ** 31) + 1));
        const rank = balance * COUNT_WEIGHT + this.preference[at]! * POSITION_WEIGHT + history;
        // Insertion sort: a position has few moves.
        let slot = base + count;
        while (slot > base && this.scoreBuffer[slot - 1]! < rank) {
          this.moveBuffer[slot] = this.moveBuffer[slot - 1]!;
          this.scoreBuffer[slot] = this.scoreBuffer[slot - 1]!;
          slot--;
        }
        this.moveBuffer[slot] = move;
        this.scoreBuffer[slot] = rank;
        count++;
      }
    }
    return count;
  }
}

/** Right's answer on the transpose of a board from Left's: Left's vertical domino at (r, c) is Right's horizontal one at (c, r). */
function transposedAnswer(leftFirst: StarterResult<DominoMove>): StarterResult<DominoMove> {
  const move = leftFirst.move && { row: leftFirst.move.col, col: leftFirst.move.row };
  return { wins: leftFirst.wins, ...(move && { move }), nodes: 0, fromTranspose: true };
}

/**
 * A static preference among a player's dominoes (0 … 48, higher first): on the second line in from
 * an edge across, and every other line inward, near the board's ends. A domino one line in from
 * an edge guards the edge line's cells beside it (the opponent can no longer cover them): they
 * become the player's safe moves; the same holds for every other line inward. Obsequi (Bullock
 * 2002) orders by a static table of the same kind; these weights are ours, chosen by node counts
 * (6 × 8 and 7 × 8 empty boards: about 2× fewer positions than the counts and history alone).
 */
function positionalPreference(lines: number, length: number, line: number, bit: number): number {
  const fromEdge = Math.min(line, lines - 1 - line);
  const fromEnd = Math.min(bit, length - 2 - bit);
  return Math.max(0, 32 + (fromEdge % 2 === 1 ? 16 : 0) - fromEdge - fromEnd);
}

/** Bits b of line `line` where a domino on b, b + 1 would have a cell with an empty neighbour across. */
function unguardedStarts(own: Int32Array, line: number): number {
  const neighbours = (line > 0 ? own[line - 1]! : 0) | (line + 1 < own.length ? own[line + 1]! : 0);
  return neighbours | (neighbours >>> 1);
}
