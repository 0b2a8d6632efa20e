import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliMain } from '../testing/runCli.js';
import { CensusDatabase } from './database.js';
import { untilAborted } from './queue.js';

/**
 * The census through BullMQ on a real redis-server (Debian's package; `.ci/run` and
 * scripts/install-system-deps.sh install it): two workers, one killed with SIGKILL in the middle of
 * a job, Redis stopped and started again once, and the database must equal a local run's.
 */

const children: ChildProcess[] = [];
const dir = mkdtempSync(join(tmpdir(), 'nimlab-queue-'));
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const CENSUS = ['0.??', '--to', '16384'];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function start(command: string, args: string[]): ChildProcess & { output: string[] } {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] }) as ChildProcess & { output: string[] };
  child.output = [];
  child.stdout!.on('data', (chunk: Buffer) => child.output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => child.output.push(chunk.toString()));
  children.push(child);
  return child;
}

async function until(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 40_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });
}

async function startRedis(port: number): Promise<ChildProcess> {
  // Append-only file, synced on every write: a restarted Redis has every job it had.
  const redis = start('redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    dir,
    '--appendonly',
    'yes',
    '--appendfsync',
    'always',
    '--save',
    '',
  ]);
  await until('redis to answer', () => redisAnswers(port), 10_000);
  return redis;
}

async function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => child.once('exit', resolve));
}

/** The child has exited and everything it wrote has been read. */
async function closed(child: ChildProcess): Promise<void> {
  if (child.stdout!.closed && child.stderr!.closed && (child.exitCode !== null || child.signalCode !== null)) return;
  await new Promise((resolve) => child.once('close', resolve));
}

describe('census through the queue', () => {
  it('two workers, one killed mid-job, Redis restarted: the same database as a local run', async () => {
    const local = spawnSync(process.execPath, [cliMain, 'census', ...CENSUS, '--db', join(dir, 'local.sqlite'), '--threads', '2'], {
      encoding: 'utf8',
    });
    expect(local.status, local.stderr).toBe(0);

    const port = await freePort();
    let redis = await startRedis(port);
    const url = `redis://127.0.0.1:${port}`;
    const worker = (name: string) =>
      start(process.execPath, [cliMain, 'worker', '--queue', url, '--threads', '1', '--checkpoint-dir', join(dir, 'ck')]).on(
        'spawn',
        () => name,
      );
    const victim = worker('victim');
    const survivor = worker('survivor');
    const coordinator = start(process.execPath, [
      cliMain,
      'census',
      ...CENSUS,
      '--db',
      join(dir, 'queued.sqlite'),
      '--queue',
      url,
      '--checkpoint-dir',
      join(dir, 'ck'),
    ]);

    // Kill the victim while it runs a long link (a game of 0.?? taken past its first 8192 heaps).
    await until('the victim to take a long link', () => /@8192-16384/.test(victim.output.join('')));
    victim.kill('SIGKILL');
    // Its pipes, not only its exit: the line of a job it took after the one we saw may still be in
    // the pipe when 'exit' fires (a CI run named a finished job as the killed one).
    await closed(victim);
    const killedJob = /([^\s]+@8192-16384)/.exec(
      victim.output
        .join('')
        .split('\n')
        .filter((l) => l.includes('@8192-16384'))
        .pop()!,
    )![1];

    // Redis stops and starts again while the census goes on.
    redis.kill('SIGTERM');
    await exited(redis);
    redis = await startRedis(port);

    await until('the coordinator to finish', () => coordinator.exitCode !== null, 50_000);
    expect(coordinator.exitCode, coordinator.output.join('')).toBe(0);
    // The killed worker's job was taken up again by the survivor (stalled-job detection).
    expect(survivor.output.join('')).toContain(killedJob);

    const [a, b] = ['local.sqlite', 'queued.sqlite'].map((file) => new CensusDatabase(join(dir, file)));
    expect(b.results()).toEqual(a.results());
    expect(b.results()).toHaveLength(64);
    a.close();
    b.close();

    const status = spawnSync(process.execPath, [cliMain, 'census', '--status', '--db', join(dir, 'queued.sqlite'), '--queue', url], {
      encoding: 'utf8',
    });
    expect(status.stdout).toMatch(/64 games, 64 finished/);
    expect(status.stdout).toMatch(/0 running, 0 queued, \d+ done, 0 failed/);

    survivor.kill('SIGTERM');
    await exited(survivor);
    expect(survivor.exitCode).toBe(0);
    redis.kill('SIGTERM');
    await exited(redis);
  }, 120_000);
});

describe('a worker stopped while it starts', () => {
  it('finds the stop already given (the abort event fires once, before it listens)', async () => {
    const stop = new AbortController();
    stop.abort();
    await expect(untilAborted(stop.signal)).resolves.toBeUndefined();
    const later = new AbortController();
    let stopped = false;
    const waiting = untilAborted(later.signal).then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(stopped).toBe(false);
    later.abort();
    await waiting;
    expect(stopped).toBe(true);
  });
});
