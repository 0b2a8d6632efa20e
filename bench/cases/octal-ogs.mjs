/**
 * Octal-game sequences against `ogs`, the fastest public octal solver (a Rust crate, rare/common
 * "RC" and "RC2" solvers). The crate is not part of nimlab: this case looks for it in a
 * `shared/baselines/ogs` folder beside or above the repository (or at $NIMLAB_OGS_DIR), builds a
 * small driver around it with `cargo build --release --offline`, and reports a row without a
 * ratio, saying so, when either is missing.
 *
 * Both sides compute exactly COUNT values in a fresh process (no stop at a proven period, no
 * period search) and time the computation only, not process start nor parsing the code:
 * bench/tools/sequence.mjs for nimlab, bench/native/ogs_driver for ogs, each printing
 * `count hash seconds peakMB cpuSeconds`; the hashes must be equal. The baseline is the faster of
 * RC and RC2. nimlab's kernels are WebAssembly with SIMD where the values fit a byte (and for
 * values below 64 the small-value kernel); rows marked JavaScript run the reference algorithms in
 * plain JavaScript, rows marked "without the small-value kernel" WebAssembly without it.
 *
 * NIMLAB_BENCH_QUICK=1 leaves out the three long rows (0.1777, 0.376, 0.354: minutes each).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `long`: minutes per side; `heavy`: several seconds per side; both timed once (the machine is
 * shared: repeats of these would take the bench past half an hour). `short`: a few milliseconds,
 * mostly start-up, timed SHORT_REPEATS times. `js`: also timed, once, with the JavaScript kernels;
 * `stamps`: also timed, once, with WebAssembly but without the small-value kernel (values below
 * 64 kept as stamps in memory and one rare walk per removal, as the JavaScript kernels do), so the
 * rows show what each step buys.
 */
const ROWS = [
  { code: '0.1777', count: 443_200_000, long: true, stamps: true },
  { code: '0.376', count: 4_600_000, long: true },
  { code: '0.354', count: 20_200_000, long: true },
  { code: '0.6', count: 2 ** 20, js: true, heavy: true },
  { code: '0.16', count: 520_000, js: true, stamps: true },
  { code: '0.56', count: 700_000, js: true },
  // Five more, chosen to cover sparse with 1-byte values, 2-byte values (0.64), and 0.106, whose
  // values split by heap parity (the parity method, ogs RC2's idea); 0.106 both to 2^15, a race of
  // start-up (a few ms: JIT warm-up and compiling the kernels count), and to 2^20.
  { code: '0.14', count: 2 ** 19, heavy: true },
  { code: '0.165', count: 2 ** 18, js: true, stamps: true, heavy: true },
  { code: '0.644', count: 2 ** 20, js: true },
  { code: '0.64', count: 2 ** 18, js: true },
  { code: '0.106', count: 2 ** 15, js: true, stamps: true, short: true },
  // ogs RC has no parity split and is quadratic here (0.48 s to 2^15, 8 minutes to 2^20): RC2 only.
  { code: '0.106', count: 2 ** 20, js: true, stamps: true, heavy: true, only: 'rc2' },
];

/** Runs of a `short` row per side (best of these): start-up times of a few ms swing by 2× from run to run. */
const SHORT_REPEATS = 9;

/** The ogs crate's folder, or null. */
function findOgs(root) {
  const fromEnv = process.env.NIMLAB_OGS_DIR;
  if (fromEnv) return existsSync(path.join(fromEnv, 'Cargo.toml')) ? path.resolve(fromEnv) : null;
  for (let dir = path.dirname(root); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'shared', 'baselines', 'ogs');
    if (existsSync(path.join(candidate, 'Cargo.toml'))) return candidate;
    if (path.dirname(dir) === dir) return null;
  }
}

