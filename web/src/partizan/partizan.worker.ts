/// <reference lib="webworker" />
import { serveTask } from '../worker/protocol';
import type { PartizanProgress, PartizanRequest, PartizanResult } from './protocol';
import { valuePosition } from './valuePosition';

/** Values beyond this many stored games are out of reach here: the page says so instead of waiting. */
const MAX_GAMES = 400_000;
/** And beyond this long. */
const TIME_LIMIT_MS = 30_000;
/** Progress is posted at most this often. */
const PROGRESS_MS = 100;

/** Values one position off the page's thread (`valuePosition`); the page cancels by terminating the worker. */
serveTask<PartizanRequest, PartizanProgress, PartizanResult>(self, (request, progress) => {
  let posted = 0;
  const onProgress = (valued: number) => {
    if (Date.now() - posted < PROGRESS_MS) return;
    posted = Date.now();
    progress({ valued });
  };
  return valuePosition(request.game, request.position, request.mover, { maxGames: MAX_GAMES, timeLimitMs: TIME_LIMIT_MS, onProgress });
});
