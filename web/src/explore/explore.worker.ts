/// <reference lib="webworker" />
import type { ExploreMessage, ExploreRequest } from './protocol';
import { computeSequence } from './sequences';

/** Runs one computation off the page's thread; the page terminates it to cancel (even a hung loop). */
self.onmessage = async (event: MessageEvent<ExploreRequest>) => {
  const post = (message: ExploreMessage) => {
    // The values are handed over, not copied: a copy of ten million values would cost the page seconds.
    if (message.type === 'result') self.postMessage(message, [message.values.buffer, message.blocks.min.buffer, message.blocks.max.buffer, message.blocks.bits.buffer]);
    else self.postMessage(message);
  };
  try {
    await computeSequence(event.data, post);
  } catch (error) {
    post({ type: 'error', message: (error as Error).message ?? String(error) });
  }
};
