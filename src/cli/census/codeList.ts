import { existsSync, readFileSync, statSync } from 'node:fs';
import { NimlabError } from '../../engine/core/errors.js';
import { readStandardInput } from '../io/stdin.js';
import { expandCodePatterns } from '../../games/heap/index.js';

/** A list of codes on standard input: far more than every code of four digits. */
const CODE_LIST_MAX_BYTES = 2 << 20;

/**
 * The codes named on the command line: each argument is a pattern (`0.???`), a code, or a file of
 * codes and patterns, one a line (blank lines and `#` comments skipped); `-` reads that file from
 * standard input.
 */
export function censusCodes(args: readonly string[]): string[] {
  if (args.length === 0) throw new NimlabError('census: name the games: a pattern such as 0.??? or 4.???, codes, or a file of codes');
  const patterns: string[] = [];
  for (const arg of args) {
    const isFile = arg === '-' || (!arg.includes('?') && existsSync(arg) && statSync(arg).isFile());
    if (isFile) {
      const text =
        arg === '-'
          ? readStandardInput(CODE_LIST_MAX_BYTES, 'the code list on standard input').toString('utf8')
          : readFileSync(arg, 'utf8');
      for (const line of text.split('\n')) {
        const text = line.replace(/#.*/, '').trim();
        if (text !== '') patterns.push(text);
      }
    } else {
      patterns.push(arg);
    }
  }
  return expandCodePatterns(patterns);
}