/** Builds bench/native/ogs_driver against the crate at ogsDir; returns the binary path or throws. */
function buildDriver(root, ogsDir) {
  const project = path.join(root, 'bench', 'build', 'ogs_driver');
  mkdirSync(project, { recursive: true });
  const manifest = [
    '[package]',
    'name = "ogs_driver"',
    'version = "0.1.0"',
    'edition = "2021"',
    '[[bin]]',
    'name = "ogs_driver"',
    `path = ${JSON.stringify(path.join(root, 'bench', 'native', 'ogs_driver', 'main.rs'))}`,
    '[dependencies]',
    `ogs = { path = ${JSON.stringify(ogsDir)} }`,
    '[profile.release]',
    'opt-level = 3',
    '[workspace]',
    '',
  ].join('\n');
  writeFileSync(path.join(project, 'Cargo.toml'), manifest);
  const result = spawnSync('cargo', ['build', '--release', '--offline', '--quiet', '--manifest-path', path.join(project, 'Cargo.toml')], {
    encoding: 'utf8',
  });
  if (result.error) throw new Error(`cannot run cargo: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`cargo build failed:\n${result.stderr}`);
  return path.join(project, 'target', 'release', 'ogs_driver');
}

/**
 * Runs a `count hash seconds peakMB cpuSeconds` program `times` times; the best seconds (and the
 * CPU seconds of that run) and the largest peak.
 */
function measure(ctx, cmd, args, times) {
  let best = null;
  for (let i = 0; i < times; i++) {
    const [count, hash, seconds, peak, cpu] = ctx.run(cmd, args).trim().split(/\s+/).map(Number);
    if (best && (count !== best.count || hash !== best.hash)) throw new Error(`${cmd} ${args.join(' ')}: results differ between runs`);
    const faster = !best || seconds < best.seconds;
    best = { count, hash, seconds: faster ? seconds : best.seconds, cpu: faster ? cpu : best.cpu, peak: Math.max(peak, best?.peak ?? 0) };
  }
  return best;
}

export default async function octalOgs(ctx) {
  const quick = process.env.NIMLAB_BENCH_QUICK === '1';
  const ogsDir = findOgs(ctx.root);
  let driver = null;
  let missing = null;
  if (!ogsDir) missing = 'ogs not found (no shared/baselines/ogs above the repository, NIMLAB_OGS_DIR unset): no baseline';
  else {
    try {
      driver = buildDriver(ctx.root, ogsDir);
    } catch (error) {
      missing = `ogs found at ${ogsDir} but not built (${String(error.message).split('\n')[0]}): no baseline`;
    }
  }
  if (missing) ctx.log(missing);

  const ours = (code, count, engine, times) =>
    measure(ctx, process.execPath, [path.join(ctx.root, 'bench', 'tools', 'sequence.mjs'), code, String(count), engine], times);
  const rows = [];
  for (const row of ROWS) {
    if (row.long && quick) continue;
    const times = row.long || row.heavy ? 1 : row.short ? Math.max(ctx.repeats, SHORT_REPEATS) : ctx.repeats;
    ctx.log(`${row.code} to ${row.count}`);
    const wasm = ours(row.code, row.count, 'auto', times);
    if (wasm.count !== row.count) throw new Error(`${row.code}: nimlab computed ${wasm.count} values, asked ${row.count}`);
    let baseline = null;
    let which = '';
    if (driver) {
      const rc = row.only === 'rc2' ? null : measure(ctx, driver, [row.code, String(row.count), 'rc'], times);
      const rc2 = measure(ctx, driver, [row.code, String(row.count), 'rc2'], times);
      for (const [name, result] of [
        ['RC', rc],
        ['RC2', rc2],
      ]) {
        if (result && (result.count !== wasm.count || result.hash !== wasm.hash)) {
          throw new Error(
            `${row.code}: ogs ${name} hash ${result.hash} over ${result.count} values, nimlab ${wasm.hash} over ${wasm.count}`,
          );
        }
      }
      const rcFaster = rc !== null && rc.seconds <= rc2.seconds;
      baseline = rcFaster ? rc : rc2;
      const rcText = rc ? `RC ${rc.seconds.toFixed(2)} s` : 'RC not run';
      which = `ogs ${rcFaster ? 'RC' : 'RC2'} (${rcText}, RC2 ${rc2.seconds.toFixed(2)} s, peak ${baseline.peak.toFixed(0)} MB)`;
    }
    const label = `octal ${row.code} to ${row.count.toLocaleString('en')}`;
    const versus = baseline ? `vs ${which}; sequences equal` : missing;
    // CPU time (the machine is shared: wall time includes waiting for a core, CPU time does not).
    const cpuRatio = baseline?.cpu > 0 ? (wasm.cpu / baseline.cpu).toFixed(2) : 'ogs too short to read its CPU time';
    const cpu = baseline ? `; CPU ${wasm.cpu.toFixed(2)} s vs ${baseline.cpu.toFixed(2)} s (${cpuRatio})` : '';
    rows.push({
      name: `${label}, WebAssembly`,
      ours_ms: wasm.seconds * 1000,
      baseline_ms: baseline ? baseline.seconds * 1000 : null,
      note: `peak ${wasm.peak.toFixed(0)} MB; ${versus}${cpu}${row.long || row.heavy ? '; one run each' : `; best of ${times} each`}`,
    });
    if (row.stamps) {
      const stamps = ours(row.code, row.count, 'stamps', 1);
      if (stamps.hash !== wasm.hash)
        throw new Error(`${row.code}: the kernel with stamps hashes ${stamps.hash}, the small-value kernel ${wasm.hash}`);
      rows.push({
        name: `${label}, WebAssembly without the small-value kernel`,
        ours_ms: stamps.seconds * 1000,
        baseline_ms: baseline ? baseline.seconds * 1000 : null,
        note: `stamps in memory, one rare walk per removal (one run; peak ${stamps.peak.toFixed(0)} MB): the small-value kernel is ${(stamps.seconds / wasm.seconds).toFixed(2)}× faster`,
      });
    }
    if (row.js) {
      const js = ours(row.code, row.count, 'js', 1);
      if (js.hash !== wasm.hash) throw new Error(`${row.code}: JavaScript kernels hash ${js.hash}, WebAssembly ${wasm.hash}`);
      rows.push({
        name: `${label}, JavaScript kernels`,
        ours_ms: js.seconds * 1000,
        baseline_ms: baseline ? baseline.seconds * 1000 : null,
        note: `the reference algorithms without WebAssembly (stamps, one rare walk per removal; one run): WebAssembly is ${(js.seconds / wasm.seconds).toFixed(2)}× faster`,
      });
    }
  }
  return rows;
}
