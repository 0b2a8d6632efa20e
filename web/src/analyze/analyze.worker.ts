/// <reference lib="webworker" />
import { builtInGames, gameTitle, NimlabError } from '../library';
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
  const family = builtInGames.familyOf(definition.name);
  const title = family ? gameTitle(definition.name, family) : definition.name;
  try {
    const report = definition.analyze(words, { onProgress: (done, total) => progress({ done, total }) });
    return { name: definition.name, title, report };
  } catch (error) {
    // The library names the game by its code ("1-2: …"); the page says its name ("Turning Turtles: …").
    if (error instanceof NimlabError && title !== definition.name && error.message.startsWith(`${definition.name}: `))
      throw new NimlabError(`${title}: ${error.message.slice(definition.name.length + 2)}`);
    throw error;
  }
});
