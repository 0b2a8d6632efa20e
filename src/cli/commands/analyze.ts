import type { Command } from 'commander';
import { builtInGames, type PositionReport } from '../../games/index.js';
import { toJson } from '../json.js';

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
    .addHelpText('after', '\nExamples:\n  nimlab analyze nim 3 4 5\n  nimlab analyze wythoff 3 5 --json\n  nimlab analyze bash:3 10 --explain')
    .action((gameName: string, words: string[], options: { json?: boolean; explain?: boolean }) => {
      const game = builtInGames.resolve(gameName);
      const report = game.analyze(words);
      if (options.json) {
        const { position, outcome, grundy, winningMoves, explanation } = report;
        const json: Record<string, unknown> = { game: game.name, position, outcome, grundy, winningMoves };
        if (options.explain) json.explanation = explanation;
        process.stdout.write(toJson(json) + '\n');
      } else {
        printReport(game.name, report, options.explain ?? false);
      }
    });
}
