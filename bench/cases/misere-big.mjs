/**
 * A large misère quotient against MisereSolver (issue 19, "orders of at least 10,000 elements"):
 * 0.207 to heap 15. The quotient has 2,176 elements at heap 14; at heap 15 the recalibration's
 * candidates pass 20,000 (bench/README.md), which bounds nothing: the order of the quotient is what
 * this row finds out. Each solver runs once in a process of its own with a limit of LIMIT_MS (20
 * minutes; one run: a repeat would cost the shared machine as much again), times by the solvers'
 * own clocks as in misere-solver.mjs. nimlab's row gives its peak resident memory and table bytes.
 *
 * When both finish, the orders by heap and |P| are compared (a difference fails the case). The
 * table isomorphism of misere-solver.mjs is not checked here: MisereSolver's JSON dump of an order²
 * table (400 M entries) does not fit in a Java string, nor in a Node one.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { findBaseline } from './misere-solver.mjs';

/** [code, heap, what the row shows]. */
const ROWS = [['0.207', 15, 'order 2,176 at heap 14']];
/** Per solver and row (nimlab stops itself at its time limit and says how far it got). */
const LIMIT_MS = 20 * 60_000;

export default async function misereBig(ctx) {
  const baseline = findBaseline(ctx.root);
  const hasJavac = spawnSync('javac', ['-version']).status === 0;
  const rows = [];
  for (const [code, heap, what] of ROWS) {
    const name = `misère quotient ${code} to heap ${heap} (${what})`;
    const ours = runNimlab(ctx.root, code, heap);
    let theirs = { error: `skipped: ${!baseline ? 'shared/baselines/miseresolver not found' : 'javac not found'}` };
    if (baseline && hasJavac) {
      const classes = path.join(ctx.root, 'bench', 'build', 'miseresolver');
      ctx.run('sh', [path.join(baseline, 'build.sh'), classes]);
      theirs = runMisereSolver(classes, code, heap);
    }
    let note = `nimlab: ${ours.error ?? `order ${ours.order}, |P| ${ours.p}`}, peak ${ours.maxRssMB} MB, table ${ours.tableBytes} bytes; MisereSolver: ${theirs.error ?? `order ${theirs.order}, |P| ${theirs.p}`}`;
    if (!ours.error && !theirs.error) {
      if (ours.orders.join(' ') !== theirs.orders.join(' ') || ours.p !== theirs.p) {
        throw new Error(`${name}: nimlab's orders ${ours.orders.join(' ')} (|P| ${ours.p}) differ from MisereSolver's ${theirs.orders.join(' ')} (|P| ${theirs.p})`);
      }
      note += '; same orders by heap and |P| as MisereSolver (table not compared at this order)';
    }
    ctx.log(`${code} to ${heap}: ${note}`);
    rows.push({ name, ours_ms: ours.ms ?? null, baseline_ms: theirs.ms ?? null, note });
  }
  return rows;
}

function runMisereSolver(classes, code, heap) {
  const result = spawnSync('java', ['-Xmx8g', '-cp', classes, 'org.cgsuite.core.misere.solver.Driver', code, String(heap)], {
    encoding: 'utf8', timeout: LIMIT_MS, maxBuffer: 1 << 26,
  });
  const time = /time ([\d.]+) s/.exec(result.stdout ?? '');
  const final = /FINAL heap \d+: \|Q\| = (\d+), \|P\| = (\d+)/.exec(result.stdout ?? '');
  const orders = /orders by heap 1\.\.: ([\d ]+)/.exec(result.stdout ?? '');
  const timedOut = result.signal !== null || result.error?.code === 'ETIMEDOUT';
  if (result.status !== 0 || !time || !final || !orders) {
    return { error: timedOut ? `stopped after ${LIMIT_MS / 1000} s without finishing` : `failed: ${String(result.stderr).trim().split('\n')[0]}` };
  }
  return { ms: Number(time[1]) * 1000, order: Number(final[1]), p: Number(final[2]), orders: orders[1].trim().split(' ').map(Number) };
}

function runNimlab(root, code, heap) {
  const url = (file) => JSON.stringify(pathToFileURL(path.join(root, 'dist', file)).href);
  // The clock starts before the growth's modules load, as in misere-solver.mjs.
  const script = `
    const started = performance.now();
    const { DEFAULT_QUOTIENT_LIMITS } = await import(${url('engine/misereQuotient.js')});
    const { heapQuotientSteps } = await import(${url('games/heap/misere.js')});
    const { parseHeapGame } = await import(${url('games/heap/heapGame.js')});
    const limits = { ...DEFAULT_QUOTIENT_LIMITS, maxOrder: 32768, maxCheckStates: 20000000 };
    const steps = heapQuotientSteps(parseHeapGame(${JSON.stringify(code)}).code, ${heap}, limits, ${LIMIT_MS}, false);
    let step;
    while (!(step = steps.next()).done);
    const ms = performance.now() - started;
    const g = step.value;
    const q = g.quotient;
    process.stdout.write(JSON.stringify({ ms, error: g.stopped, order: q.order, p: q.losing.filter(Boolean).length, orders: g.orders,
      tableBytes: q.product.byteLength, maxRssMB: Math.round(process.resourceUsage().maxRSS / 1024) }));`;
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: LIMIT_MS + 120_000, maxBuffer: 1 << 26 });
  const ms = performance.now() - started;
  if (result.status !== 0) return { ms, error: result.signal ? 'killed' : String(result.stderr).trim().split('\n').slice(-1)[0] };
  return JSON.parse(result.stdout);
}
