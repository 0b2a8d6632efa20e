import type { Command } from 'commander';
import { builtInGames } from '../../games/index.js';
import { toJson } from '../json.js';

export function registerGames(program: Command): void {
  program
    .command('games')
    .description('list every built-in game with its rule and an example')
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }) => {
      const families = builtInGames.list();
      if (options.json) {
        const rows = families.map((f) => ({ name: f.family, usage: f.usage ?? f.family, aliases: f.aliases ?? [], summary: f.summary, example: f.example }));
        process.stdout.write(toJson(rows) + '\n');
        return;
      }
      for (const family of families) {
        process.stdout.write(`${(family.usage ?? family.family).padEnd(18)} ${family.summary}\n${''.padEnd(18)} e.g. nimlab analyze ${family.example}\n`);
      }
    });
}
