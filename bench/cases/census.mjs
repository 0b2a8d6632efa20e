/**
 * The octal census through the queue against the same census on this machine's local pool
 * (issue 23: two `nimlab worker` processes on a real `redis-server`, identical database results,
 * at most 1.2× the local run's time). Each run starts from an empty database: the local run with
 * `--threads 2`; the queued run with a fresh redis-server on a free port (AOF on, fsync every
 * second: Redis's own setting for persistence) and two workers of one thread each, started,
 * connected and with their threads loaded before the coordinator's clock starts (machines waiting
 * for work). The two runs of a pair follow each other, their order alternating from pair to pair;
 * the ratio is the median of the pairs' ratios (best-of-N of each side, minutes apart on a shared
 * machine, measured the load rather than the queue: 0.69–1.37 for one build). The case fails when
 * a pair's two databases' results differ.
 *
 *   npm run bench -- census
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';

const PATTERN = '0.1??';
const TO = 32768;
/** Pairs of runs (about 15 s a pair). */
const PAIRS = 9;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function until(what, condition, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`census bench: timed out waiting for ${what}`);
    await sleep(50);
  }
}

async function redisAnswers(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });
}

function started(command, args) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.output = '';
  child.stdout.on('data', (chunk) => (child.output += chunk));
  child.stderr.on('data', (chunk) => (child.output += chunk));
  return child;
}

async function stopped(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exit = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exit;
}

function timedCensus(cli, args) {
  const begin = performance.now();
  const result = spawnSync(process.execPath, [cli, 'census', PATTERN, '--to', String(TO), ...args], { encoding: 'utf8' });
  const ms = performance.now() - begin;
  if (result.status !== 0) throw new Error(`census bench: nimlab census ${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  return ms;
}

async function queuedRun(cli, dir) {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  const redis = started('redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    dir,
    '--appendonly',
    'yes',
    '--appendfsync',
    'everysec',
    '--save',
    '',
  ]);
  const workers = [];
  try {
    await until('redis-server to answer', () => redisAnswers(port));
    for (let i = 0; i < 2; i++)
      workers.push(started(process.execPath, [cli, 'worker', '--queue', url, '--threads', '1', '--checkpoint-dir', path.join(dir, 'ck')]));
    await until('the workers to connect', () => workers.every((w) => / on redis:/.test(w.output)));
    return timedCensus(cli, ['--db', path.join(dir, 'queued.sqlite'), '--queue', url, '--checkpoint-dir', path.join(dir, 'ck')]);
  } finally {
    for (const worker of workers) await stopped(worker);
    await stopped(redis);
  }
}

export default async function census(ctx) {
  if (spawnSync('redis-server', ['--version']).error) {
    ctx.log('census: redis-server not installed (apt-get install redis-server); case skipped');
    return [];
  }
  const cli = path.join(ctx.root, 'dist/cli/main.js');
  const { CensusDatabase } = await import(pathToFileURL(path.join(ctx.root, 'dist/cli/census/database.js')).href);
  const locals = [];
  const queueds = [];
  let games = 0;
  const scratch = mkdtempSync(path.join(tmpdir(), 'nimlab-bench-census-'));
  for (let pair = 0; pair < PAIRS; pair++) {
    const dir = path.join(scratch, `pair-${pair}`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const runLocal = async () => locals.push(timedCensus(cli, ['--db', path.join(dir, 'local.sqlite'), '--threads', '2']));
    const runQueued = async () => queueds.push(await queuedRun(cli, dir));
    for (const run of pair % 2 === 0 ? [runLocal, runQueued] : [runQueued, runLocal]) await run();
    ctx.log(`census pair ${pair + 1}/${PAIRS}: local ${locals[pair].toFixed(0)} ms, queue ${queueds[pair].toFixed(0)} ms`);
    const [a, b] = ['local.sqlite', 'queued.sqlite'].map((file) => new CensusDatabase(path.join(dir, file)));
    const [mine, theirs] = [b.results(), a.results()];
    a.close();
    b.close();
    if (JSON.stringify(mine) !== JSON.stringify(theirs))
      throw new Error(`census bench: the queued run's results differ from the local run's (${dir})`);
    games = mine.length;
    rmSync(dir, { recursive: true, force: true });
  }
  rmSync(scratch, { recursive: true, force: true });
  const ratios = queueds.map((q, i) => q / locals[i]).sort((x, y) => x - y);
  return [
    {
      name: `census ${PATTERN} to ${TO}: queue (2 workers) vs local (2 threads)`,
      ours_ms: median(queueds),
      baseline_ms: median(locals),
      ratio: median(ratios),
      note: `${games} games, identical results in each of ${PAIRS} pairs; baseline: the local pool run beside each queued run, order alternating; median ratio (pairs ${ratios[0].toFixed(2)}–${ratios[PAIRS - 1].toFixed(2)}; goal ≤ 1.2)`,
    },
  ];
}
