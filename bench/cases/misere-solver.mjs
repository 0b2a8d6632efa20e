/**
 * Misère quotients against MisereSolver (issue 19): Siegel's reference program, built from
 * `shared/baselines/miseresolver` (beside or above the repository) with its build.sh (javac) in this
 * run, and nimlab's quotient grown to the same heap, each in a process of its own (the row's memory
 * is that process's peak resident size). Times are the solvers' own clocks, equal in what they
 * count: MisereSolver's Driver starts its clock in main(), after JVM start and before its solver
 * classes load; nimlab's starts after Node start and before the growth's code loads (the package's
 * `nimlab/misere-quotient` entry, dist/misere-quotient.js: one bundled file).
 * Every quotient is checked against MisereSolver's by isomorphism: each nimlab element is sent to
 * the product of MisereSolver's images of its representative heaps; that map must be a bijection
 * that keeps the table, the P-portion and the heap map. A mismatch fails the case. Without javac or
 * the baseline folder the rows are skipped with a note.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** [code, heap, what the issue's goal says]. */
const ROWS = [
  ['0.77', 120, 'Kayles: order 40'],
  ['0.07', 30, "Dawson's Kayles: order 360"],
  ['0.07', 33, "Dawson's Kayles: order 638"],
  ['4.7', 30, 'order 322'],
  ['4!.0', 30, "Grundy's game"],
];
/** Per solver and row: MisereSolver is stopped, nimlab stops itself (its time limit) and says how far it got. */
const TIMEOUT_MS = 90_000;

export function findBaseline(root) {
  for (let dir = path.dirname(root); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'shared', 'baselines', 'miseresolver');
    if (existsSync(path.join(candidate, 'build.sh'))) return candidate;
    if (path.dirname(dir) === dir) return null;
  }
}

export default async function misereSolver(ctx) {
  const baseline = findBaseline(ctx.root);
  const hasJavac = spawnSync('javac', ['-version']).status === 0;
  if (!baseline || !hasJavac) {
    const why = !baseline ? 'shared/baselines/miseresolver not found' : 'javac not found';
    return ROWS.map(([code, heap, what]) => ({
      name: `misère quotient ${code} to heap ${heap} (${what})`,
      ours_ms: null,
      baseline_ms: null,
      note: `skipped: ${why}`,
    }));
  }
  const classes = path.join(ctx.root, 'bench', 'build', 'miseresolver');
  ctx.run('sh', [path.join(baseline, 'build.sh'), classes]);
  const rows = [];
  for (const [code, heap, what] of ROWS) {
    const theirs = runMisereSolver(classes, code, heap);
    const ours = runNimlab(ctx.root, code, heap);
    let note = `MisereSolver: ${theirs.error ?? `order ${theirs.size}, |P| ${theirs.p.length}`}; nimlab: ${ours.error ?? `order ${ours.order}, |P| ${ours.losing.filter(Boolean).length}`}, peak ${ours.maxRssMB} MB`;
    if (!theirs.error && !ours.error) {
      const mismatch = isomorphismMismatch(ours, theirs);
      if (mismatch) throw new Error(`misère quotient ${code} to heap ${heap}: not isomorphic to MisereSolver's (${mismatch})`);
      note += '; isomorphic to MisereSolver (table, P-portion, heap map)';
    }
    if (ours.solved) note += `; solved at heap ${ours.solvedAt}: period ${ours.solved.period}, preperiod ${ours.solved.preperiod}`;
    ctx.log(`${code} to ${heap}: ${note}`);
    rows.push({
      name: `misère quotient ${code} to heap ${heap} (${what})`,
      ours_ms: ours.ms ?? null,
      baseline_ms: theirs.ms ?? null,
      note,
    });
  }
  return rows;
}

