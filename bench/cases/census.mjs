/**
 * The octal census through the queue against the same census on this machine's local pool
 * (issue 23: two `nimlab worker` processes on a real `redis-server`, identical database results,
 * at most 1.2× the local run's time). Each run starts from an empty database: the local run with
 * `--threads 2`; the queued run with a fresh redis-server on a free port (AOF on, fsync every
 * second: Redis's own setting for persistence) and two workers of one thread each, started and
 * connected before the coordinator's clock starts (machines waiting for work). Best of `repeats`
 * each; the case fails when the two databases' results differ.
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
  const redis = started('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--appendfsync', 'everysec', '--save', '']);
  const workers = [];
  try {
    await until('redis-server to answer', () => redisAnswers(port));
    for (let i = 0; i < 2; i++) workers.push(started(process.execPath, [cli, 'worker', '--queue', url, '--threads', '1', '--checkpoint-dir', path.join(dir, 'ck')]));
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
  let local = Infinity;
  let queued = Infinity;
  let games = 0;
  const scratch = mkdtempSync(path.join(tmpdir(), 'nimlab-bench-census-'));
  for (let run = 0; run < ctx.repeats; run++) {
    const dir = path.join(scratch, `run-${run}`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    local = Math.min(local, timedCensus(cli, ['--db', path.join(dir, 'local.sqlite'), '--threads', '2']));
    queued = Math.min(queued, await queuedRun(cli, dir));
    const [a, b] = ['local.sqlite', 'queued.sqlite'].map((file) => new CensusDatabase(path.join(dir, file)));
    const [mine, theirs] = [b.results(), a.results()];
    a.close();
    b.close();
    if (JSON.stringify(mine) !== JSON.stringify(theirs)) throw new Error(`census bench: the queued run's results differ from the local run's (${dir})`);
    games = mine.length;
    rmSync(dir, { recursive: true, force: true });
  }
  rmSync(scratch, { recursive: true, force: true });
  return [
    {
      name: `census ${PATTERN} to ${TO}: queue (2 workers) vs local (2 threads)`,
      ours_ms: queued,
      baseline_ms: local,
      ratio: queued / local,
      note: `${games} games, identical results; baseline: the local pool in the same run (goal: ratio ≤ 1.2)`,
    },
  ];
}
