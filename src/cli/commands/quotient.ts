import type { Command } from 'commander';
import { DEFAULT_QUOTIENT_LIMITS } from '../../engine/misereQuotient.js';
import { growHeapQuotient, MAX_QUOTIENT_HEAP, parseHeapGame } from '../../games/heap/index.js';
import { toJson } from '../json.js';
import { quotientJson, quotientText } from '../misere.js';
import { parseCount } from '../options.js';

export function registerQuotient(program: Command): void {
  program
    .command('quotient')
    .description('the misère quotient of a heap game (Plambeck–Siegel): monoid, P-portion, presentation, heap map')
    .argument('<game>', 'a take-and-break code (0.77, 0.07, 4.7, 0.[3]), S(1,3,4), kayles, …')
    .option('--to <N>', `largest heap (1..${MAX_QUOTIENT_HEAP}); the quotient is grown heap by heap up to it`, '10')
    .option('--max-order <N>', 'stop growing when the quotient would pass this order', String(DEFAULT_QUOTIENT_LIMITS.maxOrder))
    .option('--json', 'print JSON: { game, heaps, order, lastChange, stopped, elements, pPortion, table, heapElement, relations, orders }')
    .addHelpText('after', '\nExamples:\n  nimlab quotient 0.75 --to 20\n  nimlab quotient kayles --to 10 --json')
    .action((gameName: string, options: { to: string; maxOrder: string; json?: boolean }) => {
      const game = parseHeapGame(gameName);
      const to = parseCount(options.to, '--to', 1, MAX_QUOTIENT_HEAP);
      const maxOrder = parseCount(options.maxOrder, '--max-order', 2, 4096);
      const growth = growHeapQuotient(game.code, to, { ...DEFAULT_QUOTIENT_LIMITS, maxOrder });
      process.stdout.write(options.json ? toJson(quotientJson(game, growth)) + '\n' : quotientText(game, growth));
      if (growth.stopped) process.stderr.write(`nimlab: quotient ${growth.stopped}; shown for heaps ≤ ${growth.upTo}\n`);
    });
}
