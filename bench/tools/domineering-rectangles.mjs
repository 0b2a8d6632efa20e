#!/usr/bin/env node
/**
 * The published outcomes of empty Domineering rectangles up to 8×8
 * (src/games/partizan/search/publishedRectangles.ts, with their sources) checked by the search on
 * the boards the tests leave out (more than 30 cells), each statement and its transpose, each board
 * within a time limit. Prints one line per board (agrees / DISAGREES / not computed in the limit)
 * and exits 1 if any computed answer disagrees. Needs `npm run build` first.
 *
 *   node bench/tools/domineering-rectangles.mjs [--time-limit SECONDS] [--min-cells N]
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const load = (file) => import(pathToFileURL(path.join(root, 'dist', file)).href);
const { DomineeringSearch, SearchLimitError } = await load('games/partizan/search/index.js');
const { PUBLISHED_RECTANGLES } = await load('games/partizan/search/publishedRectangles.js');
const { emptyGrid, toBitboard } = await load('games/partizan/domineering/index.js');

const argument = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at < 0 ? fallback : Number(process.argv[at + 1]);
};
const timeLimitS = argument('--time-limit', 60);
const minCells = argument('--min-cells', 31);

const statements = PUBLISHED_RECTANGLES.flatMap((entry) => [
  entry,
  {
    rows: entry.cols,
    cols: entry.rows,
    verticalFirstWins: entry.horizontalFirstWins,
    horizontalFirstWins: entry.verticalFirstWins,
    source: entry.source,
  },
]).filter((entry) => entry.rows * entry.cols >= minCells);

let disagreements = 0;
for (const { rows, cols, verticalFirstWins, horizontalFirstWins, source } of statements) {
  const board = `${rows}x${cols}`;
  const search = new DomineeringSearch(toBitboard(emptyGrid(rows, cols)), { tableBits: 22, timeLimitMs: timeLimitS * 1000 });
  const started = performance.now();
  try {
    const said = [];
    if (verticalFirstWins !== undefined) {
      const wins = search.winsMovingFirst('left').wins;
      said.push(`Vertical first ${wins ? 'wins' : 'loses'} (published: ${verticalFirstWins ? 'wins' : 'loses'})`);
      if (wins !== verticalFirstWins) disagreements++;
    }
    if (horizontalFirstWins !== undefined) {
      const wins = search.winsMovingFirst('right').wins;
      said.push(`Horizontal first ${wins ? 'wins' : 'loses'} (published: ${horizontalFirstWins ? 'wins' : 'loses'})`);
      if (wins !== horizontalFirstWins) disagreements++;
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${board} [${source}]: ${said.join('; ')}; ${search.nodes.toLocaleString('en-US')} positions, ${seconds} s`);
  } catch (error) {
    if (!(error instanceof SearchLimitError)) throw error;
    console.log(`${board} [${source}]: not computed within ${timeLimitS} s (${search.nodes.toLocaleString('en-US')} positions)`);
  }
}
console.log(disagreements === 0 ? 'no computed answer disagrees with the published table' : `${disagreements} answers DISAGREE`);
process.exitCode = disagreements === 0 ? 0 : 1;
