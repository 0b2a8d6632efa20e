import { existsSync, readFileSync, statSync } from 'node:fs';
import { NimlabError } from '../../engine/core/errors.js';
import { expandCodePatterns } from '../../games/heap/index.js';

/**
 * The codes named on the command line: each argument is a pattern (`0.???`), a code, or a file of
 * codes and patterns, one a line (blank lines and `#` comments skipped).
 */
export function censusCodes(args: readonly string[]): string[] {
  if (args.length === 0) throw new NimlabError('census: name the games: a pattern such as 0.??? or 4.???, codes, or a file of codes');
  const patterns: string[] = [];
  for (const arg of args) {
    if (!arg.includes('?') && existsSync(arg) && statSync(arg).isFile()) {
      for (const line of readFileSync(arg, 'utf8').split('\n')) {
        const text = line.replace(/#.*/, '').trim();
        if (text !== '') patterns.push(text);
      }
    } else {
      patterns.push(arg);
    }
  }
  return expandCodePatterns(patterns);
}
