import { closeSync, openSync, readSync } from 'node:fs';
import { NimlabError } from '../../engine/core/errors.js';

/** Standard input is longer than the caller allows (`yes 1 | nimlab judge …`). */
export class InputTooLargeError extends NimlabError {
  override name = 'InputTooLargeError';
}

const CHUNK = 1 << 20;

/** Reads one chunk; a non-blocking stdin (some terminals and pipes) refuses fd reads, so the device is opened instead. */
function readChunk(source: { fd: number; opened: boolean }, buffer: Buffer): number {
  try {
    return readSync(source.fd, buffer, 0, buffer.length, null);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EOF') return 0;
    if (code === 'EISDIR') throw new NimlabError('standard input is a directory, not a file');
    if (code !== 'EAGAIN' || source.opened) throw error;
    source.fd = openSync('/dev/stdin', 'r');
    source.opened = true;
    return readSync(source.fd, buffer, 0, buffer.length, null);
  }
}

/**
 * All of standard input as bytes (judge inputs are read whole, then parsed), refused with an
 * `InputTooLargeError` as soon as it passes `limitBytes`: input that never ends (`yes 1 | …`)
 * stops at the limit instead of filling memory.
 */
export function readStandardInput(limitBytes = Number.POSITIVE_INFINITY, what = 'standard input'): Buffer {
  const source = { fd: 0, opened: false };
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for (;;) {
      const chunk = Buffer.allocUnsafe(CHUNK);
      const length = readChunk(source, chunk);
      if (length === 0) break;
      total += length;
      if (total > limitBytes) throw new InputTooLargeError(`${what} is longer than ${formatBytes(limitBytes)}, more than any valid input`);
      chunks.push(chunk.subarray(0, length));
    }
  } finally {
    if (source.opened) closeSync(source.fd);
  }
  return Buffer.concat(chunks, total);
}

function formatBytes(bytes: number): string {
  return bytes >= 1 << 20 ? `${bytes / (1 << 20)} MiB` : `${bytes} bytes`;
}
