import { closeSync, fstatSync, mkdirSync, openSync, readSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { NimlabError } from '../../engine/core/errors.js';
import type { GrundyArray } from '../../games/heap/index.js';
import { fileErrorReason } from './fileError.js';

/** How `--help` names the default cache directory. */
export const CACHE_DIRECTORY_HELP = '$XDG_CACHE_HOME/nimlab, else ~/.cache/nimlab';

/**
 * The directory nimlab keeps computed values in: `dir` when the user chose one (`--cache-dir`),
 * else `$XDG_CACHE_HOME/nimlab`, else `~/.cache/nimlab` (the XDG Base Directory specification;
 * a relative `XDG_CACHE_HOME` is ignored, as the specification asks). The one place that decides,
 * for every command that caches.
 */
export function cacheDirectory(dir?: string, env: NodeJS.ProcessEnv = process.env): string {
  if (dir !== undefined) {
    if (dir === '') throw new NimlabError('--cache-dir: expected a directory, got an empty string');
    return isAbsolute(dir) ? dir : resolve(currentDirectory(), dir);
  }
  const xdg = env.XDG_CACHE_HOME;
  if (xdg !== undefined && isAbsolute(xdg)) return join(xdg, 'nimlab');
  return join(homedir(), '.cache', 'nimlab');
}

/** The working directory, or a clear error when it no longer exists (deleted under the shell). */
function currentDirectory(): string {
  try {
    return process.cwd();
  } catch (error) {
    throw new NimlabError(
      `cannot resolve a relative --cache-dir: the current directory is gone (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
}

/** A cache file that could not be written: the caller warns and goes on without saving. */
export class CacheWriteError extends NimlabError {
  override name = 'CacheWriteError';
}

/** Why a file-system call failed, in words (a cache path that is missing is a missing directory). */
function reason(error: unknown): string {
  return fileErrorReason(error, 'no such directory');
}

const MAGIC = 'NIMLAB-GRUNDY 1';

interface CacheHeader {
  game: string;
  width: 1 | 2 | 4;
  count: number;
}

/** `<directory>/0.77.bin`; characters a file name should not hold become %XX. */
export function cachePath(game: string, directory: string): string {
  const safe = game.replace(/[^A-Za-z0-9.,()_-]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  return join(directory, `${safe}.bin`);
}

/**
 * Bytes moved by one read or write call. Node refuses to read a whole file over 2 GiB in one call
 * (ERR_FS_FILE_TOO_LARGE), and Linux moves at most 0x7ffff000 bytes per read or write, so a cache of
 * 2^30 two-byte values is moved in pieces; 64 MiB keeps the number of calls small without a second
 * copy of the values in memory. Tests pass small sizes so that pieces end inside a value.
 */
export const CACHE_CHUNK_BYTES = 1 << 26;

/**
 * Format: one text line `NIMLAB-GRUNDY 1 {"game","width","count"}` then `count` values of
 * `width` bytes each, little-endian (as typed arrays store them on every platform Node runs on).
 * The values are written straight from their array, in pieces of at most `chunkBytes`, so a cache
 * of several GiB needs no second copy and no single call over the kernel's limit.
 */
export function writeCache(path: string, game: string, values: GrundyArray, chunkBytes = CACHE_CHUNK_BYTES): void {
  const width = values.BYTES_PER_ELEMENT as 1 | 2 | 4;
  const header: CacheHeader = { game, width, count: values.length };
  const line = Buffer.from(`${MAGIC} ${JSON.stringify(header)}\n`, 'utf8');
  // Values start at a multiple of their width, so reading can view them in place.
  const pad = (width - (line.length % width)) % width;
  const head = Buffer.alloc(line.length + pad);
  line.copy(head, 0);
  head.fill(0x20, line.length - 1, line.length - 1 + pad);
  head[line.length - 1 + pad] = 0x0a;
  const partial = `${path}.${process.pid}.partial`;
  try {
    makeDirectory(dirname(path));
  } catch (error) {
    throw new CacheWriteError(`cannot write the cache ${path}: ${reason(error)}`);
  }
  try {
    const fd = openSync(partial, 'w');
    try {
      writeAll(fd, head, chunkBytes);
      writeAll(fd, new Uint8Array(values.buffer, values.byteOffset, values.byteLength), chunkBytes);
    } finally {
      closeSync(fd);
    }
    renameSync(partial, path);
  } catch (error) {
    rmSync(partial, { force: true });
    throw new CacheWriteError(`cannot write the cache ${path}: ${reason(error)}`);
  }
}

/** Writes every byte of `bytes` at the file's position, `chunkBytes` at most per call; a short write goes on where it stopped. */
export function writeAll(fd: number, bytes: Uint8Array, chunkBytes: number): void {
  for (let offset = 0; offset < bytes.length;) {
    offset += writeSync(fd, bytes, offset, Math.min(chunkBytes, bytes.length - offset));
  }
}

/**
 * `mkdir -p`, one level at a time: Node's own recursive mkdirSync loops forever under /proc
 * (mkdir there fails with ENOENT although the parent exists).
 */
export function makeDirectory(directory: string): void {
  const missing: string[] = [];
  for (let current = directory; ; current = dirname(current)) {
    let isDirectory: boolean | null = null;
    try {
      isDirectory = statSync(current).isDirectory();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (isDirectory === false) throw Object.assign(new Error(`${current} is a file`), { code: 'ENOTDIR' });
    if (isDirectory === true || dirname(current) === current) break;
    missing.push(current);
  }
  for (const dir of missing.reverse()) {
    try {
      mkdirSync(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

/**
 * The cached values of `game`, or null when there is no usable cache (missing, other game,
 * damaged). A cache that exists but cannot be read is reported through `warn` and treated as
 * missing: a cache only saves time, so it never stops an answer. The values are read in pieces of
 * at most `chunkBytes` straight into the array returned (a file may be far over 2 GiB).
 */
export function readCache(
  path: string,
  game: string,
  warn: (message: string) => void = () => {},
  chunkBytes = CACHE_CHUNK_BYTES,
): GrundyArray | null {
  return readKeptFile(path, 'the cache', warn, (fd) => readOpenCache(fd, game, chunkBytes));
}

/**
 * Opens a file nimlab keeps (`what`, for the warning) and reads it with `read`. A missing file, or
 * a file in the way of the directory (reported when writing), is just nothing kept: null, no
 * warning. A file that cannot be opened or read is null too, with `warn` saying why: a kept file
 * only saves time, so it never stops an answer.
 */
export function readKeptFile<T>(path: string, what: string, warn: (message: string) => void, read: (fd: number) => T | null): T | null {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    if (!['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) warn(`cannot read ${what} ${path}: ${reason(error)}`);
    return null;
  }
  try {
    return read(fd);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === undefined) throw error;
    warn(`cannot read ${what} ${path}: ${reason(error)}`);
    return null;
  } finally {
    closeSync(fd);
  }
}

/** Longest header line looked for: far more than any game's name needs, so a file without one is not read whole. */
const HEADER_LIMIT = 4096;

function readOpenCache(fd: number, game: string, chunkBytes: number): GrundyArray | null {
  const size = fstatSync(fd).size;
  const head = Buffer.alloc(Math.min(size, HEADER_LIMIT));
  if (readAll(fd, head, 0, chunkBytes) < head.length) return null;
  const newline = head.indexOf(0x0a);
  if (newline < 0) return null;
  const line = head.subarray(0, newline).toString('utf8').trimEnd();
  if (!line.startsWith(`${MAGIC} `)) return null;
  let header: CacheHeader;
  try {
    header = JSON.parse(line.slice(MAGIC.length + 1)) as CacheHeader;
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    return null;
  }
  const { width, count } = header;
  if (header.game !== game || ![1, 2, 4].includes(width) || !Number.isSafeInteger(count) || count < 0) return null;
  const start = newline + 1;
  // The size is checked before the array is made, so a damaged header cannot ask for memory the file does not back.
  if (size !== start + width * count) return null;
  const values = width === 1 ? new Uint8Array(count) : width === 2 ? new Uint16Array(count) : new Uint32Array(count);
  const bytes = new Uint8Array(values.buffer);
  return readAll(fd, bytes, start, chunkBytes) === bytes.length ? values : null;
}

/** Fills `bytes` from file position `position`, at most `chunkBytes` per call; returns the bytes read (fewer only at the end of the file). */
export function readAll(fd: number, bytes: Uint8Array, position: number, chunkBytes: number): number {
  let offset = 0;
  while (offset < bytes.length) {
    const read = readSync(fd, bytes, offset, Math.min(chunkBytes, bytes.length - offset), position + offset);
    if (read === 0) break;
    offset += read;
  }
  return offset;
}
