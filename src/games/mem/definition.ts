/**
 * Heap games with memory in the catalog: `mem` (each take at least the previous) and
 * `genmem:RULE` with RULE an expression in m (the last take, 0 before the first move) and j (this
 * take), e.g. `genmem:j!=m`. A position is `heap [last]`.
 */
import { outcomeOfValue } from '../../engine/normal/analysis.js';
import { NimlabError } from '../../engine/core/errors.js';
import { noParameters, type GameDefinition, type GameFamily } from '../catalog.js';
import { parseNatural } from '../parse.js';
import type { Playable, PlayMove } from '../playable.js';
import { MAX_MEM_HEAP, MemTable } from './fast.js';
import { memRule, type MemRule } from './rules.js';

/** A rule written as an expression of m and j: numbers, m, j, arithmetic, comparisons, logic. */
export function parseMemRule(text: string): MemRule {
  if (!/^[\s0-9mj+\-*/%<>=!&|()?:]+$/.test(text) || !/[mj]/.test(text)) {
    throw new NimlabError(`genmem: the rule '${text}' must be an expression in m (last take) and j (this take), e.g. j!=m or j>=m`);
  }
  let compiled: (m: number, j: number) => unknown;
  try {
    compiled = new Function('m', 'j', `"use strict"; return (${text});`) as (m: number, j: number) => unknown;
    compiled(1, 1);
  } catch (error) {
    // What a bad expression gives: it does not parse, or it calls or names what is not there (`m(1)`, `mj`).
    if (!(error instanceof SyntaxError || error instanceof TypeError || error instanceof ReferenceError)) throw error;
    throw new NimlabError(`genmem: the rule '${text}' does not parse as an expression in m and j`);
  }
  return (m, j) => Boolean(compiled(m, j));
}

function memDefinition(name: string, summary: string, rule: MemRule | 'mem'): GameDefinition {
  const tables = new Map<number, MemTable>();
  /** Tables grow by doubling, so a session of queries reuses them. */
  const table = (needed: number): MemTable => {
    let size = 16;
    while (size < needed) size *= 2;
    size = Math.min(size, MAX_MEM_HEAP);
    if (needed > size) throw new NimlabError(`${name}: heaps and takes up to ${MAX_MEM_HEAP}`);
    let found = tables.get(size);
    if (!found) tables.set(size, (found = new MemTable(size, rule)));
    return found;
  };
  const allowed: MemRule = rule === 'mem' ? memRule : rule;
  const parse = (words: readonly string[]): [number, number] => {
    if (words.length < 1 || words.length > 2)
      throw new NimlabError(`${name}: expected 'heap' or 'heap last-take', got ${words.length} word(s)`);
    const heap = Number(parseNatural(words[0], 'heap', BigInt(MAX_MEM_HEAP)));
    const last = words.length === 2 ? Number(parseNatural(words[1], 'last take', BigInt(MAX_MEM_HEAP))) : 0;
    return [heap, last];
  };
  const value = ([heap, last]: readonly [number, number]) => table(Math.max(heap, last)).value(heap, last);
  const playable: Playable<[number, number]> = {
    supportsMisere: false,
    picture: { kind: 'memory-heap' },
    parse,
    format: ([heap, last]) => `${heap} ${last}`,
    board: ([heap, last]) => [
      `heap │ ${'●'.repeat(Math.min(heap, 40))}${heap > 40 ? '…' : ''} ${heap}`,
      `last take: ${last === 0 ? 'none yet' : last}`,
    ],
    moves([heap, last]) {
      const moves: PlayMove<[number, number]>[] = [];
      for (let take = 1; take <= heap; take++) if (allowed(last, take)) moves.push({ label: `take-${take}`, to: [heap - take, take] });
      return moves;
    },
    toMoveWins: (position) => value(position) !== 0,
  };
  return {
    name,
    summary,
    example: '10 3',
    playable,
    sequence: (count) => Array.from({ length: count }, (_, heap) => value([heap, 0])),
    analyze(words) {
      const [heap, last] = parse(words);
      const g = value([heap, last]);
      const winningMoves = playable.moves([heap, last], false).filter((move) => value(move.to) === 0);
      return {
        position: `${heap} ${last}`,
        outcome: outcomeOfValue(g),
        grundy: g,
        winningMoves: winningMoves.map((move) => ({ move: `take ${move.to[1]}`, to: `${move.to[0]} ${move.to[1]}` })),
        explanation: [
          `${summary}`,
          `G(heap, last take) = mex of G(heap − j, j) over the takes j the rule allows; G(${heap}, ${last}) = ${g} (typed-array table, heap by heap).`,
        ],
      };
    },
  };
}

const MEM_SUMMARY = 'Mem: one heap; each move takes at least as many as the move before. Position: heap [last take].';

export const memFamily: GameFamily = {
  family: 'mem',
  summary: MEM_SUMMARY,
  example: 'mem 10 3',
  create(parameters) {
    noParameters('mem', parameters);
    return memDefinition('mem', MEM_SUMMARY, 'mem');
  },
};

export const genMemFamily: GameFamily = {
  family: 'genmem',
  usage: 'genmem:RULE',
  summary:
    'GenMem: one heap and the last take m; a move takes j (1 ≤ j ≤ heap) when RULE, an expression in m and j, holds (m = 0 before the first move). ' +
    'Position: heap [last take].',
  example: 'genmem:j!=m 10 3',
  create(parameters) {
    if (parameters === undefined || parameters.trim() === '') throw new NimlabError("genmem needs a rule, as in 'genmem:j!=m'");
    return memDefinition(
      `genmem:${parameters.trim()}`,
      `GenMem with rule ${parameters.trim()}: take j after a take of m when it holds.`,
      parseMemRule(parameters),
    );
  },
};
