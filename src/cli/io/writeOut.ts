import { once } from 'node:events';

/**
 * Writes pieces of output to stdout as they are made, waiting whenever the pipe is full: a
 * billion-value table streams in constant memory instead of being built as one string. Between
 * pieces it yields to the event loop, because stdout to a pipe or file is synchronous on Linux: a
 * reader that quits (`| head`) is only seen, as an EPIPE error event, when the loop turns.
 */
export async function writeOut(pieces: Iterable<string>, stream: NodeJS.WritableStream = process.stdout): Promise<void> {
  for (const piece of pieces) {
    if (!stream.write(piece)) await once(stream, 'drain');
    else await new Promise((resolve) => setImmediate(resolve));
  }
}
