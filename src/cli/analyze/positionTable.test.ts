import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nimlab } from '../testing/runCli.js';

const fixtures = join(import.meta.dirname, '../testing/fixtures');
const hexagon = join(fixtures, 'hexagon.graph');
const loopy = join(fixtures, 'cycle-with-exit.json');

describe('nimlab analyze on graphs: geography and described game graphs', () => {
  it('geography lists every start vertex from a graph file', () => {
    const { status, stdout } = nimlab(['analyze', 'geography', hexagon]);
    expect(status).toBe(0);
    expect(stdout).toContain('6 vertices, 7 edges, bipartite, maximum matching of size 3');
    expect(stdout).toMatch(/^1\s+win\s+2$/m);
  });

  it('geography --start and start= give the report of one start', () => {
    const viaOption = nimlab(['analyze', 'geography', hexagon, '--start', '2', '--json']);
    const viaWord = nimlab(['analyze', 'geography', hexagon, 'start=2', '--json']);
    expect(viaOption.status).toBe(0);
    expect(viaOption.stdout).toBe(viaWord.stdout);
    const json = JSON.parse(viaOption.stdout);
    expect(json.outcome).toBe('N');
    expect(json.winningMoves.map((m: { move: string }) => m.move)).toEqual(['move the token to 1', 'move the token to 3']);
  });

  it('loopy prints win / lose / draw with move counts, as text and JSON', () => {
    const text = nimlab(['analyze', 'loopy', loopy]);
    expect(text.status).toBe(0);
    expect(text.stdout).toMatch(/^a\s+lose\s+2\s+b\s+0$/m);
    expect(text.stdout).toMatch(/^1\s+draw\s+-\s+2\s+∞\(∅\)$/m);
    const json = JSON.parse(nimlab(['analyze', 'loopy', loopy, '--json']).stdout);
    expect(json.rows).toContainEqual({ state: 'b', result: 'win', moves: 1, bestMove: 'c', gamma: 1 });
    expect(json.rows).toContainEqual({ state: 'z', result: 'win', moves: 0, bestMove: null, gamma: null });
  });

  it('loopy shows γ: ∞ with its set K of finite option values, for sums of loopy games', () => {
    // s loops on itself or moves to the terminal e: ∞(0), a win alone but a draw beside a 1.
    const graph = '{"edges":[["s","s"],["s","e"],["one","e"]]}';
    const text = nimlab(['analyze', 'loopy', graph]);
    expect(text.status).toBe(0);
    expect(text.stdout).toMatch(/^state\s+player to move\s+moves\s+best move\s+γ$/m);
    expect(text.stdout).toMatch(/^s\s+win\s+1\s+e\s+∞\(0\)$/m);
    expect(text.stdout).toMatch(/^one\s+win\s+1\s+e\s+1$/m);
    const json = JSON.parse(nimlab(['analyze', 'loopy', graph, '--json']).stdout);
    expect(json.rows.map((row: { gamma: unknown }) => row.gamma)).toEqual(['∞(0)', 0, 1]);
    const single = JSON.parse(nimlab(['analyze', 'loopy', graph, '--start', 's', '--json', '--explain']).stdout);
    expect(single.explanation).toContainEqual(expect.stringContaining('γ(s) = ∞(0)'));
  });

  const errors: [string, string[], RegExp][] = [
    ['missing graph file', ['analyze', 'geography', join(fixtures, 'nope.graph')], /cannot read/],
    ['missing JSON file', ['analyze', 'loopy', join(fixtures, 'nope.json')], /cannot read/],
    ['bad JSON', ['analyze', 'loopy', join(fixtures, 'truncated.json')], /not valid JSON/],
    ['bad edge', ['analyze', 'loopy', '{"edges":[[1]]}'], /pair/],
    ['start out of range', ['analyze', 'geography', hexagon, '--start', '7'], /start vertex/],
    ['--start on another game', ['analyze', 'nim', '3', '--start', '1'], /--start/],
  ];
  it.each(errors)('%s: one line on stderr, exit code 2', (_name, args, message) => {
    const { status, stdout, stderr } = nimlab(args);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(message);
  });
});
