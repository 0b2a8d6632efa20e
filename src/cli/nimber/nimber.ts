import type { Command } from 'commander';
import { evaluateNimberExpression } from '../../games/shared/nimber/expression.js';
import { toJson } from '../io/json.js';

export function registerNimber(program: Command): void {
  program
    .command('nimber')
    .description('nimber calculator: + nim-sum, * nim-product, / division, ^ power, inv, sqrt, ugly product')
    .argument('<expression...>', "an expression, e.g. '8 * 8' (quote it, or give it as separate words)")
    .option('--json', 'print JSON: { expression, reading, value }')
    .addHelpText(
      'after',
      [
        '',
        'Nimbers are the non-negative integers with nim-addition (XOR) and nim-multiplication; any size.',
        '  + ⊕ -   nim-sum          * ⊗   nim-product     /   nim-division',
        '  a ^ e   power (e an ordinary integer, may be negative)',
        '  inv a   inverse          sqrt a  square root (unique)',
        '  a ugly b, a ⊠ b   the ugly product (Winning Ways ch. 14, CGSuite): for n a power of two and k < n,',
        '                     n ⊠ k = k/2 (k evil) or n + k/2 (k odious, halves rounded down), n ⊠ n = ⌈n/2⌉;',
        '                     extended to all integers by distributivity over +',
        'Precedence: ^, then inv/sqrt, then * /, then +. Numbers: decimal or 0x hexadecimal.',
        '',
        'Examples:',
        "  nimlab nimber '8 * 8'        → 13",
        "  nimlab nimber 'inv 5'",
        "  nimlab nimber '2 ^ 10' --json",
      ].join('\n'),
    )
    .action((words: string[], options: { json?: boolean }) => {
      const expression = words.join(' ');
      const { value, reading } = evaluateNimberExpression(expression);
      if (options.json) process.stdout.write(toJson({ expression, reading, value }) + '\n');
      else process.stdout.write(`${value}\n`);
    });
}
