import type { Command } from 'commander';
import { NimlabError } from '../../engine/errors.js';
import { builtInGames, type PositionReport } from '../../games/index.js';
import { isHeapGameName, parseHeapGame } from '../../games/heap/index.js';
import { parseHeaps } from '../../games/parse.js';
import { misereHeapReport } from '../misere.js';
import { toJson } from '../json.js';
import { parseCount } from '../options.js';
import { isModulePath, runUserGameTask } from '../userGame/runTask.js';
import { positionWords } from '../positionFile.js';
import { analyzeStarts, printPositionTable } from '../positionTable.js';

function printReport(game: string, report: PositionReport, explain: boolean): void {
  const lines = [
    `${game} ${report.position}`,
    `outcome: ${report.outcome === 'N' ? 'N (the player to move wins)' : 'P (the player to move loses)'}`,
  ];
  if (report.grundy !== null) lines.push(`grundy value: ${report.grundy}`);
  if (report.winningMoves.length > 0) {
    lines.push('winning moves:');
    for (const move of report.winningMoves) lines.push(`  ${move.move}   (→ ${move.to})`);
  } else {
    lines.push('winning moves: none');
  }
  if (explain && report.explanation.length > 0) {
    lines.push('why:');
    for (const line of report.explanation) lines.push(`  ${line}`);
  }
  process.stdout.write(lines.join('\n') + '\n');
}

export function registerAnalyze(program: Command): void {
  program
    .command('analyze')
    .description('outcome, Grundy value and winning moves of a position')
    .argument('<game>', "game name, e.g. nim, bash:3, moore:2, wythoff (see 'nimlab games')")
    .argument('<position...>', 'the position, e.g. heap sizes')
    .option('--json', 'print JSON: { game, position, outcome, grundy, winningMoves }')
    .option('--explain', 'say why: the theorem used, with this position\'s numbers')
    .option('--time-limit <seconds>', 'for a game module, or a misère quotient being grown: stop after this many seconds', '10')
    .option('--start <vertex>', 'games on graphs (geography, loopy): analyse this start only; without it every start is listed')
    .option('--misere', 'misère play (the last player to move loses): heap games by their misère quotient, game modules by canonical forms')
    .option('--canonical', 'with --misere and a game module: print the misère canonical form, genus and phylum')
    .addHelpText('after', '\nExamples:\n  nimlab analyze nim 3 4 5\n  nimlab analyze kayles 5 7 9 --misere\n  nimlab analyze ./mygame.ts 6 --misere --canonical\n  nimlab analyze wythoff 3 5 --json\n  nimlab analyze bash:3 10 --explain\n  nimlab analyze ./mygame.ts 10 12   (a module exporting moves(position))')
    .action(async (gameName: string, words: string[], options: { json?: boolean; explain?: boolean; timeLimit: string; start?: string; misere?: boolean; canonical?: boolean }) => {
      if (options.canonical && !options.misere) throw new NimlabError('--canonical needs --misere (misère canonical forms)');
      if (options.misere) {
        const { lines, json } = await analyzeMisere(gameName, words, options.canonical ?? false, parseCount(options.timeLimit, '--time-limit') * 1000);
        process.stdout.write(options.json ? toJson(json) + '\n' : lines.join('\n') + '\n');
        return;
      }
      const starts = analyzeStarts(gameName, words, options.start);
      if (starts && 'table' in starts) return printPositionTable(starts.name, starts.table, options);
      const { name, report } = starts ?? (await analyzeGame(gameName, words, parseCount(options.timeLimit, '--time-limit') * 1000));
      if (options.json) {
        const { position, outcome, grundy, winningMoves, explanation } = report;
        const json: Record<string, unknown> = { game: name, position, outcome, grundy, winningMoves };
        if (options.explain) json.explanation = explanation;
        process.stdout.write(toJson(json) + '\n');
      } else {
        printReport(name, report, options.explain ?? false);
      }
    });
}

/** A built-in game by name, or a user's module (run in a worker under a time limit). */
async function analyzeGame(gameName: string, words: string[], timeLimitMs: number): Promise<{ name: string; report: PositionReport }> {
  if (isModulePath(gameName)) {
    const answer = await runUserGameTask({ kind: 'analyze', file: gameName, words }, timeLimitMs);
    if (answer.kind !== 'analyze') throw new Error('worker answered the wrong task');
    return { name: answer.name, report: answer.report };
  }
  const game = builtInGames.resolve(gameName);
  return { name: game.name, report: game.analyze(game.readsPositionFile ? positionWords(words) : words) };
}

/** Misère analysis: heap games through their quotient, game modules through canonical forms. */
async function analyzeMisere(gameName: string, words: string[], canonical: boolean, timeLimitMs: number): Promise<{ lines: string[]; json: Record<string, unknown> }> {
  if (isModulePath(gameName)) {
    const answer = await runUserGameTask({ kind: 'misere', file: gameName, words, canonical }, timeLimitMs);
    if (answer.kind !== 'misere') throw new Error('worker answered the wrong task');
    return { lines: answer.lines, json: answer.json };
  }
  if (canonical) throw new NimlabError('--canonical works on game modules (./mygame.ts); for heap games use nimlab table <code> --misere');
  if (!isHeapGameName(gameName)) throw new NimlabError(`--misere works on heap games (take-and-break codes, S(…), kayles, …) and game modules, not '${gameName}' (misère Nim is 'misere-nim')`);
  return misereHeapReport(parseHeapGame(gameName), parseHeaps(words), timeLimitMs);
}
