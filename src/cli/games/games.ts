import type { Command } from 'commander';
import {
  aliasesOf,
  builtInGames,
  canonicalGameName,
  CLASSIC_GAMES,
  familyTitle,
  PARTIZAN_GAMES,
  partizanAliasesOf,
} from '../../games/index.js';
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
          ...PARTIZAN_GAMES.map((game) => ({
            name: game.name,
            kind: 'partizan',
            family: game.name,
            title: game.title,
            usage: game.usage,
            aliases: partizanAliasesOf(game.name),
            summary: game.summary,
            example: `${game.name} ${game.example}`,
            citation: game.citation,
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
      // Partizan games apart: Left and Right have different moves, so a position has a value, not a Grundy value.
      process.stdout.write(
        '\nPartizan games (Left and Right move differently; analyze gives the value in CGSuite notation and the outcome L, R, N or P):\n',
      );
      for (const game of PARTIZAN_GAMES) {
        const names = partizanAliasesOf(game.name);
        const aliases = names.length > 0 ? `   (also: ${names.join(', ')})` : '';
        const example = /[|*?]/.test(game.example) ? `'${game.example}'` : game.example;
        process.stdout.write(
          `${game.title}: ${game.usage}${aliases}\n    ${game.summary}\n    ${game.citation}\n    e.g. nimlab analyze ${game.name} ${example}\n`,
        );
      }
    });
}

/** The other names of a classic game: every alias standing for the same game (`dawson`, `dawsons-kayles`). */
function namesOf(name: string): string[] {
  const target = canonicalGameName(name);
  return [...new Set([...aliasesOf(target), ...(target === name ? [] : [target])])].filter((alias) => alias !== name);
}
