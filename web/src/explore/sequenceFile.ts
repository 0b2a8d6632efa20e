import { describePeriod } from './describePeriod';
import type { PeriodReport } from './protocol';

export type FileFormat = 'csv' | 'json';

/** What a download needs of a sequence (the values are a copy: the page keeps its own). */
export interface SequenceFileRequest {
  name: string;
  values: Int32Array;
  period: PeriodReport | null;
  format: FileFormat;
}

/** Values encoded per part; progress is reported after each. */
const PART = 1 << 20;
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

/** The bytes of rows (CSV `n,grundy`) or list items (JSON) for values[from..to). */
function encodePart(values: Int32Array, from: number, to: number, format: FileFormat): Uint8Array {
  const bytes = new Uint8Array((to - from) * ROW_BYTES);
  let at = 0;
  for (let n = from; n < to; n++) {
    if (format === 'csv') {
      at = writeInteger(bytes, at, n);
      bytes[at++] = COMMA;
      at = writeInteger(bytes, at, values[n]);
      bytes[at++] = NEWLINE;
    } else {
      if (n > 0) bytes[at++] = COMMA;
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
  const { values, format } = request;
  const parts: BlobPart[] = [];
  if (format === 'csv') parts.push('n,grundy\n');
  else {
    const description = describePeriod(request.period, values.length);
    parts.push(`{"game":${JSON.stringify(request.name)},"period":${JSON.stringify(request.period)},"description":${JSON.stringify(description)},"values":[`);
  }
  for (let start = 0; start < values.length; start += PART) {
    const end = Math.min(values.length, start + PART);
    parts.push(encodePart(values, start, end, format) as Uint8Array<ArrayBuffer>);
    progress(end);
  }
  if (format === 'json') parts.push(']}\n');
  return new Blob(parts, { type: format === 'csv' ? 'text/csv' : 'application/json' });
}

/** The file name a download gets: the game's name made safe, then what it holds. */
export function sequenceFileName(name: string, format: FileFormat): string {
  return `${name.replace(/[^A-Za-z0-9.!_-]+/g, '_')}-grundy.${format}`;
}
