import type { Command } from 'commander';
import { aliasesOf, builtInGames } from '../../games/index.js';
import { toJson } from '../json.js';

export function registerGames(program: Command): void {
  program
    .command('games')
    .description('list every built-in game with its rule and an example')
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }) => {
      const families = builtInGames.list();
      if (options.json) {
        const rows = families.map((f) => ({ name: f.family, usage: f.usage ?? f.family, aliases: aliasesOf(f.family), summary: f.summary, example: f.example }));
        process.stdout.write(toJson(rows) + '\n');
        return;
      }
      // Name (with its parameters and aliases) on one line, the rule and an example indented below.
      for (const family of families) {
        const names = aliasesOf(family.family);
        const aliases = names.length > 0 ? `   (also: ${names.join(', ')})` : '';
        process.stdout.write(`${family.usage ?? family.family}${aliases}\n    ${family.summary}\n    e.g. nimlab analyze ${family.example}\n\n`);
      }
    });
}
