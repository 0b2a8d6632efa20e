#!/usr/bin/env node
/**
 * Benchmark harness. Runs every bench/cases/*.mjs (or only the cases named on the command line),
 * each in a fresh Node process of its own (bench/runCase.mjs: no case runs after another's garbage
 * or JIT state), prints one table of rows and records them in bench/results.json.
 *
 *   npm run bench                      # build, then every case, record in bench/results.json
 *   npm run bench -- hdu3032 engine    # only these cases (recorded in bench/results.local.json)
 *   npm run bench -- --repeats 5       # best of 5 runs instead of 3
 *
 * A case is `export default async function (ctx)` returning rows
 * `{ name, ours_ms, baseline_ms, ratio, note }` (ratio = ours_ms / baseline_ms, baseline_ms null
 * when there is none; ours_ms null only when our run stopped at its cap and the note says so). See bench/README.md and createContext in bench/context.mjs for what ctx
 * offers.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resultsTable, withTable } from './tools/readme-table.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const casesDir = path.join(root, 'bench', 'cases');

function parseArguments(argv) {
  const options = { repeats: 3, names: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--repeats' || arg.startsWith('--repeats=')) {
      const text = arg.includes('=') ? arg.slice('--repeats='.length) : argv[++i];
      const repeats = Number(text);
      if (!Number.isInteger(repeats) || repeats < 1) usage(`--repeats needs a positive integer, got '${text}'`);
      options.repeats = repeats;
    } else if (arg === '--help' || arg === '-h') {
      usage();
    } else if (arg.startsWith('-')) {
      usage(`unknown option '${arg}'`);
    } else {
      options.names.push(arg.replace(/\.mjs$/, ''));
    }
  }
  return options;
}

function usage(error) {
  const text = 'usage: npm run bench -- [--repeats N] [case ...]\n';
  if (error) {
    process.stderr.write(`bench: ${error}\n${text}`);
    process.exit(2);
  }
  process.stdout.write(text);
  process.exit(0);
}

function discoverCases(names) {
  const available = readdirSync(casesDir)
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => file.slice(0, -'.mjs'.length))
    .sort();
  if (names.length === 0) return available;
  const unknown = names.filter((name) => !available.includes(name));
  if (unknown.length > 0) usage(`no case named ${unknown.join(', ')} (cases: ${available.join(', ')})`);
  return names;
}

/**
 * The rows of one case, run by bench/runCase.mjs in a fresh Node process (same Node flags, output
 * passed through); a case that throws, or a process that dies, is an error here.
 */
function runCase(caseName, tempDir, repeats) {
  const resultFile = path.join(tempDir, `${caseName}.result.json`);
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, path.join(root, 'bench', 'runCase.mjs'), caseName, tempDir, String(repeats), resultFile],
    { stdio: 'inherit' },
  );
  if (!existsSync(resultFile)) {
    const how = child.error ? child.error.message : child.signal ? `killed by ${child.signal}` : `exit code ${child.status}`;
    throw new Error(`case ${caseName}: its process ended without a result (${how})`);
  }
  const result = JSON.parse(readFileSync(resultFile, 'utf8'));
  rmSync(resultFile);
  if (result.error !== undefined) {
    const error = new Error(result.message);
    error.stack = result.error;
    throw error;
  }
  return result.rows;
}

/** Rows as the contract has them, plus the case they came from; a malformed row is an error. */
function normaliseRows(caseName, rows) {
  if (!Array.isArray(rows)) throw new Error(`case ${caseName} must return an array of rows`);
  return rows.map((row) => {
    // ours_ms is null only for a run that stopped at its cap, and then the note must say so.
    const stoppedWithReason = row?.ours_ms === null && typeof row.note === 'string' && row.note.length > 0;
    if (typeof row?.name !== 'string' || (typeof row.ours_ms !== 'number' && !stoppedWithReason)) {
      throw new Error(
        `case ${caseName} returned a row without a name and a numeric ours_ms (or null with a note saying why): ${JSON.stringify(row)}`,
      );
    }
    const baseline = typeof row.baseline_ms === 'number' ? row.baseline_ms : null;
    const ratio = typeof row.ratio === 'number' ? row.ratio : baseline && row.ours_ms !== null ? row.ours_ms / baseline : null;
    return { case: caseName, name: row.name, ours_ms: row.ours_ms, baseline_ms: baseline, ratio, note: row.note ?? '' };
  });
}

