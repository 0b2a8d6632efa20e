/// <reference lib="webworker" />
import { builtInGames } from '../library';
import { serveTask } from '../worker/protocol';
import type { AnalyzeProgress, AnalyzeRequest, AnalyzeResult } from './protocol';

/**
 * Analyses one position off the page's thread, as `nimlab analyze` does: a heap of a million in
 * Grundy's game takes seconds of sequence, reported as it grows; the page cancels by terminating.
 */
serveTask<AnalyzeRequest, AnalyzeProgress, AnalyzeResult>(self, (request, progress) => {
  const words = request.position
    .trim()
    .split(/\s+/)
    .filter((w) => w.length > 0);
  const definition = builtInGames.resolve(request.game);
  const report = definition.analyze(words, { onProgress: (done, total) => progress({ done, total }) });
  return { name: definition.name, report };
});
