import { NimlabError } from '../engine/core/errors.js';
import { printableToken } from '../engine/core/quoteToken.js';
import { LOSE, solveRetrograde, WIN } from '../engine/conventions/retrograde.js';

/** One legal move as a player sees it. */
export interface PlayMove<P> {
  label: string;
  to: P;
}

/**
 * A game as `nimlab play` and the playground play it: whole positions (a sum is one position here),
 * their legal moves, and who wins from each. `toMoveWins` comes from the family's fast solver.
 */
export interface Playable<P> {
  parse(words: readonly string[]): P;
  format(position: P): string;
  /** Every legal move; labels are unique and never a plain number (a number picks a move by its place). */
  moves(position: P, misere: boolean): PlayMove<P>[];
  /**
   * Whether the player to move wins with perfect play. With no move left this says who has won:
   * false in normal play, true in misère play (and in games, like misère Nim, whose rule it is).
   */
  toMoveWins(position: P, misere: boolean): boolean;
  /** Whether the family knows misère play (the toggle is offered only then). */
  supportsMisere: boolean;
  /**
   * True when misère play is known only by searching the game graph from the position (coin rows,
   * Hackenbush: a misère position has no value per part, so `toMoveWins` searches it whole, up to
   * a typed limit). A page that could not solve the graph whole (solvePlay's limit) has no faster
   * answer, so it says the position is too large for misère play rather than search on.
   */
  misereBySearch?: boolean;
  /**
   * True when play can go on for ever (a game graph with cycles): positions may be draws, and
   * `toMoveWins` then says only whether the mover can force a win. solvePlay tells draws apart.
   */
  mayDraw?: boolean;
  /** A picture of the position for a terminal, one string per line (heaps of `●`, coins, a board). */
  board?(position: P): string[];
  /**
   * The family's picture in the playground, when it has one of its own (the web maps each kind to
   * a component; without it, heap positions are drawn as heaps and the rest by `board`).
   */
  picture?: PictureKind;
}

/** Pictures the playground draws; a family names its own in `Playable.picture`. */
export type PictureKind =
  | { kind: 'wythoff-board' }
  | { kind: 'coin-row'; firstCoin: number }
  | { kind: 'coin-grid' }
  | { kind: 'hackenbush' }
  | { kind: 'staircase' }
  /** One heap and the last take (Mem): the position is `[heap, last]`, and only the heap is stones. */
  | { kind: 'memory-heap' }
  /** Northcott's board: rows of squares with X's piece and O's (the position's `rows`, `width`, `xToMove`). */
  | { kind: 'northcott' }
  /** A graph game (Node and Arc Kayles, Geography, a loopy game graph), drawn from `draw(position)`. */
  | { kind: 'graph'; draw(position: unknown): GraphDrawing };

/**
 * A position of a graph game as the playground draws it: its vertices and edges, what is left of
 * them, and the move touching each plays (its label in `Playable.moves`), when it is legal now.
 */
export interface GraphDrawing {
  directed: boolean;
  vertices: readonly GraphVertex[];
  edges: readonly GraphEdge[];
}

export interface GraphVertex {
  name: string;
  /** `gone`: taken out of play; `token`: where the token stands; `visited`: passed by the token. */
  state: 'free' | 'gone' | 'token' | 'visited';
  move?: string;
}

export interface GraphEdge {
  /** Indices into `vertices`. */
  from: number;
  to: number;
  /** `gone`: taken out of play (an end taken); `path`: walked by the token. */
  state: 'free' | 'gone' | 'path';
  move?: string;
}

/** Positions (and moves) a perfect opponent may explore to find the fastest win or longest defence. */
const SEARCH_STATE_LIMIT = 20_000;
const SEARCH_MOVE_LIMIT = 200_000;

/** What perfect play makes of a position: who wins, and in how many moves (the remoteness). */
export interface PlayValue {
  result: 'win' | 'lose' | 'draw';
  /** Moves until the game ends when the winner hurries and the loser delays; -1 for a draw. */
  remoteness: number;
}

/** The value of every position reachable from a start, by retrograde analysis (see solvePlay). */
export interface PlaySolution<P> {
  states: number;
  /** The value of a position reachable from the start; throws for any other. */
  valueOf(position: P): PlayValue;
}

/**
 * The perfect opponent: from a winning position it plays the fastest win; from a drawn one it
 * keeps the draw; from a losing one it plays the move that makes the game last longest, so a
 * student has to find every winning reply. Beyond the search limit it prefers the smallest-looking
 * change (the last listed winning move, the first listed losing move).
 */
