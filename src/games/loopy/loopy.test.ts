import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NimlabError } from '../../engine/core/errors.js';
import { DRAW, LOSE, WIN } from '../../engine/conventions/retrograde.js';
import { resultsByRounds } from '../../engine/testing/resultsByRounds.js';
import { loopyFamily } from './definition.js';
import { formatLoopyGrundy, loopyOutcome } from '../../engine/conventions/loopyGrundy.js';
import { loopyGrundyOfGraph, solveLoopyGraph } from './fast.js';
import { parseLoopyGraph } from './parseLoopy.js';
import { loopyGame } from './rules.js';

/** A random described game graph as JSON text: states 0..n-1, random moves, a few terminal states. */
const randomGraphText = fc
  .record({
    n: fc.integer({ min: 1, max: 9 }),
    edges: fc.array(fc.tuple(fc.nat(8), fc.nat(8)), { minLength: 1, maxLength: 20 }),
    terminal: fc.array(fc.tuple(fc.nat(8), fc.constantFrom('win', 'lose')), { maxLength: 3 }),
  })
  .map(({ n, edges, terminal }) =>
    JSON.stringify({
      edges: edges.map(([a, b]) => [a % n, `${b % n}`]),
      terminal: Object.fromEntries(terminal.map(([v, r]) => [String(v % n), r])),
    }),
  );

describe('games on a described graph with cycles', () => {
  it('the typed-array solution equals a plain fixed-point iteration over the rules model', () => {
    fc.assert(
      fc.property(randomGraphText, (text) => {
        const graph = parseLoopyGraph(text);
        const fast = solveLoopyGraph(graph);
        // The rules model's moves and terminal results, decided round by round from the definition.
        const game = loopyGame(graph);
        const states = graph.names.map((_, s) => s);
        const codeOf = { win: WIN, lose: LOSE, undefined: DRAW };
        const terminal = states.map((s) => codeOf[game.terminal!(s) ?? 'undefined']);
        const brute = resultsByRounds(
          states.map((s) => (terminal[s] === DRAW ? ([...game.moves(s)] as number[]) : [])),
          terminal,
        );
        for (const s of states) {
          expect(fast.result[s]).toBe(brute.result[s]);
          expect(fast.moves[s]).toBe(brute.moves[s]);
          // The best move keeps the optimal line.
          const best = fast.bestMove[s];
          if (best >= 0) {
            if (fast.result[s] === DRAW) expect(fast.result[best]).toBe(DRAW);
            else {
              expect(fast.result[best]).toBe(fast.result[s] === WIN ? LOSE : WIN);
              expect(fast.moves[best]).toBe(fast.moves[s] - 1);
            }
          } else {
            expect(fast.moves[s]).toBe(0);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('hand-checked: a cycle with an exit, a pure cycle, terminal states', () => {
    const text = JSON.stringify({
      edges: [
        ['a', 'b'],
        ['b', 'a'],
        ['b', 'c'],
        ['x', 'y'],
        ['y', 'x'],
        ['t', 'a'],
      ],
      terminal: { t: 'win' },
    });
    const graph = parseLoopyGraph(text);
    const { result, moves } = solveLoopyGraph(graph);
    const at = (name: string) => graph.names.indexOf(name);
    expect([result[at('c')], moves[at('c')]]).toEqual([LOSE, 0]);
    expect([result[at('b')], moves[at('b')]]).toEqual([WIN, 1]);
    expect([result[at('a')], moves[at('a')]]).toEqual([LOSE, 2]);
    expect([result[at('x')], moves[at('x')]]).toEqual([DRAW, -1]);
    // Terminal: the game is over at t and the player to move there has won; its move is ignored.
    expect([result[at('t')], moves[at('t')]]).toEqual([WIN, 0]);
    // Numbers and strings name the same state.
    expect(parseLoopyGraph('{"edges": [[1, "1"]]}').names).toEqual(['1']);
  });

  it("γ column: the engine's generalized Sprague–Grundy values, none where a declared win is reachable", () => {
    fc.assert(
      fc.property(randomGraphText, (text) => {
        const graph = parseLoopyGraph(text);
        const gamma = loopyGrundyOfGraph(graph);
        const { result } = solveLoopyGraph(graph);
        graph.names.forEach((_, s) => {
          const value = gamma[s];
          if (value === null) return;
          // Normal play below this state: γ gives its own outcome (Smith).
          expect(loopyOutcome(value)).toBe(result[s] === WIN ? 'N' : result[s] === LOSE ? 'P' : 'D');
        });
        if (!graph.terminal.includes(WIN)) expect(gamma).not.toContain(null);
      }),
      { numRuns: 200 },
    );
    const graph = parseLoopyGraph('{"edges":[["a","b"],["b","a"],["b","c"],["t","a"],["s","t"]],"terminal":{"t":"win"}}');
    expect(loopyGrundyOfGraph(graph).map((v) => (v === null ? null : formatLoopyGrundy(v)))).toEqual(['0', '1', '0', null, null]);
  });

  it('rejects bad descriptions with one clear line', () => {
    const bad = [
      '{',
      '[]',
      '{"edges": 3}',
      '{"edges": [[1]]}',
      '{"edges": [[1, true]]}',
      '{"edges": [], "terminal": {"a": "tie"}}',
      '{"edges": []}',
      '{"edges": [], "moves": []}',
    ];
    for (const text of bad) expect(() => parseLoopyGraph(text), text).toThrow(NimlabError);
  });

  it('the CLI family: a table of every state, or one state with start=', () => {
    const game = loopyFamily.create(undefined);
    const words = ['{"edges":[["a","b"],["b","a"],["b","c"],["x","x"]]}'];
    const table = game.analyzeAll!(words);
    expect(table.rows).toEqual([
      { state: 'a', result: 'lose', moves: 2, bestMove: 'b', gamma: 0 },
      { state: 'b', result: 'win', moves: 1, bestMove: 'c', gamma: 1 },
      { state: 'c', result: 'lose', moves: 0, bestMove: null, gamma: 0 },
      { state: 'x', result: 'draw', moves: null, bestMove: 'x', gamma: '∞(∅)' },
    ]);
    const report = game.analyze([...words, 'start=b']);
    expect(report.outcome).toBe('N');
    // Both moves win: to c at once, or to a, which loses more slowly.
    expect(report.winningMoves).toEqual([
      { move: 'move to a', to: 'a' },
      { move: 'move to c', to: 'c' },
    ]);
    expect(report.explanation[1]).toContain('wins in 1 move, fastest by moving to c');
    expect(report.explanation[2]).toContain('γ(b) = 1');
    // A draw is an answer (issue 21): outcome D, no winning move, the move that keeps the draw named.
    const draw = game.analyze([...words, 'start=x']);
    expect(draw.outcome).toBe('D');
    expect(draw.winningMoves).toEqual([]);
    expect(draw.explanation[1]).toContain('Moves that keep the draw: to x');
    expect(() => game.analyze([...words, 'start=zz'])).toThrow(/no state named/);
    expect(game.analyze(game.example.split(' ')).outcome).toBe('P');
    // The family's example as the gallery splits it, shell quotes included.
    expect(game.analyze(loopyFamily.example.split(' ').slice(1)).outcome).toBe('P');
  });
});
