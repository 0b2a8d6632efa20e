/**
 * Issue 36: `nimlab nash` against Gambit 16.7.0's command-line solvers, exact arithmetic on both
 * sides, as processes (start-up and reading the .nfg file included on both sides: Gambit alone
 * takes about 4 s to read a 200 × 200 file). Games: uniform random integers -99..99 (xorshift32,
 * fixed seeds); zero-sum: B = -A. Rows, each at several sizes to show the growth:
 *   all equilibria of n × n bimatrix games: `nash --method vertex --gambit` vs `gambit-enummixed -q`;
 *   the value of n × n zero-sum games: `nash --method lp --json` vs `gambit-lp -q`;
 *   one equilibrium of n × n games: `nash --method lemke --label 1 --gambit` vs `gambit-lcp -q -e 1`.
 * Answers must agree (the run fails if not): the same set of NE lines; the same value (Gambit's is
 * computed exactly from its strategies); the same equilibrium, or else both checked exactly as
 * equilibria by nimlab's verifier and the row says so. Without ../shared/baselines the rows run
 * ours alone and say that the rival was skipped.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** gambit-lcp runs at most this long (its path on some 200 × 200 games takes minutes). */
const GAMBIT_LCP_CAP_S = 120;

function makeRandom(seed) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x;
  };
}

/** A random n × n game as a payoff-version .nfg (profiles with player 1 fastest). */
function randomNfg(n, seed, zeroSum) {
  const random = makeRandom(seed);
  const a = [];
  const b = [];
  for (let i = 0; i < n; i++) {
    a.push([]);
    b.push([]);
    for (let j = 0; j < n; j++) {
      const x = (random() % 199) - 99;
      a[i].push(x);
      b[i].push(zeroSum ? -x : (random() % 199) - 99);
    }
  }
  const payoffs = [];
  for (let j = 0; j < n; j++) for (let i = 0; i < n; i++) payoffs.push(a[i][j], b[i][j]);
  return { a, b, text: `NFG 1 R "random ${n}x${n} seed ${seed}" { "1" "2" } { ${n} ${n} }\n\n${payoffs.join(' ')}\n` };
}

/** User + system CPU seconds of one run of `cmd args` (by /usr/bin/time), or 'not measured'. */
function cpuNote(cmd, args) {
  if (!existsSync('/usr/bin/time')) return 'not measured (no /usr/bin/time)';
  const result = spawnSync('/usr/bin/time', ['-f', '%U %S', cmd, ...args], { encoding: 'utf8', maxBuffer: 1 << 30 });
  const [user, system] = result.stderr.trim().split('\n').pop().split(' ').map(Number);
  return `${(user + system).toFixed(2)} s`;
}

const neLines = (text) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('NE,'))
    .sort();

