/**
 * Large misère quotients against MisereSolver (issue 19, "orders of at least 10,000 elements"):
 * the largest proven ones nimlab reaches, 0.376 to heap 19 (order 1,504) and 0.207 to heap 14
 * (2,176), then 0.207 to heap 15, where the recalibration's candidates pass 20,000 elements
 * (bench/README.md), which bounds nothing: the order of that quotient is what the row finds out.
 * Each solver runs once per row in a process of its own with the row's time limit (one run: a
 * repeat would cost the shared machine as much again), times by the solvers' own clocks as in
 * misere-solver.mjs. nimlab's row gives its peak resident memory and table bytes.
 *
 * When both finish, the orders by heap and |P| are compared (a difference fails the case). The
 * table isomorphism of misere-solver.mjs is not checked here: MisereSolver's JSON dump of an order²
 * table (400 M entries) does not fit in a Java string, nor in a Node one.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { findBaseline } from './misere-solver.mjs';

/** [code, heap, what the row shows, time limit per solver in ms (nimlab stops itself at it and says how far it got)]. */
const ROWS = [
  ['0.376', 19, 'order 1,504', 20 * 60_000],
  ['0.207', 14, 'order 2,176', 20 * 60_000],
  ['0.207', 15, 'order 2,176 at heap 14', 10 * 60_000],
  // 0.35's quotient grows by proven steps, with no heap that splits old elements past heap 10:
  // MisereSolver reaches heap 21 (order 2,398) in about 5 minutes on this machine.
  ['0.35', 21, 'order 2,398', 10 * 60_000],
];

/** MISERE_BIG_CODES=0.35,0.376 runs only the rows of those codes (the whole case takes about an hour). */
const only = process.env.MISERE_BIG_CODES?.split(',');

export default async function misereBig(ctx) {
  const baseline = findBaseline(ctx.root);
  const hasJavac = spawnSync('javac', ['-version']).status === 0;
  const rows = [];
  for (const [code, heap, what, limitMs] of ROWS.filter(([code]) => only === undefined || only.includes(code))) {
    const name = `misère quotient ${code} to heap ${heap} (${what})`;
    const ours = runNimlab(ctx.root, code, heap, limitMs);
    let theirs = { error: `skipped: ${!baseline ? 'shared/baselines/miseresolver not found' : 'javac not found'}` };
    if (baseline && hasJavac) {
      const classes = path.join(ctx.root, 'bench', 'build', 'miseresolver');
      ctx.run('sh', [path.join(baseline, 'build.sh'), classes]);
      theirs = runMisereSolver(classes, code, heap, limitMs);
    }
    let note = `nimlab: ${ours.error ?? `order ${ours.order}, |P| ${ours.p}`}, peak ${ours.maxRssMB} MB, table ${ours.tableBytes} bytes; MisereSolver: ${theirs.error ?? `order ${theirs.order}, |P| ${theirs.p}`}`;
    if (!ours.error && !theirs.error) {
      if (ours.orders.join(' ') !== theirs.orders.join(' ') || ours.p !== theirs.p) {
        throw new Error(
          `${name}: nimlab's orders ${ours.orders.join(' ')} (|P| ${ours.p}) differ from MisereSolver's ${theirs.orders.join(' ')} (|P| ${theirs.p})`,
        );
      }
      note += '; same orders by heap and |P| as MisereSolver (table not compared at this order)';
    }
    ctx.log(`${code} to ${heap}: ${note}`);
    rows.push({ name, ours_ms: ours.ms ?? null, baseline_ms: theirs.ms ?? null, note });
  }
  return rows;
}

function runMisereSolver(classes, code, heap, limitMs) {
  const result = spawnSync('java', ['-Xmx8g', '-cp', classes, 'org.cgsuite.core.misere.solver.Driver', code, String(heap)], {
    encoding: 'utf8',
    timeout: limitMs,
    maxBuffer: 1 << 26,
  });
  const time = /time ([\d.]+) s/.exec(result.stdout ?? '');
  const final = /FINAL heap \d+: \|Q\| = (\d+), \|P\| = (\d+)/.exec(result.stdout ?? '');
  const orders = /orders by heap 1\.\.: ([\d ]+)/.exec(result.stdout ?? '');
  const timedOut = result.signal !== null || result.error?.code === 'ETIMEDOUT';
  if (result.status !== 0 || !time || !final || !orders) {
    return {
      error: timedOut ? `stopped after ${limitMs / 1000} s without finishing` : `failed: ${String(result.stderr).trim().split('\n')[0]}`,
    };
  }
  return { ms: Number(time[1]) * 1000, order: Number(final[1]), p: Number(final[2]), orders: orders[1].trim().split(' ').map(Number) };
}

function runNimlab(root, code, heap, limitMs) {
  const url = (file) => JSON.stringify(pathToFileURL(path.join(root, 'dist', file)).href);
  // The clock starts before the growth's modules load, as in misere-solver.mjs.
  const script = `
    const started = performance.now();
    const { DEFAULT_QUOTIENT_LIMITS } = await import(${url('engine/quotient/misereQuotient.js')});
    const { heapQuotientSteps } = await import(${url('games/heap/misere/misere.js')});
    const { parseHeapGame } = await import(${url('games/heap/heapGame.js')});
    const limits = { ...DEFAULT_QUOTIENT_LIMITS, maxOrder: 32768, maxCheckStates: 20000000 };
    const steps = heapQuotientSteps(parseHeapGame(${JSON.stringify(code)}).code, ${heap}, limits, ${limitMs}, false);
    let step;
    while (!(step = steps.next()).done);
    const ms = performance.now() - started;
    const g = step.value;
    const q = g.quotient;
    process.stdout.write(JSON.stringify({ ms, error: g.stopped, order: q.order, p: q.losing.filter(Boolean).length, orders: g.orders,
      tableBytes: q.product.byteLength, maxRssMB: Math.round(process.resourceUsage().maxRSS / 1024) }));`;
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: limitMs + 120_000,
    maxBuffer: 1 << 26,
  });
  const ms = performance.now() - started;
  if (result.status !== 0) return { ms, error: result.signal ? 'killed' : String(result.stderr).trim().split('\n').slice(-1)[0] };
  return JSON.parse(result.stdout);
}
