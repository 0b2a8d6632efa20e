/**
 * Other names for built-in games: the one table, consulted wherever a game is named (`nimlab
 * analyze`, `table`, `play`, the playground's Analyze, Play and Explore) through `canonicalGameName`.
 *
 * An alias stands for a whole name (`kayles` → `0.77`) or, before a colon, for a family
 * (`tb:0.77` → `octal:0.77`). Keys are lower case; values are names the catalog resolves.
 */
export const GAME_ALIASES: Readonly<Record<string, string>> = {
  // Take-and-break games known by name.
  kayles: '0.77',
  'double-kayles': '0.7777',
  dawson: '0.07',
  'dawsons-kayles': '0.07',
  'dawsons-chess': '0.137',
  officers: '0.6',
  grundy: '4!.0',
  'grundys-game': '4!.0',
  // Coin-turning games known by name (Winning Ways ch. 14; CGSuite's Spawning codes).
  'turning-turtles': '1-2',
  moebius: '1-5',
  mogul: '1-7',
  moidores: '1-9',
  'gold-moidores': '1-9',
  triplets: '3',
  turnips: '3E',
  grunt: '4FS',
  sym: '1+S',
  motley: '1+',
  sympler: '1+FS',
  'mock-turtle-fives': '1-3C(5)',
  'triplet-fives': '3C(5)',
  'ruler-fives': '1-5C',
  // Families under other names.
  spawning: 'turning',
  takeaway: 'dynamic',
  'a-wythoff': 'gen-wythoff',
  tb: 'octal',
  hex: 'octal',
  code: 'octal',
  sub: 'subtraction',
  'lasker-nim': 'lasker',
  'laskers-nim': 'lasker',
  'anti-nim': 'misere-nim',
  'moore-nim': 'moore',
  'staircase-nim': 'staircase',
  'sequential-nim': 'sequential',
  'fibonacci-nim': 'fibonacci',
  'turn-one-or-two': 'coins-left',
  'green-hackenbush': 'hackenbush',
  'vertex-geography': 'geography',
  'game-graph': 'loopy',
};

/**
 * The name with its alias replaced: the whole name if it is one (`Kayles` → `0.77`), else the part
 * before the colon (`TB:0.77` → `octal:0.77`), and for a code family the code after it
 * (`octal:kayles` → `octal:0.77`). Anything else comes back trimmed, unchanged.
 */
export function canonicalGameName(name: string): string {
  const text = name.trim();
  const whole = GAME_ALIASES[text.toLowerCase()];
  if (whole !== undefined) return whole;
  const colon = text.indexOf(':');
  if (colon < 0) return text;
  const head = text.slice(0, colon).toLowerCase();
  const family = GAME_ALIASES[head] ?? head;
  const parameters = text.slice(colon + 1);
  const namedCode = family === 'octal' ? GAME_ALIASES[parameters.trim().toLowerCase()] : undefined;
  return `${family}:${namedCode ?? parameters}`;
}

/** The aliases that name `canonical` (for listings). */
export function aliasesOf(canonical: string): string[] {
  return Object.keys(GAME_ALIASES).filter((alias) => GAME_ALIASES[alias] === canonical);
}
