import type { Command } from 'commander';
import { aliasesOf, builtInGames, canonicalGameName, CLASSIC_GAMES, familyTitle } from '../../games/index.js';
import { toJson } from '../io/json.js';

export function registerGames(program: Command): void {
  program
    .command('games')
    .description('list every built-in game with its rule and an example')
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }) => {
      const families = builtInGames.list();
      if (options.json) {
        // Every name a game is known by: the families, then the classic games named (kayles, …),
        // each with the family that plays it (docs/schemas/games.schema.json).
        const rows = [
          ...families.map((f) => ({
            name: f.family,
            kind: 'family',
            family: f.family,
            title: familyTitle(f.family),
            usage: f.usage ?? f.family,
            aliases: aliasesOf(f.family),
            summary: f.summary,
            example: f.example,
          })),
          ...CLASSIC_GAMES.map((game) => ({
            name: game.name,
            kind: 'named',
            family: builtInGames.familyOf(game.name) ?? null,
            title: game.title,
            usage: game.name,
            aliases: namesOf(game.name),
            summary: game.rule,
            example: `${game.name} ${game.example}`,
          })),
        ];
        process.stdout.write(toJson(rows) + '\n');
        return;
      }
      // Name (with its parameters and aliases) on one line, the rule and an example indented below.
      for (const family of families) {
        const names = aliasesOf(family.family);
        const aliases = names.length > 0 ? `   (also: ${names.join(', ')})` : '';
        process.stdout.write(
          `${familyTitle(family.family)}: ${family.usage ?? family.family}${aliases}\n    ${family.summary}\n    e.g. nimlab analyze ${family.example}\n\n`,
        );
      }
      // The games known by name, each a code of a family above (Winning Ways ch. 4 and 14).
      process.stdout.write('Classic games by name:\n');
      for (const game of CLASSIC_GAMES)
        process.stdout.write(`${game.title}: ${game.name}\n    ${game.rule}\n    e.g. nimlab play ${game.name} ${game.example}\n`);
    });
}

/** The other names of a classic game: every alias standing for the same game (`dawson`, `dawsons-kayles`). */
function namesOf(name: string): string[] {
  const target = canonicalGameName(name);
  return [...new Set([...aliasesOf(target), ...(target === name ? [] : [target])])].filter((alias) => alias !== name);
}
