import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { afterAll, describe, expect, it } from 'vitest';
import { problemCatalog } from '../../problems/catalog.js';
import { nimlab } from '../testing/runCli.js';

/**
 * Issue 39, item 10: every command's --json is one documented shape (docs/schemas/<command>.schema.json)
 * in every mode, compact (one line), and the real output of the built CLI validates against it.
 */
const schemas = join(import.meta.dirname, '../../../docs/schemas');
const ajv = new Ajv({ allErrors: true });
const scratch = mkdtempSync(join(tmpdir(), 'nimlab-schemas-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A right solution of luogu-p2197 (Nim: "Yes" when the nim-sum is not 0), for a stress run that passes. */
const nimSolution = join(scratch, 'nim.mjs');
writeFileSync(
  nimSolution,
  `const words = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);
let i = 0; const out = [];
for (let t = words[i++]; t > 0; t--) { const n = words[i++]; let x = 0; for (let k = 0; k < n; k++) x ^= words[i++]; out.push(x ? 'Yes' : 'No'); }
console.log(out.join('\\n'));`.replace(
    /^/,
    "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);\n",
  ),
);

function validate(command: string, args: string[], exitCode = 0, input = ''): Record<string, unknown> | unknown[] {
  const { status, stdout, stderr } = nimlab(args, input);
  expect(status, stderr).toBe(exitCode);
  // Compact: one document on one line.
  expect(stdout.indexOf('\n'), stdout.slice(0, 200)).toBe(stdout.length - 1);
  const document = JSON.parse(stdout) as Record<string, unknown> | unknown[];
  const check = ajv.getSchema(command) ?? compileSchema(command);
  expect(check(document) ? [] : check.errors, `${args.join(' ')}`).toEqual([]);
  return document;
}

function compileSchema(command: string) {
  ajv.addSchema(JSON.parse(readFileSync(join(schemas, `${command}.schema.json`), 'utf8')) as object, command);
  return ajv.getSchema(command)!;
}

describe('--json output validates against docs/schemas, in every mode', () => {
  it('analyze: normal play, misère play (with grundy null and the move count), a table of starts (outcome null)', () => {
    const normal = validate('analyze', ['analyze', 'nim', '3', '4', '--json']) as Record<string, unknown>;
    expect(normal).toMatchObject({ game: 'nim', play: 'normal', outcome: 'N', grundy: '7', winningMoveCount: '1' });
    const misere = validate('analyze', ['analyze', 'kayles', '1', '1', '--misere', '--json']) as Record<string, unknown>;
    expect(misere).toMatchObject({ play: 'misere', outcome: 'N', grundy: null, winningMoveCount: '1', winningMovesCut: false });
    const graph = join(import.meta.dirname, '../testing/fixtures/hexagon.graph');
    const starts = validate('analyze', ['analyze', 'geography', graph, '--json']) as Record<string, unknown>;
    expect(starts.outcome).toBeNull();
    expect((starts.rows as unknown[]).length).toBe(6);
    validate('analyze', ['analyze', 'wythoff', '3', '5', '--json', '--explain']);
    // loopy's rows are states, not start vertices.
    const states = validate('analyze', ['analyze', 'loopy', '{"edges":[["a","b"]]}', '--json']) as { rows: unknown[] };
    expect(states.rows).toEqual([
      expect.objectContaining({ state: 'a', result: 'win' }),
      expect.objectContaining({ state: 'b', result: 'lose' }),
    ]);
  });

  it("quotient of a game module: the heap quotient's shape (relations as 'left = right')", () => {
    const dawson = join(import.meta.dirname, '../userGame/fixtures/dawson.mjs');
    const quotient = validate('quotient', ['quotient', dawson, '3', '--json']) as { relations: string[] };
    expect(quotient.relations).toContain('3+3 = 0');
  });

  it('analyze of a partizan game: value, outcome L/R/N/P, each side’s winning moves, the regions', () => {
    const clobber = validate('analyze', ['analyze', 'clobber', 'xo.xxo', '--json']) as Record<string, unknown>;
    expect(clobber).toMatchObject({ game: 'clobber', outcome: 'N', value: '^*', by: 'values' });
    expect(clobber.regions).toEqual([
      { position: 'xo', value: '*' },
      { position: 'xxo', value: '^' },
    ]);
    const toads = validate('analyze', ['analyze', 'toads-and-frogs', 'T.F', '--json']) as Record<string, unknown>;
    expect(toads).toMatchObject({
      outcome: 'N',
      value: '*',
      leftWins: [{ move: '1-2', to: '.TF' }],
      rightWins: [{ move: '3-2', to: 'TF.' }],
    });
  });

  it('analyze of a Domineering board by search: the partizan shape, value null, the search figures', () => {
    // 2 × 14 is past the values' reach (a region of 28 empty cells), so it is searched.
    const board = validate('analyze', ['analyze', 'domineering', '2x14', '--json']) as Record<string, unknown>;
    expect(board).toMatchObject({ game: 'domineering', outcome: 'N', value: null, by: 'search' });
    // A square board: Right's answer read off the transpose, said in the search object.
    const square = validate('analyze', ['analyze', 'domineering', '5x5', '--json']) as Record<string, unknown>;
    expect(square).toMatchObject({ outcome: 'P', by: 'search', search: { rightFirstFromTranspose: true } });
  });

  it('analyze of a small Domineering board by values: the value, the winning moves, the regions', () => {
    const board = validate('analyze', ['analyze', 'domineering', '..#.|..#.|###.', '--json']) as Record<string, unknown>;
    expect(board).toMatchObject({
      game: 'domineering',
      outcome: 'N',
      value: '{2|0}',
      regions: [
        { position: '..|..', value: '+-1' },
        { position: '.|.|.', value: '1' },
      ],
      by: 'values',
    });
  });

  it('table: normal play and --misere', () => {
    validate('table', ['table', '0.77', '--to', '20', '--json']);
    validate('table', ['table', '0.77', '--misere', '--to', '4', '--json']);
  });

  it('games: every family and every classic game named, kayles and moebius among them', () => {
    const rows = validate('games', ['games', '--json']) as { name: string; kind: string; family: string }[];
    expect(rows.find((row) => row.name === 'kayles')).toMatchObject({ kind: 'named', family: 'octal' });
    expect(rows.find((row) => row.name === 'moebius')).toMatchObject({ kind: 'named', family: 'turning' });
    expect(rows.filter((row) => row.kind === 'named').length).toBeGreaterThanOrEqual(11);
    expect(rows.find((row) => row.name === 'clobber')).toMatchObject({ kind: 'partizan', family: 'clobber' });
    expect(rows.find((row) => row.name === 'domineering')).toMatchObject({ kind: 'partizan', family: 'domineering' });
  });

  it('census --status --json', () => {
    const db = join(scratch, 'status.sqlite');
    expect(nimlab(['census', '0.77', '0.6', '--to', '3000', '--db', db, '--threads', '1']).status).toBe(0);
    const status = validate('census-status', ['census', '--status', '--json', '--db', db]) as Record<string, unknown>;
    expect(status).toMatchObject({ total: 2, finished: 2, waiting: 0 });
  });

  it('judge: an answer (fast and brute, from stdin and from a file) and --list', () => {
    const input = '2\n2\n1 1\n2\n1 2\n';
    const fast = validate('judge', ['judge', 'luogu-p2197', '-', '--json'], 0, input) as Record<string, unknown>;
    expect(fast).toEqual({ problem: 'luogu-p2197', title: 'Nim', solver: 'fast', output: 'No\nYes\n', lines: ['No', 'Yes'] });
    const file = join(scratch, 'nim.in');
    writeFileSync(file, input);
    const brute = validate('judge', ['judge', 'luogu-p2197', file, '--brute', '--json']) as Record<string, unknown>;
    expect(brute).toMatchObject({ solver: 'brute', lines: ['No', 'Yes'] });
    const list = validate('judge', ['judge', '--list', '--json']) as { id: string }[];
    expect(list.map((p) => p.id)).toContain('luogu-p2197');
    expect(list.map((p) => p.id)).toEqual(problemCatalog.map((p) => p.id));
  });

  it('nash and cgt: a game and a comparison', () => {
    validate('nash', ['nash', 'rps', '--json']);
    validate('cgt', ['cgt', '{3||2*|1*}', '--json']);
    expect(validate('cgt', ['cgt', '^ >= *', '--json'])).toEqual({ expression: '^ >= *', value: false });
  });

  it('nimber, quotient, misere-census and stress', () => {
    validate('nimber', ['nimber', '3*5', '--json']);
    validate('quotient', ['quotient', 'kayles', '--to', '6', '--json']);
    validate('misere-census', ['misere-census', '0.77', '--to', '5', '--json']);
    validate('stress', ['stress', 'luogu-p2197', '--runs', '2', '--no-max', '--json', '--', process.execPath, nimSolution]);
    const failure = validate(
      'stress',
      // Always wrong ("Yes" alone would be right whenever both random inputs are N-positions).
      ['stress', 'luogu-p2197', '--runs', '2', '--no-max', '--shrink-time', '1', '--json', '--', 'echo', 'Maybe'],
      1,
    );
    expect(failure).toMatchObject({ passed: false });
  });
});
