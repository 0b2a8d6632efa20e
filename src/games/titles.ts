import { canonicalGameName } from './aliases.js';

/**
 * Human names for games: what the CLI's `nimlab games`, the playground's gallery and its Play and
 * Explore pages call a game ("Kayles", not "0.77"). Names follow Winning Ways (Berlekamp, Conway,
 * Guy, 2nd ed.): take-and-break games in ch. 4, coin-turning games in ch. 14.
 */

/** A game known by name, with a rule in everyday words and an example position to play. */
export interface ClassicGame {
  /** The name to type (an alias in aliases.ts). */
  name: string;
  title: string;
  /** The rule in everyday words (the definition's exact rule is its summary). */
  rule: string;
  /** Position words for the example. */
  example: string;
}

/** The classic games, each an alias of a code (Winning Ways ch. 4 and 14). */
export const CLASSIC_GAMES: readonly ClassicGame[] = [
  {
    name: 'kayles',
    title: 'Kayles',
    rule: 'A row of pins; a move knocks down one pin or two adjacent pins (so a row may split in two). Whoever knocks down the last pin wins.',
    example: '5 3',
  },
  {
    name: 'dawson',
    title: "Dawson's Kayles",
    rule: 'A row of pins; a move knocks down two adjacent pins. Whoever makes the last move wins.',
    example: '7 4',
  },
  {
    name: 'grundy',
    title: "Grundy's game",
    rule: 'Heaps of stones; a move splits one heap into two heaps of different sizes. Whoever makes the last split wins.',
    example: '9 5',
  },
  {
    name: 'dawsons-chess',
    title: "Dawson's Chess",
    rule: 'Pawns facing pawns on a 3 × n board, every capture forced; it plays as a row of squares where a move removes one square and its neighbours.',
    example: '8',
  },
  {
    name: 'officers',
    title: 'Officers',
    rule: 'Heaps of coins; a move takes one coin from a heap and leaves the rest as one or two heaps (never nothing).',
    example: '7 5',
  },
  {
    name: 'double-kayles',
    title: 'Double Kayles',
    rule: 'Kayles with a double-width ball: a move knocks down one to four adjacent pins.',
    example: '9 6',
  },
  {
    name: 'turning-turtles',
    title: 'Turning Turtles',
    rule: 'A row of coins; a move turns one heads coin to tails and may also turn one coin to its left. It plays like Nim.',
    example: 'THHTTHTH',
  },
  {
    name: 'moebius',
    title: 'Moebius',
    rule: 'A row of coins; a move turns one to five coins, the rightmost going heads → tails.',
    example: 'HTHTTHTTH',
  },
  {
    name: 'mogul',
    title: 'Mogul',
    rule: 'A row of coins; a move turns one to seven coins, the rightmost going heads → tails.',
    example: 'HTTHTHHTTH',
  },
  {
    name: 'triplets',
    title: 'Triplets',
    rule: 'A row of coins; a move turns exactly three coins, the rightmost going heads → tails.',
    example: 'THTHHTTH',
  },
  {
    name: 'turnips',
    title: 'Turnips',
    rule: 'A row of coins; a move turns three equally spaced coins, the rightmost going heads → tails.',
    example: 'TTHTHTTH',
  },
];

/** Names of families (and of each one's parameters), for games that are not classics. */
const FAMILY_TITLES: Readonly<Record<string, (parameters: string | undefined) => string>> = {
  nim: () => 'Nim',
  hackenbush: () => 'Green Hackenbush',
  'misere-nim': () => 'Misère Nim',
  bash: (m) => `Bash game (take 1 to ${m ?? 'M'})`,
  moore: (k) => `Moore's Nim (up to ${k ?? 'K'} heaps)`,
  staircase: () => 'Staircase Nim',
  northcott: () => "Northcott's game",
  sequential: () => 'Sequential Nim',
  lasker: () => "Lasker's Nim",
  wythoff: () => "Wythoff's game",
  dynamic: (k) => (k === '2' ? 'Fibonacci Nim' : `Take-away game (each take at most ${k ?? 'K'}× the last)`),
  fibonacci: () => 'Fibonacci Nim',
  'coins-left': () => 'Turn one or two coins',
  geography: () => 'Vertex Geography',
  loopy: () => 'Game graph (your own, cycles allowed)',
  octal: (code) => `Take-and-break game ${code ?? ''}`.trim(),
  subtraction: (set) => `Subtraction game S(${set ?? '…'})`,
  allbut: (set) => `All-but subtraction game (all but ${set ?? '…'})`,
  ruler: () => 'Ruler',
  'mock-turtles': () => 'Mock Turtles',
  twins: () => 'Twins',
  'coins-multiples': (n) => `Coins and multiples${n ? ` (N = ${n})` : ''}`,
  'turning-corners': () => 'Turning Corners',
  turning: (code) => `Coin-turning game ${code ?? ''}`.trim(),
  'node-kayles': () => 'Node Kayles',
  'arc-kayles': () => 'Arc Kayles',
  'gen-wythoff': (a) => `a-Wythoff (a = ${a ?? 'A'})`,
  mem: () => 'Mem',
  genmem: (rule) => `GenMem (${rule ?? 'rule'})`,
  tartan: (p) => `Tartan product ${p ?? ''}`.trim(),
  acrostic: (p) => `Acrostic product ${p ?? ''}`.trim(),
  cross: (p) => `Cross product${p ? ` ${p}` : ''} (nimlab's own)`,
};

/** The family's human name (`bash` → "Bash game (take 1 to M)"), or the family name itself. */
export function familyTitle(family: string, parameters?: string): string {
  return FAMILY_TITLES[family]?.(parameters) ?? family;
}

/**
 * The classic a name stands for (`kayles`, `0.77`, `octal:0.77` → Kayles), if any: the
 * canonical names of the name and of the classic are compared.
 */
export function classicGame(name: string): ClassicGame | undefined {
  const canonical = bareCode(canonicalGameName(name));
  return CLASSIC_GAMES.find((game) => bareCode(canonicalGameName(game.name)) === canonical);
}

/** `octal:0.77` and `turning:1-3` name the same games as `0.77` and `1-3`. */
function bareCode(name: string): string {
  return name.replace(/^(octal|turning):/i, '');
}

/**
 * A game's human name from the name typed and the family it resolved to: a classic's name, else
 * the family's name with its parameters (`bash:3` → "Bash game (take 1 to 3)"); a code that needs
 * no family prefix (`0.123`, `1-3`) becomes the family's name with the code.
 */
export function gameTitle(name: string, family: string): string {
  const classic = classicGame(name);
  if (classic) return classic.title;
  const canonical = canonicalGameName(name);
  const colon = canonical.indexOf(':');
  if (colon >= 0) return familyTitle(family, canonical.slice(colon + 1));
  if (canonical.toLowerCase() === family) return familyTitle(family);
  return familyTitle(family, canonical);
}
