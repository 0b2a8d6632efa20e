import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cliMain, nimlab } from '../testing/runCli.js';

/** Issue 34: `nimlab analyze domineering` answers the outcome class by search, end to end on the built CLI. */
describe('nimlab analyze domineering (search)', () => {
  it('answers the outcome class of an empty board, both starters, with a winning first move and node counts', () => {
    const { status, stdout } = nimlab(['analyze', 'domineering', '5x5']);
    expect(status).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('domineering 5x5 .....|.....|.....|.....|.....');
    expect(lines[1]).toBe('outcome: P (the second player wins)');
    expect(lines[2]).toMatch(/^Left \(vertical\) moving first: loses \([\d,]+ positions\)$/);
    // A square empty board is its own transpose: Right's answer is Left's, transposed, not searched.
    expect(lines[3]).toBe("Right (horizontal) moving first: loses (the transpose of Left's answer: the board is its own transpose)");
    expect(lines[4]).toMatch(/^by: search .*: [\d,]+ positions in [\d.]+ s$/);
  });

  it('searches both starters on a board that is not its own transpose, and says which it read off the transpose', () => {
    const oblong = JSON.parse(nimlab(['analyze', 'domineering', '5x6', '--json']).stdout);
    expect(oblong.search.leftFirstNodes).toBeGreaterThan(0);
    expect(oblong.search.rightFirstNodes).toBeGreaterThan(0);
    expect(oblong.search.rightFirstFromTranspose).toBeUndefined();
    const square = JSON.parse(nimlab(['analyze', 'domineering', '5x5', '--json']).stdout);
    expect(square.search).toMatchObject({ rightFirstNodes: 0, rightFirstFromTranspose: true });
    expect(square.search.nodes).toBe(square.search.leftFirstNodes);
  });

  it('--json gives the outcome, the winning moves of each side and the search', () => {
    // 2 × 14: 28 empty cells, past the values' reach (MAX_VALUED_REGION_CELLS), so it is searched.
    const { status, stdout } = nimlab(['analyze', 'domineering', '2x14', '--json']);
    expect(status).toBe(0);
    const json = JSON.parse(stdout);
    expect(json).toMatchObject({
      game: 'domineering',
      position: '..............|..............',
      outcome: 'N',
      value: null,
      leftWins: [{ move: expect.stringMatching(/^([a-n])1-\1[2]$/) }],
      rightWins: [{ move: expect.stringMatching(/^[a-m][12]-[b-n][12]$/) }],
      by: 'search',
    });
    expect(json.search.nodes).toBeGreaterThan(0);
  });

  it('the quick path (started before the analyze command loads) answers as the full command does', () => {
    // `analyze domineering BOARD …` takes the quick path; with an option before the game it cannot.
    const quick = nimlab(['analyze', 'domineering', '5x6', '--json', '--time-limit=60s']);
    const full = nimlab(['analyze', '--json', '--time-limit', '60s', 'domineering', '5x6']);
    expect([quick.status, full.status]).toEqual([0, 0]);
    const withoutTime = (stdout: string) => ({ ...JSON.parse(stdout), search: { ...JSON.parse(stdout).search, seconds: 0 } });
    expect(withoutTime(quick.stdout)).toEqual(withoutTime(full.stdout));
    // A board it does not search (valued) and a bad option go to the full command, unchanged.
    expect(JSON.parse(nimlab(['analyze', 'domineering', '3x3', '--json']).stdout).by).toBe('values');
    const bad = nimlab(['analyze', 'domineering', '5x6', '--time-limit=zz']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^nimlab: --time-limit: expected a duration/);
  });

  it('a bad board is one line on stderr, exit 2', () => {
    const { status, stdout, stderr } = nimlab(['analyze', 'domineering', '..|...']);
    expect(stderr).toBe("nimlab: domineering board '..|...': row 2 has 3 cells, row 1 has 2\n");
    expect(status).toBe(2);
    expect(stdout).toBe('');
  });

  it('a time limit stops the search with how far it got, exit 2', () => {
    const { status, stderr } = nimlab(['analyze', 'domineering', '9x9', '--time-limit', '1']);
    expect(stderr).toMatch(
      /^nimlab: time limit of 1 s reached after [\d,]+ positions searched \(Left moving first, \d+ of \d+ first moves refuted\); raise --time-limit\n$/,
    );
    expect(status).toBe(2);
  });

  it('Ctrl-C stops the search: exit 130 and how far it got', async () => {
    const child = spawn(process.execPath, [cliMain, 'analyze', 'domineering', '9x9'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await new Promise((resolve) => setTimeout(resolve, 2500));
    child.kill('SIGINT');
    const code = await new Promise<number | null>((resolve) => child.on('exit', (exitCode) => resolve(exitCode)));
    expect(stderr).toMatch(
      /^nimlab: domineering search interrupted \(Ctrl-C\) after [\d,]+ positions searched \(Left moving first, \d+ of \d+ first moves refuted\)\n$/,
    );
    expect(code).toBe(130);
  });
});
