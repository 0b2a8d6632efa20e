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

/** The file's bytes, read in chunks and refused as soon as they pass the cap (never read whole first). */
function readCapped(path: string): Buffer {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.allocUnsafe(POSITION_FILE_MAX_BYTES + 1);
    let length = 0;
    while (length < buffer.length) {
      const read = readSync(fd, buffer, length, buffer.length - length, null);
      if (read === 0) return buffer.subarray(0, length);
      length += read;
    }
    throw new PositionFileTooLargeError(
      `position file '${path}' is longer than ${POSITION_FILE_MAX_BYTES >> 20} MiB, the cap on position files`,
    );
  } finally {
    closeSync(fd);
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
