/// <reference lib="webworker" />
import { serveTask } from '../worker/protocol';
import type { ExploreRequest, SequenceProgress, SequenceResult } from './protocol';
import { computeSequence } from './sequences';

/**
 * Runs one computation off the page's thread; the page terminates it to cancel (even a hung loop).
 * The values are handed over, not copied: a copy of ten million values would cost the page seconds.
 */
serveTask<ExploreRequest, SequenceProgress, SequenceResult>(self, computeSequence, (result) => [
  result.values.buffer,
  result.blocks.min.buffer,
  result.blocks.max.buffer,
  result.blocks.bits.buffer,
]);
