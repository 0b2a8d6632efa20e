/// <reference lib="webworker" />
import { analyzePartizan, NimlabError, PartizanLimitError } from '../library';
import { serveTask } from '../worker/protocol';
import { pageFamily, positionWords } from './families';
import type { PartizanProgress, PartizanRequest, PartizanResult } from './protocol';

/** Values beyond this many stored games are out of reach here: the page says so instead of waiting. */
const MAX_GAMES = 400_000;
/** And beyond this long. */
const TIME_LIMIT_MS = 30_000;
/** Progress is posted at most this often. */
const PROGRESS_MS = 100;

/**
 * Values one position off the page's thread, as `nimlab analyze` does (`analyzePartizan`: canonical
 * value, outcome, winning moves for both sides, regions) and lists the mover's moves with where
 * they lead. A position whose value is out of reach ends with the store's typed limit, said in
 * words; the page cancels by terminating the worker.
 */
serveTask<PartizanRequest, PartizanProgress, PartizanResult>(self, (request, progress) => {
  const family = pageFamily(request.game);
  if (family === undefined) throw new NimlabError(`no partizan game named '${request.game}'`);
  const position = family.parse(positionWords(request.position));
  let posted = 0;
  const onProgress = (valued: number) => {
    if (Date.now() - posted < PROGRESS_MS) return;
    posted = Date.now();
    progress({ valued });
  };
  try {
    const report = analyzePartizan(family, position, { maxGames: MAX_GAMES, timeLimitMs: TIME_LIMIT_MS, onProgress });
    return {
      game: family.name,
      position: report.position,
      value: report.value ?? '?',
      outcome: report.outcome,
      leftWins: report.leftWins.map((move) => move.move),
      rightWins: report.rightWins.map((move) => move.move),
      regions: report.regions ?? [{ position: report.position, value: report.value ?? '?' }],
      moves: family.moves(position, request.mover).map((move) => ({ label: move.label, to: family.rules.format(move.to) })),
      mover: request.mover,
      valued: report.positionsValued,
    };
  } catch (error) {
    if (error instanceof PartizanLimitError)
      throw new NimlabError(`${family.title}: this position is too large to value exactly here (${error.message}); try a smaller one`);
    throw error;
  }
});
