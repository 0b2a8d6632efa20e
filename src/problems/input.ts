import { NimlabError } from '../engine/core/errors.js';

/** Malformed or out-of-range judge input. */
export class InputError extends NimlabError {
  override name = 'InputError';
}

const SPACE = 32;
const MINUS = 45;
const ZERO = 48;
const NINE = 57;

function isSpace(byte: number): boolean {
  return byte === SPACE || (byte >= 9 && byte <= 13);
}

/**
 * Byte-level reader of judge input. It walks the raw bytes once, never splitting into strings, so
 * millions of numbers parse at memory speed. Every read names what it expected, so bad input gives
 * one precise line ("n: expected an integer in 1..100000, got 0 at line 3").
 */
export class InputReader {
  private pos = 0;

  private readonly bytes: Uint8Array;

  constructor(bytes: Uint8Array) {
    // A plain Uint8Array view, never a Buffer subclass: keeps the byte loads in int() monomorphic.
    this.bytes = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    // A UTF-8 byte order mark (Windows editors write one) is no part of the input, like a CR.
    if (this.bytes[0] === 0xef && this.bytes[1] === 0xbb && this.bytes[2] === 0xbf) this.pos = 3;
  }

  static fromString(text: string): InputReader {
    return new InputReader(new TextEncoder().encode(text));
  }

  /** True when only white space is left. */
  atEnd(): boolean {
    this.skipSpace();
    return this.pos >= this.bytes.length;
  }

  /** Fails unless only white space is left. */
  expectEnd(): void {
    if (!this.atEnd()) this.fail(`unexpected extra input '${this.peekToken()}'`);
  }

  /** An integer in [min, max], both within ±2^53, read without building a string. */
  int(name: string, min: number, max: number): number {
    // The hot loop of every large judge input: the position stays in a local until the number ends.
    const bytes = this.bytes;
    const length = bytes.length;
    let pos = this.pos;
    while (pos < length && isSpace(bytes[pos])) pos++;
    const start = pos;
    // Every failure reports from the token's start (its line number, peekToken).
    if (start >= length) {
      this.pos = start;
      this.fail(`${name}: expected an integer in ${min}..${max}, got end of input`);
    }
    const negative = bytes[pos] === MINUS;
    if (negative) pos++;
    const firstDigit = pos;
    let value = 0;
    while (pos < length) {
      const b = bytes[pos];
      if (b < ZERO || b > NINE) break;
      value = value * 10 + (b - ZERO);
      pos++;
    }
    if (pos === firstDigit || (pos < length && !isSpace(bytes[pos]))) {
      this.pos = start;
      this.fail(`${name}: expected an integer in ${min}..${max}, got '${this.peekToken()}'`);
    }
    if (negative) value = -value;
    if (!(value >= min && value <= max)) {
      this.pos = start;
      this.fail(`${name}: expected an integer in ${min}..${max}, got ${this.peekToken()}`);
    }
    this.pos = pos;
    return value;
  }

  /** An integer of any size in [min, max], exactly. */
  bigint(name: string, min: bigint, max: bigint): bigint {
    this.skipSpace();
    const start = this.pos;
    const token = this.token(name);
    if (!/^-?[0-9]+$/.test(token)) {
      this.pos = start;
      this.fail(`${name}: expected an integer in ${min}..${max}, got '${this.peekToken()}'`);
    }
    const value = BigInt(token);
    if (value < min || value > max) {
      this.pos = start;
      this.fail(`${name}: expected an integer in ${min}..${max}, got ${token}`);
    }
    return value;
  }

  /** n integers in [min, max] into a typed array (no per-number allocation). */
  ints(name: string, count: number, min: number, max: number): Float64Array {
    const values = new Float64Array(count);
    for (let i = 0; i < count; i++) values[i] = this.int(name, min, max);
    return values;
  }

  /** The next white-space-delimited token. */
  token(name: string): string {
    this.skipSpace();
    if (this.pos >= this.bytes.length) this.fail(`${name}: expected a value, got end of input`);
    const start = this.pos;
    while (this.pos < this.bytes.length && !isSpace(this.bytes[this.pos])) this.pos++;
    return decoder.decode(this.bytes.subarray(start, this.pos));
  }

  /**
   * A token made only of the given (ASCII) characters, of the given length when one is given.
   * Checked on the bytes, so a 300,000-character row costs no array of characters.
   */
  word(name: string, alphabet: string, length?: number): string {
    this.skipSpace();
    const start = this.pos;
    const token = this.token(name);
    if (!bytesWithin(this.bytes, start, this.pos, alphabet) || (length !== undefined && token.length !== length)) {
      this.pos = start;
      const expected = `${length === undefined ? 'a string' : `a string of length ${length}`} over '${alphabet}'`;
      this.fail(`${name}: expected ${expected}, got '${abbreviate(token)}'`);
    }
    return token;
  }

  /** Throws an InputError at the current position, with its line number. */
  fail(message: string): never {
    throw new InputError(`${message} (line ${this.lineNumber()})`);
  }

  private skipSpace(): void {
    const bytes = this.bytes;
    while (this.pos < bytes.length && isSpace(bytes[this.pos])) this.pos++;
  }

  private peekToken(): string {
    this.skipSpace();
    let end = this.pos;
    while (end < this.bytes.length && !isSpace(this.bytes[end])) end++;
    if (end === this.pos) return 'end of input';
    return abbreviate(new TextDecoder().decode(this.bytes.subarray(this.pos, end)));
  }

  private lineNumber(): number {
    let line = 1;
    const limit = Math.min(this.pos, this.bytes.length);
    for (let i = 0; i < limit; i++) if (this.bytes[i] === 10) line++;
    return line;
  }
}

const decoder = new TextDecoder();

/** True when every byte of bytes[start, end) is one of alphabet's ASCII characters (any other byte is not). */
function bytesWithin(bytes: Uint8Array, start: number, end: number, alphabet: string): boolean {
  for (let i = start; i < end; i++) {
    const byte = bytes[i];
    let found = false;
    for (let k = 0; k < alphabet.length && !found; k++) found = alphabet.charCodeAt(k) === byte && byte < 128;
    if (!found) return false;
  }
  return true;
}

/** A token as an error message shows it: cut at 24 characters, control characters escaped (binary input stays one line). */
function abbreviate(text: string): string {
  const cut = text.length > 24 ? `${text.slice(0, 24)}…` : text;
  // eslint-disable-next-line no-control-regex
  return cut.replace(/[\x00-\x1f\x7f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

/** How judge input says how many tests it holds: a count first (named, 1..max), or tests until the end. */
export type TestCount = { readonly name: string; readonly max: number } | 'until end';

/**
 * The answer of a multi-test input: reads the count (unless tests run to the end of input), calls
 * `answer` once per test (it reads that test and returns its output line or lines), checks that
 * nothing follows, and joins the answers one per line.
 */
export function eachTest(input: InputReader, count: TestCount, answer: () => string): string {
  const lines: string[] = [];
  if (count === 'until end') {
    do lines.push(answer());
    while (!input.atEnd());
    return lines.join('\n');
  }
  const tests = input.int(count.name, 1, count.max);
  for (let t = 0; t < tests; t++) lines.push(answer());
  input.expectEnd();
  return lines.join('\n');
}
