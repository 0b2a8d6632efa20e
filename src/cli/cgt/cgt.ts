import type { Command } from 'commander';
import { parseCount } from '../io/options.js';
import { parseTimeLimit, timeLimitHelp } from '../io/timeLimit.js';
import { PartizanLimitError } from './cgtCalculator.js';
import { evaluateInWorker } from './cgtRun.js';
import { withFlag } from './limitWords.js';
import { runSession } from './session.js';
import { CgtSessionWorker } from './sessionWorker.js';

export function registerCgt(program: Command): void {
  program
    .command('cgt')
    .description(
      "partizan games in CGSuite's notation: canonical form, outcome, stops, mean, temperature, thermograph; no expression: a session",
    )
    .argument('[expression...]', "a game or a comparison, e.g. '{1|0} + ^ - *2', '{3||2|1}', '+-1 + +-1/2', '^ >= *' (quote it)")
    .option('--json', "print every property under CGSuite's names (AtomicWeight, CanonicalForm, OutcomeClass, Thermograph, …)")
    .option('--time-limit <time>', timeLimitHelp('stop after this long (default 60 s)', 's'), '60')
    .option('--max-games <N>', 'the most games the store may hold (default 20000000)', '20000000')
    .addHelpText(
      'after',
      [
        '',
        "Notation (CGSuite's): 3, -3/4, *, *5, ^, ^^, ^3, v, vv, v3, ^<2>, ^[3], v[2], 1/2^*, 3/4v[3]*,",
        '  +-1, +-(1*), +-{2,{2|1}}, Tiny(2), Miny({5||3|1}), 2Tiny(2), {1|0}, {3||2|1} (more slashes',
        '  nest deeper), G:H (ordinal sum), + and -, and one comparison == != <= >= < > <> (confused).',
        "Products (CGSuite's methods): G.NortonMultiply(U) (Norton's G.U), G.ConwayMultiply(H) or",
        "  G.ConwayProduct(H) (Conway's product), or infix: G NortonMultiply U; a fraction in parentheses,",
        '  (1/2).NortonMultiply(^).',
        '',
        'Session: each line gets the whole --time-limit; Ctrl-C during a line stops that line and keeps',
        'the session and its names; Ctrl-C at the prompt, quit or end of input leaves.',
        '',
        'Examples:',
        "  nimlab cgt '{3||2*|1*}'",
        "  nimlab cgt '+-1 + +-1/2' --json",
        "  nimlab cgt '^.NortonMultiply(^)'  ({^^*||0|v4})",
        '  nimlab cgt                      (a session: g := {1|0}, g + g, _ + *)',
      ].join('\n'),
    )
    .action(async (words: string[], options: { json?: boolean; timeLimit: string; maxGames: string }) => {
      const timeLimitMs = parseTimeLimit(options.timeLimit, 's');
      const maxGames = parseCount(options.maxGames, '--max-games', 100, 60_000_000);
      if (words.length === 0) {
        await runSession(new CgtSessionWorker({ timeLimitMs, maxGames }), process.stdin, process.stdout);
        return;
      }
      const expression = words.join(' ');
      try {
        // In a worker thread: the main thread keeps Ctrl-C and the progress line (cgtRun.ts).
        process.stdout.write(await evaluateInWorker({ expression, json: options.json === true, timeLimitMs, maxGames }));
      } catch (error) {
        if (error instanceof PartizanLimitError) throw withFlag(error);
        throw error;
      }
    });
}
