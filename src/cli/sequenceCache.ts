import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GrundyArray } from '../games/heap/index.js';

/** Where `nimlab table --resume` keeps computed Grundy values (git-ignored). */
export const CACHE_DIRECTORY = '.nimlab-cache';
const MAGIC = 'NIMLAB-GRUNDY 1';

interface CacheHeader {
  game: string;
  width: 1 | 2 | 4;
  count: number;
}

/** `.nimlab-cache/0.77.bin`; characters a file name should not hold become %XX. */
export function cachePath(game: string, directory = CACHE_DIRECTORY): string {
  const safe = game.replace(/[^A-Za-z0-9.,()_-]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  return join(directory, `${safe}.bin`);
}

/**
 * Format: one text line `NIMLAB-GRUNDY 1 {"game","width","count"}` then `count` values of
 * `width` bytes each, little-endian (as typed arrays store them on every platform Node runs on).
 */
export function writeCache(path: string, game: string, values: GrundyArray): void {
  const width = values.BYTES_PER_ELEMENT as 1 | 2 | 4;
  const header: CacheHeader = { game, width, count: values.length };
  const line = Buffer.from(`${MAGIC} ${JSON.stringify(header)}\n`, 'utf8');
  // Values start at a multiple of their width, so reading can view them in place.
  const pad = (width - (line.length % width)) % width;
  const bytes = Buffer.alloc(line.length + pad + values.byteLength);
  line.copy(bytes, 0);
  bytes.fill(0x20, line.length - 1, line.length - 1 + pad);
  bytes[line.length - 1 + pad] = 0x0a;
  Buffer.from(values.buffer, values.byteOffset, values.byteLength).copy(bytes, line.length + pad);
  mkdirSync(join(path, '..'), { recursive: true });
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, path);
}

/** The cached values of `game`, or null when there is no usable cache (missing, other game, damaged). */
export function readCache(path: string, game: string): GrundyArray | null {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch {
    return null;
  }
  const newline = bytes.indexOf(0x0a);
  if (newline < 0) return null;
  const line = bytes.subarray(0, newline).toString('utf8').trimEnd();
  if (!line.startsWith(`${MAGIC} `)) return null;
  let header: CacheHeader;
  try {
    header = JSON.parse(line.slice(MAGIC.length + 1)) as CacheHeader;
  } catch {
    return null;
  }
  const { width, count } = header;
  if (header.game !== game || ![1, 2, 4].includes(width) || !Number.isSafeInteger(count) || count < 0) return null;
  const start = newline + 1;
  if (bytes.length !== start + width * count) return null;
  const copy = new Uint8Array(bytes.subarray(start)).buffer;
  return width === 1 ? new Uint8Array(copy) : width === 2 ? new Uint16Array(copy) : new Uint32Array(copy);
}