function formatMs(ms) {
  if (ms === null || ms === undefined) return '—';
  return ms >= 100 ? ms.toFixed(0) : ms >= 10 ? ms.toFixed(1) : ms.toFixed(2);
}

function printTable(rows) {
  const header = ['name', 'ours ms', 'baseline ms', 'ratio', 'note'];
  const cells = rows.map((row) => [
    row.name,
    formatMs(row.ours_ms),
    formatMs(row.baseline_ms),
    row.ratio === null ? '—' : row.ratio.toFixed(2),
    row.note,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const numeric = [false, true, true, true, false];
  const line = (values) =>
    values.map((v, i) => (i === values.length - 1 ? v : numeric[i] ? v.padStart(widths[i]) : v.padEnd(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w, i) => '-'.repeat(i === widths.length - 1 ? Math.max(4, w) : w)).join('  '));
  for (const c of cells) console.log(line(c));
}

async function main() {
  const options = parseArguments(process.argv.slice(2));
  const caseNames = discoverCases(options.names);
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'nimlab-bench-'));
  const rows = [];
  const failures = [];
  try {
    for (const caseName of caseNames) {
      process.stderr.write(`bench: ${caseName} …\n`);
      const started = performance.now();
      try {
        rows.push(...normaliseRows(caseName, runCase(caseName, tempDir, options.repeats)));
        process.stderr.write(`bench: ${caseName} done in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
      } catch (error) {
        failures.push({ case: caseName, error: error?.stack ?? String(error) });
        process.stderr.write(`bench: ${caseName} FAILED: ${error?.stack ?? error}\n`);
        rows.push({ case: caseName, name: `${caseName}: FAILED`, ours_ms: null, baseline_ms: null, ratio: null, note: firstLine(error) });
      }
    }
  } finally {
    rmSync(tempDir, { recursive: true, force: true });
  }

  console.log('');
  printTable(rows);

  // Only a full run replaces the committed record; a partial run goes to a git-ignored file.
  const full = options.names.length === 0;
  const resultsPath = path.join(root, 'bench', full ? 'results.json' : 'results.local.json');
  const cpus = os.cpus();
  const record = {
    date: new Date().toISOString(),
    node: process.version,
    machine: { cpu: cpus[0]?.model ?? 'unknown', cores: cpus.length, platform: `${os.platform()} ${os.arch()}` },
    repeats: options.repeats,
    // Other processes slow every row down: the 1-minute load average says how busy the machine was.
    load_average_1min: Number(os.loadavg()[0].toFixed(2)),
    rows: rows.map(roundRow),
    ...(failures.length > 0 ? { failures } : {}),
  };
  writeFileSync(resultsPath, JSON.stringify(record, null, 2) + '\n');
  console.log(
    `\nrecorded in ${path.relative(root, resultsPath)} (load average ${record.load_average_1min} on ${record.machine.cores} cores)`,
  );
  if (full) {
    // bench/README.md shows the record's table; src/benchReadme.test.ts holds the two equal.
    const readmePath = path.join(root, 'bench', 'README.md');
    writeFileSync(readmePath, withTable(readFileSync(readmePath, 'utf8'), resultsTable(record)));
  }
  if (failures.length > 0) {
    console.error(`bench: ${failures.length} case(s) failed: ${failures.map((f) => f.case).join(', ')}`);
    process.exitCode = 1;
  }
}

/** Timer noise is far above 0.01 ms: keep the record readable. */
function roundRow(row) {
  const round = (value, places) => (typeof value === 'number' ? Number(value.toFixed(places)) : value);
  return { ...row, ours_ms: round(row.ours_ms, 2), baseline_ms: round(row.baseline_ms, 2), ratio: round(row.ratio, 3) };
}

/** The error message on one line, short enough for the table. */
function firstLine(error) {
  const text = String(error?.message ?? error)
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .join(' — ');
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

await main();
