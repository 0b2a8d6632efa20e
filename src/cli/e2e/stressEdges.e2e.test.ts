import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliMain } from '../testing/runCli.js';
import { groupIsAlive, recordedGroups, startNimlab } from '../testing/process.js';

/** Issue 39, items 2–4, 14 (stress) and 15: stress at its edges, as competitive programmers use it. */
const fixture = (name: string) => join(import.meta.dirname, 'fixtures', name);
const rightNim = join(import.meta.dirname, '../testing/fixtures/right-nim.mjs');
const scratch = mkdtempSync(join(tmpdir(), 'nimlab-e2e-stress-edges-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const node = process.execPath;

/** Runs the built CLI, never for more than `timeoutMs` (a hang is a failure, not a stuck test). */
function stress(args: string[], timeoutMs = 120_000) {
  const started = Date.now();
  const result = spawnSync(node, [cliMain, 'stress', ...args], { encoding: 'utf8', timeout: timeoutMs, maxBuffer: 256 << 20 });
  return {
    status: result.status,
    stdout: result.stdout,
    stderr: result.stderr,
    ms: Date.now() - started,
    timedOut: result.error !== undefined,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function untilGone(pgid: number, limitMs: number): Promise<boolean> {
  for (const until = Date.now() + limitMs; Date.now() < until; await sleep(50)) if (!groupIsAlive(pgid)) return true;
  return !groupIsAlive(pgid);
}

function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

function script(name: string, text: string): string {
  const file = join(scratch, name);
  writeFileSync(file, text);
  return file;
}

describe('item 2: the solution dies with nimlab, whatever kills it', () => {
  it.each(['SIGKILL', 'SIGHUP'] as const)(
    '%s to nimlab during a looping solution: no process of the run is left',
    async (signal) => {
      const file = join(scratch, `pids-${signal}`);
      const { child, done } = startNimlab([
        'stress',
        'luogu-p2197',
        '--runs',
        '1',
        '--time-limit',
        '60000',
        '--',
        node,
        fixture('hangs-with-child.mjs'),
        file,
      ]);
      for (const until = Date.now() + 60_000; recordedGroups(file).length === 0 && Date.now() < until;) await sleep(50);
      const [pgid] = recordedGroups(file);
      expect(pgid).toBeGreaterThan(0);
      child.kill(signal);
      await done;
      expect(await untilGone(pgid, 10_000), `process group ${pgid} after ${signal}`).toBe(true);
    },
    90_000,
  );
});

describe('item 3: a child that escapes the group and holds stdout open', () => {
  it('does not hold the run: it is killed and named, and the run passes in time', () => {
    const result = stress([
      'luogu-p2197',
      '--runs',
      '2',
      '--no-max',
      '--time-limit',
      '2000',
      '--',
      `setsid sleep 300 & "${node}" "${rightNim}"`,
    ]);
    expect(result.timedOut).toBe(false);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('all 2 runs agree with nimlab');
    const named = [
      ...result.stderr.matchAll(
        /^nimlab: killed 'sleep' \(pid (\d+)\): your program left it running outside its process group, holding its output open$/gm,
      ),
    ];
    expect(named.length, result.stderr).toBe(1);
    expect(isAlive(Number(named[0][1]))).toBe(false);
    // Two runs of a fast solution: nowhere near the sleep's 300 s, nor two time limits.
    expect(result.ms).toBeLessThan(60_000);
  }, 130_000);
});

describe('item 4: a solution that never stops writing', () => {
  it('is stopped near the answer, and its output shown as its first lines and a count', () => {
    const text = stress(['luogu-p2197', '--runs', '1', '--no-max', '--shrink-time', '0', '--', 'yes', 'Yes']);
    expect(text.status).toBe(1);
    expect(text.stdout).toContain('wrote more output than any answer needs (stopped)');
    expect(text.stdout).toMatch(/\n… \d+ more bytes \(the program was stopped there: more output than any answer needs\)\n$/);
    expect(text.stdout.length).toBeLessThan(20_000);
    const json = stress(['luogu-p2197', '--runs', '1', '--no-max', '--shrink-time', '0', '--json', '--', 'yes', 'Yes']);
    expect(json.status).toBe(1);
    expect(json.stdout.length).toBeLessThan(300_000);
    expect(JSON.parse(json.stdout).actualBytes).toBeGreaterThan(65_536);
  }, 130_000);
});

describe('item 14 (stress): a crash is summarised by its last stderr line; counts have their plurals', () => {
  it('a crashing solution', () => {
    const crash = script(
      'crash.sh',
      'echo "Traceback (most recent call last):" >&2\necho "  File sol.py, line 3" >&2\necho "ZeroDivisionError: division by zero" >&2\nexit 3\n',
    );
    const result = stress(['luogu-p2197', '--runs', '1', '--no-max', '--shrink-time', '0', '--', 'sh', crash]);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/^run 1 failed: exited with code 3: ZeroDivisionError: division by zero \(\d+ ms\)$/m);
  });

  it('one run is "1 run", with time figures', () => {
    const result = stress(['luogu-p2197', '--runs', '1', '--seed', '5', '--', node, rightNim]);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^1 run agrees with nimlab \(seed 5\); time per run: median \d+ ms, slowest \d+ ms\n$/);
  });
});

describe('item 15: your own generator, reference and checker; memory; -j; C++', () => {
  // A problem of the user's own: "a b" in, a + b out.
  const gen = script('gen.sh', 'echo $(( $1 % 7 )) $(( $1 % 5 ))\n');
  const brute = script('brute.sh', 'read a b\necho $((a + b))\n');
  const wrong = script('wrong.sh', 'read a b\nif [ "$a" -eq 3 ]; then echo 0; else echo $((a + b)); fi\n');
  const right = script('right.sh', 'read a b\necho $((b + a))\n');

  it('--gen and --brute stand for a problem nimlab does not know', () => {
    const passed = stress(['my-sum', '--gen', `sh ${gen}`, '--brute', `sh ${brute}`, '--runs', '20', '--seed', '0', '--', 'sh', right]);
    expect(passed.stdout).toMatch(/^all 20 runs agree with your --brute \(seed 0\); time per run/);
    expect(passed.status).toBe(0);
    const failed = stress([
      'my-sum',
      '--gen',
      `sh ${gen}`,
      '--brute',
      `sh ${brute}`,
      '--runs',
      '20',
      '--seed',
      '0',
      '--json',
      '--',
      'sh',
      wrong,
    ]);
    expect(failed.status).toBe(1);
    const result = JSON.parse(failed.stdout);
    // Seed 3 is the first whose a is 3: run 4.
    expect(result).toMatchObject({ run: 4, seed: 3, reason: 'wrong answer', expected: '3', actual: '0' });
    expect(result.reproduce).toContain(`--gen 'sh ${gen}' --brute 'sh ${brute}'`);
  });

  it('-j 3 finds the same first failure as one lane', () => {
    const failed = stress([
      'my-sum',
      '--gen',
      `sh ${gen}`,
      '--brute',
      `sh ${brute}`,
      '--runs',
      '30',
      '--seed',
      '0',
      '-j',
      '3',
      '--json',
      '--',
      'sh',
      wrong,
    ]);
    expect(failed.status).toBe(1);
    expect(JSON.parse(failed.stdout)).toMatchObject({ run: 4, seed: 3 });
  });

  it('--checker (testlib: input output answer) accepts another right answer and names a wrong one', () => {
    // "Print a number greater than a + b": the reference prints a + b + 1, the solution a + b + 2.
    const above = script('above.sh', 'read a b\necho $((a + b + 2))\n');
    const ref = script('ref.sh', 'read a b\necho $((a + b + 1))\n');
    const checker = script(
      'check.sh',
      'read a b < "$1"\nread x < "$2"\nif [ "$x" -gt $((a + b)) ]; then exit 0; fi\necho "$x is not above $((a + b))" >&2\nexit 1\n',
    );
    const args = ['above', '--gen', `sh ${gen}`, '--brute', `sh ${ref}`, '--runs', '10', '--seed', '0'];
    expect(stress([...args, '--', 'sh', above]).status).toBe(1);
    const checked = stress([...args, '--checker', `sh ${checker}`, '--', 'sh', above]);
    expect(checked.stdout).toMatch(/^all 10 runs agree with your --brute/);
    expect(checked.status).toBe(0);
    const wrongly = stress([...args, '--checker', `sh ${checker}`, '--json', '--', 'sh', brute]);
    expect(wrongly.status).toBe(1);
    expect(JSON.parse(wrongly.stdout).reason).toBe('wrong answer (checker: 0 is not above 0)');
  });

  it('--memory-limit stops a run past it', () => {
    const hog = `"${node}" -e "const b = Buffer.alloc(300 << 20, 1); setTimeout(() => console.log(b[5]), 3000)"`;
    const result = stress(['luogu-p2197', '--runs', '1', '--no-max', '--memory-limit', '100', '--shrink-time', '0', '--', hog]);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/^run 1 failed: memory limit of 100 MB exceeded/m);
  });

  it('a C++ source is compiled once with g++; one that does not compile is one line, exit 2', () => {
    const source = script(
      'nim.cpp',
      '#include <cstdio>\nint main(){int t;scanf("%d",&t);while(t--){int n;scanf("%d",&n);long long x=0;for(int i=0;i<n;i++){long long a;scanf("%lld",&a);x^=a;}puts(x?"Yes":"No");}}\n',
    );
    const passed = stress(['luogu-p2197', '--runs', '30', '--seed', '2', source], 240_000);
    expect(passed.stdout).toMatch(/^all 30 runs agree with nimlab \(seed 2\)/);
    expect(passed.status).toBe(0);
    const broken = script('broken.cpp', 'int main() { return x; }\n');
    const failed = stress(['luogu-p2197', '--runs', '1', broken], 240_000);
    expect(failed.stderr).toMatch(
      new RegExp(`^nimlab: your solution: ${broken} does not compile: .*error: .x. was not declared in this scope.*\\n$`),
    );
    expect(failed.status).toBe(2);
  }, 240_000);
});
