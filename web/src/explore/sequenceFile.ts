import { describePeriod } from './describePeriod';
import type { PeriodReport } from './protocol';

export type FileFormat = 'csv' | 'json';

/** What a download needs of a sequence (the values are a copy in parts: the page keeps its own). */
export interface SequenceFileRequest {
  name: string;
  /** The values, in consecutive parts (each copied in a task of its own, then transferred). */
  parts: Int32Array[];
  period: PeriodReport | null;
  format: FileFormat;
  /** The first n written: 0 for heaps, 1 for a coin row (coin 1 is the first; values[0] is no coin). */
  first?: number;
}

/** Values encoded per part; progress is reported after each. */
export const PART = 1 << 20;
/** Bytes a row can take at most: an index and a value of 10 digits and a sign each, a comma, a newline. */
const ROW_BYTES = 24;

const COMMA = 44;
const NEWLINE = 10;
const MINUS = 45;
const ZERO = 48;

/**
 * Writes the decimal digits of the integer x (|x| < 2^53) at `at`; returns the position after them.
 * Digits go straight into bytes: building ten million rows as strings costs seconds.
 */
function writeInteger(bytes: Uint8Array, at: number, x: number): number {
  if (x < 0) {
    bytes[at++] = MINUS;
    x = -x;
  }
  let end = at;
  for (let rest = x; rest >= 10; rest = Math.floor(rest / 10)) end++;
  for (let i = end; i >= at; i--) {
    bytes[i] = ZERO + (x % 10);
    x = Math.floor(x / 10);
  }
  return end + 1;
}

/** The bytes of rows (CSV `n,grundy`) or list items (JSON) for values[from..to), heap n = offset + index. */
function encodePart(values: Int32Array, from: number, to: number, offset: number, format: FileFormat, first: number): Uint8Array {
  const bytes = new Uint8Array((to - from) * ROW_BYTES);
  let at = 0;
  for (let n = Math.max(from, first - offset); n < to; n++) {
    if (format === 'csv') {
      at = writeInteger(bytes, at, offset + n);
      bytes[at++] = COMMA;
      at = writeInteger(bytes, at, values[n]);
      bytes[at++] = NEWLINE;
    } else {
      if (offset + n > first) bytes[at++] = COMMA;
      at = writeInteger(bytes, at, values[n]);
    }
  }
  return bytes.subarray(0, at);
}

/**
 * The sequence as CSV (`n,grundy` rows) or JSON (game, period, its description, values), as a Blob
 * built part by part; `progress(done)` after each part. Runs in the download worker.
 */
export function sequenceFile(request: SequenceFileRequest, progress: (done: number) => void = () => {}): Blob {
  const { format } = request;
  const length = request.parts.reduce((sum, part) => sum + part.length, 0);
  const parts: BlobPart[] = [];
  if (format === 'csv') parts.push('n,grundy\n');
  else {
    const description = describePeriod(request.period, length);
    parts.push(
      `{"game":${JSON.stringify(request.name)},"period":${JSON.stringify(request.period)},"description":${JSON.stringify(description)},"values":[`,
    );
  }
  let offset = 0;
  for (const values of request.parts) {
    for (let start = 0; start < values.length; start += PART) {
      const end = Math.min(values.length, start + PART);
      parts.push(encodePart(values, start, end, offset, format, request.first ?? 0) as Uint8Array<ArrayBuffer>);
      progress(offset + end);
    }
    offset += values.length;
  }
  if (format === 'json') parts.push(']}\n');
  return new Blob(parts, { type: format === 'csv' ? 'text/csv' : 'application/json' });
}

/** The file name a download gets: the game's name made safe, then what it holds. */
export function sequenceFileName(name: string, format: FileFormat): string {
  return `${name.replace(/[^A-Za-z0-9.!_-]+/g, '_')}-grundy.${format}`;
}