export function perfectMove<P>(
  playable: Playable<P>,
  position: P,
  misere: boolean,
  solution = solvePlay(playable, position, misere),
): PlayMove<P> | null {
  const moves = playable.moves(position, misere);
  if (moves.length === 0) return null;
  if (solution === null) {
    const winning = moves.filter((m) => !playable.toMoveWins(m.to, misere));
    return winning.length > 0 ? winning[winning.length - 1] : moves[0];
  }
  const scored = moves.map((move) => ({ move, value: solution.valueOf(move.to) }));
  const losing = scored.filter((m) => m.value.result === 'lose');
  if (losing.length > 0) return losing.reduce((best, m) => (m.value.remoteness < best.value.remoteness ? m : best)).move;
  const drawing = scored.find((m) => m.value.result === 'draw');
  if (drawing) return drawing.move;
  return scored.reduce((best, m) => (m.value.remoteness > best.value.remoteness ? m : best)).move;
}

/**
 * Win / lose / draw and remoteness of every position reachable from `start`, or null when more
 * positions are reachable than the search limit allows. Retrograde analysis on the explored move
 * graph does this for every game a Playable describes: the outcome of a position with no move
 * comes from `toMoveWins` (so misère play and games whose own rule makes the last mover lose are
 * right), and games whose positions repeat (Northcott's retreats, loopy graphs) need no acyclic
 * order — positions neither player can force out of a cycle are draws.
 */
export function solvePlay<P>(playable: Playable<P>, start: P, misere: boolean): PlaySolution<P> | null {
  const solver = new PlaySolver(playable, start, misere);
  while (solver.advance(Infinity) === 'working');
  return solver.solution;
}

/**
 * solvePlay in steps, for a page that must never block: each `advance(budget)` explores at most
 * `budget` moves and returns 'working' until the solution is known ('solved') or the graph has
 * proved too large ('too-large', the solution stays null). The steps are counted in moves, not
 * time, so a run is the same every time.
 */
export class PlaySolver<P> {
  private readonly index: Map<string, number>;
  private readonly positions: P[];
  private readonly offsets: number[] = [0];
  private readonly targets: number[] = [];
  private state: 'working' | 'solved' | 'too-large' = 'working';
  solution: PlaySolution<P> | null = null;

  constructor(
    private readonly playable: Playable<P>,
    start: P,
    private readonly misere: boolean,
  ) {
    this.index = new Map([[playable.format(start), 0]]);
    this.positions = [start];
  }

  advance(budget: number): 'working' | 'solved' | 'too-large' {
    const { playable, index, positions, offsets, targets } = this;
    let spent = 0;
    while (this.state === 'working' && offsets.length <= positions.length) {
      if (spent >= budget) return this.state;
      const s = offsets.length - 1;
      const moves = playable.moves(positions[s], this.misere);
      spent += moves.length + 1;
      for (const move of moves) {
        const key = playable.format(move.to);
        let target = index.get(key);
        if (target === undefined) {
          if (positions.length === SEARCH_STATE_LIMIT) return (this.state = 'too-large');
          target = positions.length;
          index.set(key, target);
          positions.push(move.to);
        }
        targets.push(target);
        if (targets.length > SEARCH_MOVE_LIMIT) return (this.state = 'too-large');
      }
      offsets.push(targets.length);
    }
    if (this.state === 'working') this.finish();
    return this.state;
  }

  /** Retrograde analysis of the explored graph (fast: typed arrays, linear in its moves). */
  private finish(): void {
    const { playable, index, positions, offsets, targets, misere } = this;
    const terminal = new Uint8Array(positions.length);
    positions.forEach((position, s) => {
      if (offsets[s + 1] === offsets[s]) terminal[s] = playable.toMoveWins(position, misere) ? WIN : LOSE;
    });
    const graph = { stateCount: positions.length, offsets: Int32Array.from(offsets), targets: Int32Array.from(targets) };
    const { result, moves } = solveRetrograde(graph, terminal);
    this.state = 'solved';
    this.solution = {
      states: positions.length,
      valueOf(position) {
        const s = index.get(playable.format(position));
        if (s === undefined) throw new NimlabError(`position ${playable.format(position)} is not reachable from the start`);
        return { result: result[s] === WIN ? 'win' : result[s] === LOSE ? 'lose' : 'draw', remoteness: moves[s] };
      },
    };
  }
}

/** Parses a move typed by a player: its number in the list, or its label. */
export function chooseMove<P>(moves: readonly PlayMove<P>[], typed: string): PlayMove<P> {
  const text = typed.trim();
  if (/^[0-9]+$/.test(text)) {
    const index = Number(text) - 1;
    if (index >= 0 && index < moves.length) return moves[index];
    throw new NimlabError(`there is no move ${printableToken(text)}: choose 1..${moves.length}`);
  }
  const found = moves.find((m) => m.label === text || m.label.replace(/\s+/g, '') === text.replace(/\s+/g, ''));
  if (!found) throw new NimlabError(`'${printableToken(text)}' is not a legal move here (type its number, or 'moves' to list them)`);
  return found;
}
