import { amazons } from './amazons/amazons.js';
import { partizanArcKayles } from './arc-kayles/partizanArcKayles.js';
import { clobber } from './clobber/clobber.js';
import { col } from './col/col.js';
import { cutcake } from './cutcake/cutcake.js';
import { domineering } from './domineering/family.js';
import { colouredHackenbush } from './hackenbush/colouredHackenbush.js';
import { konane } from './konane/konane.js';
import type { PartizanFamily } from './partizanFamily.js';
import { snort } from './snort/snort.js';
import { toadsAndFrogs } from './toads-and-frogs/toadsAndFrogs.js';

/**
 * The partizan games nimlab knows by name, one line each: what
 * `nimlab analyze`, `nimlab play` and `nimlab games` reach. Each entry carries its rules, parser,
 * summary and citation (`PartizanFamily`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each family has its own position type
export const PARTIZAN_GAMES: readonly PartizanFamily<any>[] = [
  colouredHackenbush,
  clobber,
  toadsAndFrogs,
  domineering,
  cutcake,
  col,
  snort,
  konane,
  amazons,
  partizanArcKayles,
];

/** Other names people use for the partizan games. */
const PARTIZAN_ALIASES: Readonly<Record<string, string>> = {
  'hackenbush-blue-red': 'hackenbush-colour',
  'hackenbush-color': 'hackenbush-colour',
  'blue-red-hackenbush': 'hackenbush-colour',
  'red-blue-hackenbush': 'hackenbush-colour',
  'toads-frogs': 'toads-and-frogs',
  toadsandfrogs: 'toads-and-frogs',
  'partizan-arc-kayles': 'arc-kayles-partizan',
};

/** The partizan game a name stands for (case-insensitive, aliases allowed), or undefined. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each family has its own position type
export function findPartizanGame(name: string): PartizanFamily<any> | undefined {
  const lower = name.toLowerCase();
  const canonical = PARTIZAN_ALIASES[lower] ?? lower;
  return PARTIZAN_GAMES.find((family) => family.name === canonical);
}

/** The other names of a partizan game. */
export function partizanAliasesOf(name: string): string[] {
  return Object.entries(PARTIZAN_ALIASES)
    .filter(([, target]) => target === name)
    .map(([alias]) => alias);
}
