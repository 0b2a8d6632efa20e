/// <reference lib="webworker" />
import { evaluateNimberExpression } from '../library';
import { serveTask } from '../worker/protocol';

export interface NimberResult {
  value: string;
  reading: string;
}

/** Evaluates one nimber expression off the page's thread: products of 128-bit nimbers take a moment. */
serveTask<string, never, NimberResult>(self, (expression) => {
  const { value, reading } = evaluateNimberExpression(expression);
  return { value: value.toString(), reading };
});
