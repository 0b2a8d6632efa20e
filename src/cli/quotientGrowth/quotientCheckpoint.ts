import { createHash } from 'node:crypto';
import { closeSync, fstatSync, openSync, readSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { quotientTable, type MisereQuotient } from '../../engine/quotient/misereQuotient.js';
import type { HeapQuotientGrowth } from '../../games/heap/index.js';
import { CACHE_CHUNK_BYTES, CacheWriteError, cachePath, makeDirectory, readAll, readKeptFile, writeAll } from '../io/sequenceCache.js';
import { fileErrorReason } from '../io/fileError.js';

/**
 * A heap quotient's growth kept on disk, so that `nimlab quotient CODE --resume` goes on from the
 * last heap a run reached (a growth to order 10,000 takes hours). Like `table --resume`, and in the
 * same cache directory (sequenceCache.ts decides where).
 *
 * Format: a first line `nimlab-quotient-growth 1 H`, then H bytes of JSON (every field of the growth
 * but the table, and the table's SHA-256), spaces up to a multiple of 4 bytes, then the table:
 * order² entries of `width` bytes, little-endian, as quotientTable stores them. The table is moved
 * in pieces (CACHE_CHUNK_BYTES), so a table of 2 GiB (order 32,768) needs no single call over the
 * kernel's limit. A file that does not match its own header or checksum is not used.
 */
const MAGIC = 'nimlab-quotient-growth 1';

interface CheckpointHeader {
  game: string;
  upTo: number;
  order: number;
  count: number;
  width: number;
  /** '1' where the element is in the P-portion. */
  losing: string;
  generatorElement: number[];
  representatives: number[][];
  relations: { left: number[]; right: number[] }[];
  orders: number[];
  lastChange: number;
  solved: HeapQuotientGrowth['solved'];
  refinedAt: number[];
  recalibratedAt: number[];
  sha256: string;
}

/** Where `game`'s growth is kept in `directory`. */
export function checkpointPath(game: string, directory: string): string {
  return cachePath(`quotient-growth-${game}`, directory);
}

function tableBytes(q: MisereQuotient): Uint8Array {
  return new Uint8Array(q.product.buffer, q.product.byteOffset, q.product.byteLength);
}

/** Keeps `growth` in `path` (written whole to a partial file, then renamed over the old one). Throws CacheWriteError. */
export function writeCheckpoint(path: string, game: string, growth: HeapQuotientGrowth, chunkBytes = CACHE_CHUNK_BYTES): void {
  const q = growth.quotient;
  const table = tableBytes(q);
  const header: CheckpointHeader = {
    game,
    upTo: growth.upTo,
    order: q.order,
    count: q.count,
    width: q.product.BYTES_PER_ELEMENT,
    losing: q.losing.map((l) => (l ? '1' : '0')).join(''),
    generatorElement: [...q.generatorElement],
    representatives: q.representatives.map((r) => [...r]),
    relations: q.relations.map((r) => ({ left: [...r.left], right: [...r.right] })),
    orders: growth.orders,
    lastChange: growth.lastChange,
    solved: growth.solved,
    refinedAt: growth.refinedAt ?? [],
    recalibratedAt: growth.recalibratedAt ?? [],
    sha256: createHash('sha256').update(table).digest('hex'),
  };
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const line = Buffer.from(`${MAGIC} ${json.length}\n`, 'utf8');
  const pad = (4 - ((line.length + json.length) % 4)) % 4;
  const head = Buffer.concat([line, json, Buffer.alloc(pad, 0x20)]);
  const partial = `${path}.${process.pid}.partial`;
  const failed = (error: unknown) =>
    new CacheWriteError(`cannot keep the quotient in ${path}: ${fileErrorReason(error, 'no such directory')}`);
  try {
    makeDirectory(dirname(path));
  } catch (error) {
    throw failed(error);
  }
  try {
    const fd = openSync(partial, 'w');
    try {
      writeAll(fd, head, chunkBytes);
      writeAll(fd, table, chunkBytes);
    } finally {
      closeSync(fd);
    }
    renameSync(partial, path);
  } catch (error) {
    rmSync(partial, { force: true });
    throw failed(error);
  }
}

/**
 * The growth kept in `path` for `game`; null when there is none. A file that cannot be read, or
 * is not a whole growth of this game (another game, cut short, damaged: checked against its size,
 * its header and the table's SHA-256), is also null, with `warn` saying why.
 */
export function readCheckpoint(
  path: string,
  game: string,
  warn: (message: string) => void = () => {},
  chunkBytes = CACHE_CHUNK_BYTES,
): HeapQuotientGrowth | null {
  return readKeptFile(path, 'the kept quotient', warn, (fd) => {
    const growth = readOpenCheckpoint(fd, game, chunkBytes);
    if (growth === null) warn(`ignoring ${path}: not a whole quotient growth of ${game}`);
    return growth;
  });
}

/** Longest first line looked for (the magic and a byte count). */
const FIRST_LINE_LIMIT = 64;

function readOpenCheckpoint(fd: number, game: string, chunkBytes: number): HeapQuotientGrowth | null {
  const size = fstatSync(fd).size;
  const first = Buffer.alloc(Math.min(size, FIRST_LINE_LIMIT));
  readSync(fd, first, 0, first.length, 0);
  const newline = first.indexOf(0x0a);
  const match = newline < 0 ? null : /^nimlab-quotient-growth 1 (\d+)$/.exec(first.subarray(0, newline).toString('utf8'));
  if (match === null) return null;
  const headerBytes = Number(match[1]);
  const headerStart = newline + 1;
  if (headerStart + headerBytes > size) return null;
  const json = Buffer.alloc(headerBytes);
  if (readAll(fd, json, headerStart, chunkBytes) < headerBytes) return null;
  let header: CheckpointHeader;
  try {
    header = JSON.parse(json.toString('utf8')) as CheckpointHeader;
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    return null;
  }
  if (!wellFormed(header, game)) return null;
  const { order } = header;
  const product = quotientTable(order);
  if (product.BYTES_PER_ELEMENT !== header.width) return null;
  const tableStart = headerStart + headerBytes + ((4 - ((headerStart + headerBytes) % 4)) % 4);
  // The size is checked before the table is read, so a damaged header cannot ask for more than the file backs.
  if (size !== tableStart + product.byteLength) return null;
  const table = new Uint8Array(product.buffer);
  if (readAll(fd, table, tableStart, chunkBytes) < table.length) return null;
  if (createHash('sha256').update(table).digest('hex') !== header.sha256) return null;
  const quotient: MisereQuotient = {
    count: header.count,
    order,
    representatives: header.representatives,
    product,
    losing: Array.from(header.losing, (c) => c === '1'),
    generatorElement: header.generatorElement,
    relations: header.relations,
  };
  return {
    quotient,
    upTo: header.upTo,
    lastChange: header.lastChange,
    orders: header.orders,
    stopped: null,
    solved: header.solved,
    refinedAt: header.refinedAt,
    recalibratedAt: header.recalibratedAt,
  };
}

/** The header's own consistency: this game, one generator and one order per heap, the sizes agreeing. */
function wellFormed(h: CheckpointHeader, game: string): boolean {
  const counts = [h.upTo, h.order, h.count, h.lastChange].every((n) => Number.isSafeInteger(n) && n >= 0);
  return (
    h.game === game &&
    counts &&
    h.order >= 1 &&
    h.count === h.upTo &&
    Array.isArray(h.orders) &&
    h.orders.length === h.upTo &&
    h.orders[h.upTo - 1] === (h.upTo === 0 ? undefined : h.order) &&
    typeof h.losing === 'string' &&
    h.losing.length === h.order &&
    Array.isArray(h.generatorElement) &&
    h.generatorElement.length === h.count &&
    h.generatorElement.every((x) => Number.isInteger(x) && x >= 0 && x < h.order) &&
    Array.isArray(h.representatives) &&
    h.representatives.length === h.order &&
    Array.isArray(h.relations) &&
    typeof h.sha256 === 'string'
  );
}
