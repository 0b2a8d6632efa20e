import { parentPort } from 'node:worker_threads';
import { NimlabError } from '../../engine/core/errors.js';
import { runExtendJob, type ExtendJob } from '../../games/heap/index.js';
import { directoryCheckpoints } from './checkpoints.js';

/** A message to a pool thread: run this link against the checkpoints in `directory`. */
export interface LinkRequest {
  id: number;
  job: ExtendJob;
  directory: string;
}

/** What a pool thread answers: that it is loaded (once), progress while running, then the outcome or the error. */
export type LinkReply =
  | { kind: 'ready' }
  | { id: number; kind: 'progress'; computed: number }
  | { id: number; kind: 'done'; outcome: ReturnType<typeof runExtendJob> }
  | { id: number; kind: 'error'; message: string; userError: boolean };

/** Progress messages at most this often. */
const PROGRESS_MS = 500;

/** Runs one link (the pool's thread body, and a queue worker's job body). */
export function runLink(request: LinkRequest, post: (reply: LinkReply) => void): void {
  let lastProgress = 0;
  try {
    const outcome = runExtendJob(request.job, directoryCheckpoints(request.directory), {
      onProgress: (computed) => {
        const now = Date.now();
        if (now - lastProgress < PROGRESS_MS) return;
        lastProgress = now;
        post({ id: request.id, kind: 'progress', computed });
      },
    });
    post({ id: request.id, kind: 'done', outcome });
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    post({ id: request.id, kind: 'error', message: error.message, userError: error instanceof NimlabError });
  }
}

parentPort?.on('message', (request: LinkRequest) => runLink(request, (reply) => parentPort!.postMessage(reply)));
parentPort?.postMessage({ kind: 'ready' } satisfies LinkReply);
