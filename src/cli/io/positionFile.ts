import { closeSync, openSync, readSync } from 'node:fs';
import { NimlabError } from '../../engine/core/errors.js';
import { fileErrorReason } from './fileError.js';
import { InputTooLargeError, readStandardInput } from './stdin.js';

/**
 * The cap on a position file, as judge input is capped: 2 MiB holds a Hackenbush picture or a
 * graph of a hundred thousand edges, far beyond what the solvers finish, and it stops a device
 * that never ends (`/dev/zero`, `/dev/urandom`) at 2 MiB read instead of at the memory's end.
 */
export const POSITION_FILE_MAX_BYTES = 2 << 20;

/** A position file longer than `POSITION_FILE_MAX_BYTES`. */
export class PositionFileTooLargeError extends NimlabError {
  override name = 'PositionFileTooLargeError';
}

/**
 * A file's bytes, read a chunk at a time and refused with an `InputTooLargeError` as soon as they
 * pass `limitBytes` (never read whole first), so a device that never ends (`/dev/zero`) stops at
 * the limit instead of at the memory's end. Every command that reads a file reads it here.
 */
export function readFileUpTo(path: string, limitBytes: number): Buffer {
  const fd = openSync(path, 'r');
  try {
    const chunks: Buffer[] = [];
    let length = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(1 << 20, limitBytes + 1 - length));
      const read = readSync(fd, chunk, 0, chunk.length, null);
      if (read === 0) return Buffer.concat(chunks, length);
      chunks.push(chunk.subarray(0, read));
      length += read;
      if (length > limitBytes) throw new InputTooLargeError(`'${path}' is longer than ${limitBytes >> 20} MiB`);
    }
  } finally {
    closeSync(fd);
  }
}

/** A position file's bytes, under the cap on position files. */
function readCapped(path: string): Buffer {
  try {
    return readFileUpTo(path, POSITION_FILE_MAX_BYTES);
  } catch (error) {
    if (error instanceof InputTooLargeError)
      throw new PositionFileTooLargeError(
        `position file '${path}' is longer than ${POSITION_FILE_MAX_BYTES >> 20} MiB, the cap on position files`,
      );
    throw error;
  }
}

/** Standard input as a position file (`-`), under the same cap. */
function readStandardInputCapped(): Buffer {
  try {
    return readStandardInput(POSITION_FILE_MAX_BYTES, 'the position on standard input');
  } catch (error) {
    if (error instanceof InputTooLargeError)
      throw new PositionFileTooLargeError(
        `the position on standard input is longer than ${POSITION_FILE_MAX_BYTES >> 20} MiB, the cap on position files`,
      );
    throw error;
  }
}

/**
 * Position words for a game whose positions may come from a file (a Hackenbush edge list): a
 * single word that is not a number names the file (`-`: standard input, as everywhere a file is
 * read), whose white-space separated words are the position; anything else is the position
 * written inline.
 */
export function positionWords(words: readonly string[]): string[] {
  if (words.length !== 1 || /^[0-9]+$/.test(words[0])) return [...words];
  let text: string;
  try {
    text = (words[0] === '-' ? readStandardInputCapped() : readCapped(words[0])).toString('utf8');
  } catch (error) {
    if (error instanceof NimlabError) throw error;
    throw new NimlabError(`cannot read position file '${words[0]}': ${fileErrorReason(error)}`);
  }
  return text.split(/\s+/).filter((word) => word.length > 0);
}