export function runMisereSolver(classes, code, heap) {
  const json = path.join(mkdtempSync(path.join(tmpdir(), 'ms-')), 'q.json');
  const result = spawnSync('java', ['-Xmx2g', '-cp', classes, 'org.cgsuite.core.misere.solver.Driver', code, String(heap)], {
    encoding: 'utf8',
    env: { ...process.env, MSJSON: json },
    timeout: TIMEOUT_MS,
    maxBuffer: 1 << 26,
  });
  const time = /time ([\d.]+) s/.exec(result.stdout ?? '');
  // The JVM exits with status 143 on the SIGTERM of a timeout, so the timeout is read from the error.
  const timedOut = result.signal !== null || result.error?.code === 'ETIMEDOUT';
  if (result.status !== 0 || !time)
    return { error: timedOut ? `stopped after ${TIMEOUT_MS / 1000} s` : `failed: ${String(result.stderr).trim().split('\n')[0]}` };
  return { ...JSON.parse(readFileSync(json, 'utf8')), ms: Number(time[1]) * 1000 };
}

export function runNimlab(root, code, heap) {
  const url = (file) => JSON.stringify(pathToFileURL(path.join(root, 'dist', file)).href);
  // The clock starts before the growth's code is loaded, as MisereSolver's starts in main() before
  // the JVM loads its classes: each side counts loading its solver, neither its VM. The code is the
  // package's `nimlab/misere-quotient` entry, one bundled file (scripts/bundle-quotient.mjs).
  const script = `
    const started = performance.now();
    const { DEFAULT_QUOTIENT_LIMITS, heapQuotientSteps, parseHeapGame } = await import(${url('misere-quotient.js')});
    const limits = { ...DEFAULT_QUOTIENT_LIMITS, maxOrder: 10000, maxCheckStates: 20000000 };
    const steps = heapQuotientSteps(parseHeapGame(${JSON.stringify(code)}).code, ${heap}, limits, ${TIMEOUT_MS}, false);
    let step; let solvedAt = null;
    while (!(step = steps.next()).done) if (step.value.growth.solved && solvedAt === null) solvedAt = step.value.heap;
    const ms = performance.now() - started;
    const g = step.value;
    const q = g.quotient;
    process.stdout.write(JSON.stringify({ ms, error: g.stopped, order: q.order, product: Array.from(q.product), losing: q.losing,
      representatives: q.representatives, generatorElement: q.generatorElement, solved: g.solved, solvedAt,
      maxRssMB: Math.round(process.resourceUsage().maxRSS / 1024) }));`;
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: TIMEOUT_MS + 60_000,
    maxBuffer: 1 << 28,
  });
  // A failed process still gets a time (the harness needs one): its wall time, start included.
  const ms = performance.now() - started;
  if (result.status !== 0) return { ms, error: result.signal ? 'killed' : String(result.stderr).trim().split('\n').slice(-1)[0] };
  return JSON.parse(result.stdout);
}

/** Null when ours ≅ theirs (the map by representatives), else what differs. */
function isomorphismMismatch(ours, theirs) {
  const n = ours.order;
  if (theirs.size !== n) return `order ${n} vs ${theirs.size}`;
  const { table, p, phi } = theirs;
  const identity = phi[0];
  const image = ours.representatives.map((rep) => rep.reduce((x, g) => table[x][phi[g + 1]], identity));
  if (new Set(image).size !== n) return 'the map by representatives is not a bijection';
  const inP = new Set(p);
  for (let x = 0; x < n; x++) {
    if (ours.losing[x] !== inP.has(image[x])) return `P-portion differs at element ${x}`;
    for (let y = 0; y < n; y++) if (image[ours.product[x * n + y]] !== table[image[x]][image[y]]) return `table differs at ${x}·${y}`;
  }
  for (let h = 1; h < phi.length && h <= ours.generatorElement.length; h++) {
    if (image[ours.generatorElement[h - 1]] !== phi[h]) return `heap ${h} maps elsewhere`;
  }
  return null;
}
