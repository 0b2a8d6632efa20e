import { existsSync } from 'node:fs';
import { NimlabError } from '../../engine/core/errors.js';
import { builtInGames, type PositionReport, type PositionTable } from '../../games/index.js';
import { analyzeJson } from '../report/analyzeReport.js';
import { positionWords } from '../io/positionFile.js';
import { isModulePath } from '../userGame/modulePath.js';

/** What a game that takes a start (geography, loopy) answers: every start in a table, or one report. */
export type StartAnswer = { name: string; table: PositionTable } | { name: string; report: PositionReport };

/**
 * For built-in games that list every start position (`analyzeAll`): with no start given, the table;
 * with `--start v` or a word `start=v`, the single report. The graph may be inline words or a file
 * (one word that is not a number; inline JSON starting with `{` is taken as is). Null for every
 * other game, which the ordinary analyse path handles.
 */
export function analyzeStarts(gameName: string, words: readonly string[], startOption: string | undefined): StartAnswer | null {
  if (isModulePath(gameName)) return null;
  const game = builtInGames.resolve(gameName);
  if (!game.analyzeAll) {
    if (startOption !== undefined) throw new NimlabError(`--start applies to games on graphs (geography, loopy), not to '${game.name}'`);
    return null;
  }
  const starts = words.filter((w) => w.startsWith('start='));
  let graphWords = words.filter((w) => !w.startsWith('start='));
  // `loopy FILE STATE` (FILE `-`: standard input): a file then one more word names the start, as start=STATE would.
  if (
    game.readsPositionFile &&
    starts.length === 0 &&
    graphWords.length === 2 &&
    !graphWords[0].startsWith('{') &&
    (graphWords[0] === '-' || existsSync(graphWords[0]))
  ) {
    starts.push(`start=${graphWords[1]}`);
    graphWords = [graphWords[0]];
  }
  if (startOption !== undefined && starts.length > 0) throw new NimlabError('give the start once: either --start or start=');
  const inlineJson = graphWords.length === 1 && graphWords[0].startsWith('{');
  const position = game.readsPositionFile && !inlineJson ? positionWords(graphWords) : graphWords;
  const start = startOption !== undefined ? [`start=${startOption}`] : starts;
  if (start.length === 0) return { name: game.name, table: game.analyzeAll(position) };
  return { name: game.name, report: game.analyze([...position, ...start]) };
}

/** Prints a table: aligned columns for people, or JSON { game, position, rows } for scripts. */
export function printPositionTable(game: string, table: PositionTable, options: { json?: boolean; explain?: boolean }): void {
  if (options.json) {
    // Each start's result is in its row; the document's outcome is null (no one start is asked about).
    const json = { game, position: table.position, rows: table.rows, ...(options.explain ? { explanation: table.explanation } : {}) };
    process.stdout.write(analyzeJson(json) + '\n');
    return;
  }
  const cells = [table.columns.map((c) => c.title), ...table.rows.map((row) => table.columns.map((c) => String(row[c.key] ?? '-')))];
  const widths = table.columns.map((_, i) => Math.max(...cells.map((line) => line[i].length)));
  const lines = [
    `${game} ${table.position}`,
    ...cells.map((line) =>
      line
        .map((cell, i) => cell.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    ),
  ];
  if (options.explain && table.explanation.length > 0) lines.push('why:', ...table.explanation.map((line) => `  ${line}`));
  process.stdout.write(lines.join('\n') + '\n');
}
