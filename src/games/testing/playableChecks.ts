/**
 * Property checks every Playable must pass, against brute force over its own move generator: the
 * whole reachable game from random small starts is decided by retrograde analysis (no formula,
 * no `toMoveWins`), and the family's fast `toMoveWins` must agree on every position of it. This
 * checks the move generator and the fast solver against each other, and the perfect opponent too.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { LOSE, solveRetrograde, WIN } from '../../engine/conventions/retrograde.js';
import { perfectMove, type Playable } from '../playable.js';

export interface DecidedPosition<P> {
  position: P;
  /** Whether the player to move wins, by exhaustive search. */
  wins: boolean;
  /** The labels of its moves, in order. */
  labels: string[];
}

/** Thrown when a start reaches more positions than a test wants to search. */
export class TooManyPositions extends Error {}

/**
 * Every position reachable from `start`, decided from the moves alone: a position is a win iff
 * some move leads to a loss; a position with no move is a win iff `terminalWins` (normal play:
 * no; misère: yes). Retrograde analysis also copes with games whose positions repeat.
 */
export function decideByMoves<P>(
  playable: Playable<P>,
  start: P,
  misere: boolean,
  terminalWins: boolean,
  maxStates = 20_000,
): DecidedPosition<P>[] {
  const index = new Map<string, number>([[playable.format(start), 0]]);
  const positions: P[] = [start];
  const offsets = [0];
  const targets: number[] = [];
  const labels: string[][] = [];
  for (let s = 0; s < positions.length; s++) {
    const moves = playable.moves(positions[s], misere);
    labels.push(moves.map((m) => m.label));
    for (const { to } of moves) {
      const key = playable.format(to);
      let target = index.get(key);
      if (target === undefined) {
        target = positions.length;
        if (target === maxStates) throw new TooManyPositions(`more than ${maxStates} positions reachable`);
        index.set(key, target);
        positions.push(to);
      }
      targets.push(target);
    }
    offsets.push(targets.length);
  }
  const terminal = new Uint8Array(positions.length);
  for (let s = 0; s < positions.length; s++) if (offsets[s + 1] === offsets[s]) terminal[s] = terminalWins ? WIN : LOSE;
  const { result } = solveRetrograde(
    { stateCount: positions.length, offsets: Int32Array.from(offsets), targets: Int32Array.from(targets) },
    terminal,
  );
  return positions.map((position, s) => {
    if (result[s] !== WIN && result[s] !== LOSE) throw new Error(`${playable.format(position)} is a draw: the game does not end`);
    return { position, wins: result[s] === WIN, labels: labels[s] };
  });
}

export interface PlayableCheck {
  /** Play misère (the toggle); default false. */
  misere?: boolean;
  /** Whether the player to move at a position with no moves wins; default: exactly under misère. */
  terminalWins?: boolean;
  numRuns?: number;
  /** How many reachable winning positions per start get their perfect move checked. */
  perfectChecks?: number;
  /** Starts reaching more positions than this are skipped (keeps each test file quick). */
  maxStates?: number;
}

/**
 * On random starts (position words), for every reachable position: `toMoveWins` equals the brute
 * force, labels are unique and never plain numbers (those pick a move by its place in the list),
 * and from sampled winning positions `perfectMove` plays to a losing one.
 */
export function checkPlayable<P>(playable: Playable<P>, starts: fc.Arbitrary<string[]>, check: PlayableCheck = {}): void {
  const misere = check.misere ?? false;
  const terminalWins = check.terminalWins ?? misere;
  fc.assert(
    fc.property(starts, fc.nat(), (words, seed) => {
      const start = playable.parse(words);
      let decided: DecidedPosition<P>[];
      try {
        decided = decideByMoves(playable, start, misere, terminalWins, check.maxStates ?? 2500);
      } catch (error) {
        if (error instanceof TooManyPositions) return fc.pre(false);
        throw error;
      }
      const byKey = new Map(decided.map((d) => [playable.format(d.position), d]));
      for (const { position, wins, labels } of decided) {
        if (playable.toMoveWins(position, misere) !== wins) {
          expect.fail(
            `${playable.format(position)}: fast says the mover ${wins ? 'loses' : 'wins'}, brute force over the moves says ${wins ? 'wins' : 'loses'}`,
          );
        }
        expect(new Set(labels).size).toBe(labels.length);
        for (const label of labels) expect(label).not.toMatch(/^[0-9]+$/);
      }
      const terminal = decided.find((d) => d.labels.length === 0);
      if (terminal) expect(perfectMove(playable, terminal.position, misere)).toBeNull();
      const winning = decided.filter((d) => d.wins && d.labels.length > 0);
      for (const { position } of pick(winning, check.perfectChecks ?? 2, seed)) {
        const move = perfectMove(playable, position, misere)!;
        expect(byKey.get(playable.format(move.to))!.wins, `perfect move ${move.label} from ${playable.format(position)}`).toBe(false);
      }
    }),
    { numRuns: check.numRuns ?? 100 },
  );
}

function pick<T>(items: readonly T[], count: number, seed: number): T[] {
  if (items.length === 0) return [];
  return Array.from({ length: count }, (_, i) => items[(seed + i * 7919) % items.length]);
}

/** Heap words: 1..maxHeaps heaps of 0..maxSize stones. */
export function heapWords(maxHeaps: number, maxSize: number): fc.Arbitrary<string[]> {
  return fc.array(fc.integer({ min: 0, max: maxSize }).map(String), { minLength: 1, maxLength: maxHeaps });
}
