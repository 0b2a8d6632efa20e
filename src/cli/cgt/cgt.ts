import type { Command } from 'commander';
import { toJson } from '../io/json.js';
import { parseCount } from '../io/options.js';
import { CgtCalculator, PartizanLimitError } from './cgtCalculator.js';
import { runSession } from './session.js';

export function registerCgt(program: Command): void {
  program
    .command('cgt')
    .description(
      "partizan games in CGSuite's notation: canonical form, outcome, stops, mean, temperature, thermograph; no expression: a session",
    )
    .argument('[expression...]', "a game or a comparison, e.g. '{1|0} + ^ - *2', '{3||2|1}', '+-1 + +-1/2', '^ >= *' (quote it)")
    .option('--json', "print every property under CGSuite's names (CanonicalForm, OutcomeClass, Thermograph, …)")
    .option('--time-limit <seconds>', 'stop after this many seconds (default 60)', '60')
    .option('--max-games <N>', 'the most games the store may hold (default 20000000)', '20000000')
    .addHelpText(
      'after',
      [
        '',
        "Notation (CGSuite's): 3, -3/4, *, *5, ^, ^^, ^3, v, vv, v3, ^<2>, ^[3], v[2], 1/2^*, 3/4v[3]*,",
        '  +-1, +-(1*), +-{2,{2|1}}, Tiny(2), Miny({5||3|1}), 2Tiny(2), {1|0}, {3||2|1} (more slashes',
        '  nest deeper), G:H (ordinal sum), + and -, and one comparison == != <= >= < > <> (confused).',
        '',
        'Examples:',
        "  nimlab cgt '{3||2*|1*}'",
        "  nimlab cgt '+-1 + +-1/2' --json",
        '  nimlab cgt                      (a session: g := {1|0}, g + g, _ + *)',
      ].join('\n'),
    )
    .action(async (words: string[], options: { json?: boolean; timeLimit: string; maxGames: string }) => {
      const seconds = parseCount(options.timeLimit, '--time-limit', 1, 10_000_000);
      const maxGames = parseCount(options.maxGames, '--max-games', 100, 60_000_000);
      const calculator = new CgtCalculator({ timeLimitMs: seconds * 1000, maxGames });
      if (words.length === 0) {
        await runSession(new CgtCalculator({ maxGames }), process.stdin, process.stdout);
        return;
      }
      const expression = words.join(' ');
      try {
        const value = calculator.evaluate(expression);
        process.stdout.write(options.json ? toJson(calculator.json(expression, value)) + '\n' : calculator.report(value));
      } catch (error) {
        if (error instanceof PartizanLimitError) throw withFlag(error);
        throw error;
      }
    });
}

/** The engine's limit in plain words, with the flag that raises it. */
function withFlag(error: PartizanLimitError): PartizanLimitError {
  const flag = error.limit === 'time' ? ' (raise it with --time-limit)' : error.limit === 'games' ? ' (raise it with --max-games)' : '';
  const raised = new PartizanLimitError(error.limit, error.value);
  raised.message = `${error.message}${flag}`;
  return raised;
}