export default async function nash(ctx) {
  const main = path.join(ctx.root, 'dist/cli/main.js');
  const matrix = await import(pathToFileURL(path.join(ctx.root, 'dist/engine/matrix/index.js')).href);
  const baselines = path.join(ctx.root, '..', 'shared', 'baselines', 'gambit');
  const gambitDir = path.join(ctx.root, 'bench', 'build', 'gambit');
  let gambit = null;
  if (existsSync(path.join(gambitDir, 'gambit-enummixed'))) gambit = gambitDir;
  else if (existsSync(path.join(baselines, 'build.sh'))) {
    ctx.log('building Gambit (once, into bench/build/gambit)');
    ctx.run('sh', [path.join(baselines, 'build.sh'), gambitDir]);
    gambit = gambitDir;
  }
  const skipped = gambit === null ? '; Gambit skipped: ../shared/baselines is absent' : '';
  const tool = (name) => path.join(gambit, name);
  const rows = [];
  const row = (name, ours, baseline, note) =>
    rows.push({ name, ours_ms: ours, baseline_ms: baseline, ratio: baseline === null ? null : ours / baseline, note: note + skipped });

  // All equilibria (vertex enumeration vs enummixed): 10 × 10 is the issue's row.
  for (const n of [6, 8, 10]) {
    const game = randomNfg(n, 3600 + n, false);
    const file = ctx.tmpFile(`bimatrix-${n}.nfg`, game.text);
    const args = [main, 'nash', file, '--method', 'vertex', '--gambit', '--time-limit', '600'];
    const ours = neLines(ctx.run(process.execPath, args));
    const oursMs = ctx.timeCommand(process.execPath, args, { repeats: n >= 10 ? 2 : ctx.repeats });
    let baselineMs = null;
    let note = `${ours.length} equilibria`;
    if (gambit !== null) {
      const theirs = neLines(ctx.run(tool('gambit-enummixed'), ['-q', file]));
      if (theirs.join('\n') !== ours.join('\n'))
        throw new Error(`${n}×${n}: nimlab found ${ours.length} equilibria, gambit-enummixed ${theirs.length}, not the same`);
      baselineMs = ctx.timeCommand(tool('gambit-enummixed'), ['-q', file], { repeats: n >= 10 ? 1 : ctx.repeats });
      note += ', the same set as gambit-enummixed (exact)';
    }
    row(
      `nash: all equilibria, random ${n}×${n} bimatrix (vertex vs enummixed)`,
      oursMs,
      baselineMs,
      note + '; processes, file reading included',
    );
  }

  // The value of zero-sum games (exact simplex vs gambit-lp): 50 × 50 is the issue's row.
  for (const n of [25, 50, 100]) {
    const game = randomNfg(n, 5000 + n, true);
    const file = ctx.tmpFile(`zero-sum-${n}.nfg`, game.text);
    const args = [main, 'nash', file, '--method', 'lp', '--json', '--time-limit', '600'];
    const value = JSON.parse(ctx.run(process.execPath, args)).value;
    const oursMs = ctx.timeCommand(process.execPath, args, { repeats: n >= 100 ? 1 : ctx.repeats });
    let baselineMs = null;
    let note = `value ${value.length > 24 ? `${value.slice(0, 20)}… (${value.length} characters)` : value}`;
    if (gambit !== null && n <= 50) {
      const [line] = neLines(ctx.run(tool('gambit-lp'), ['-q', file]));
      const numbers = line.slice(3).split(',').map(matrix.parseRational);
      const p = numbers.slice(0, n);
      const q = numbers.slice(n);
      let theirs = matrix.Rational.ZERO;
      for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) theirs = theirs.add(p[i].mul(q[j]).mul(matrix.Rational.of(game.a[i][j])));
      if (theirs.toString() !== value) throw new Error(`${n}×${n} zero-sum: nimlab's value ${value}, Gambit's strategies give ${theirs}`);
      baselineMs = ctx.timeCommand(tool('gambit-lp'), ['-q', file], { repeats: 1 });
      note += ", equal to the value of gambit-lp's strategies (exact)";
    } else if (gambit !== null) note += '; gambit-lp not run (killed at 150 s at 200×200 in its README; 100×100 not timed here)';
    row(
      `nash: value of a random ${n}×${n} zero-sum game (exact simplex vs gambit-lp)`,
      oursMs,
      baselineMs,
      note + '; processes, file reading included',
    );
  }

  // One equilibrium (Lemke–Howson from label 1 vs gambit-lcp -e 1): 200 × 200 is the issue's row.
  const games = await import(pathToFileURL(path.join(ctx.root, 'dist/games/matrix/index.js')).href);
  for (const n of [50, 100, 200]) {
    const game = randomNfg(n, 7000 + n, false);
    const file = ctx.tmpFile(`lemke-${n}.nfg`, game.text);
    const args = [main, 'nash', file, '--method', 'lemke', '--label', '1', '--gambit', '--time-limit', '600'];
    const ours = neLines(ctx.run(process.execPath, args));
    const repeats = n <= 100 ? ctx.repeats : 1;
    const oursMs = ctx.timeCommand(process.execPath, args, { repeats });
    // The same work in this process: read the text, solve (dominance, Lemke–Howson, the exact check).
    const solveInProcess = () => games.solveNash(games.readMatrixGame(game.text, 'bench').table, { method: 'lemke', label: 0 });
    const inProcess = solveInProcess().equilibria[0].strategies.flat().join(',');
    const inProcessMs = ctx.timeFn(solveInProcess, { repeats });
    let baselineMs = null;
    let note = `one equilibrium; CPU ${cpuNote(process.execPath, args)}`;
    if (gambit !== null) {
      // gambit-lcp's path can be very long (seed 7200 at 200×200: over 4 CPU minutes here): capped.
      const lcpArgs = [String(GAMBIT_LCP_CAP_S), tool('gambit-lcp'), '-q', '-e', '1', file];
      let elapsed = Infinity;
      let lcp;
      for (let k = 0; k < (n <= 100 ? ctx.repeats : 1); k++) {
        const started = performance.now();
        lcp = spawnSync('timeout', lcpArgs, { encoding: 'utf8', maxBuffer: 1 << 30 });
        elapsed = Math.min(elapsed, performance.now() - started);
        if (lcp.status === 124) break;
      }
      if (lcp.status === 124) note += `; gambit-lcp -e 1 did not finish within ${GAMBIT_LCP_CAP_S} s (killed), so no ratio`;
      else {
        if (lcp.status !== 0) throw new Error(`gambit-lcp on ${n}×${n}: exit ${lcp.status}: ${lcp.stderr}`);
        const theirs = neLines(lcp.stdout);
        if (theirs.join() === ours.join()) note += ', the same as gambit-lcp -e 1 (exact)';
        else {
          const table = matrix.tableFromBimatrix({
            a: game.a.map((r) => r.map((x) => matrix.Rational.of(x))),
            b: game.b.map((r) => r.map((x) => matrix.Rational.of(x))),
          });
          const numbers = theirs[0].slice(3).split(',').map(matrix.parseRational);
          const check = matrix.checkEquilibrium(table, [numbers.slice(0, n), numbers.slice(n)]);
          if (!check.ok) throw new Error(`${n}×${n}: gambit-lcp's answer fails the check: ${check.fault}`);
          note += ', another equilibrium than gambit-lcp -e 1 finds (both checked exactly)';
        }
        note += `; gambit-lcp CPU ${cpuNote('timeout', lcpArgs)}`;
        baselineMs = elapsed;
      }
    }
    if (`NE,${inProcess}` !== ours[0]) throw new Error(`${n}×${n}: in-process and the CLI found different equilibria`);
    row(
      `nash: one equilibrium of a random ${n}×${n} bimatrix (Lemke–Howson vs gambit-lcp -e 1)`,
      oursMs,
      baselineMs,
      note + '; processes, file reading included',
    );
    row(
      `nash: one equilibrium of a random ${n}×${n} bimatrix, in-process (Lemke–Howson vs gambit-lcp -e 1 as a process)`,
      inProcessMs,
      baselineMs,
      'the same equilibrium as the row above; ours: reading the text, dominance, Lemke–Howson and the exact check in this process (no Node start-up); Gambit: its process, start-up and file reading included',
    );
  }
  return rows;
}
