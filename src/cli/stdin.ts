import { readFileSync } from 'node:fs';

/** All of standard input as bytes, in one read (judge inputs are read whole, then parsed). */
export function readStandardInput(): Buffer {
  try {
    return readFileSync(0);
  } catch (error) {
    // A non-blocking stdin (some terminals and pipes) refuses fd reads; the device path works.
    if ((error as NodeJS.ErrnoException).code === 'EAGAIN') return readFileSync('/dev/stdin');
    if ((error as NodeJS.ErrnoException).code === 'EOF') return Buffer.alloc(0);
    throw error;
  }
}
