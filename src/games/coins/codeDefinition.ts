/**
 * Coin-turning codes in the catalog: `nimlab analyze 1-3 HTTHTHTTH`, `turning:4FS`, `grunt THHT`.
 * A position is a strip of H/T, the first character coin 1; its value is the XOR of the heads
 * coins' values (codeValues.ts), and moves are the sets the code allows (codeRule.ts).
 */
import { NimlabError } from '../../engine/errors.js';
import type { GameDefinition, GameFamily } from '../catalog.js';
import { turningCodeRule, turningSets } from './codeRule.js';
import { TurningValues } from './codeValues.js';
import { rowGameDefinition } from './definition.js';
import { NAMED_TURNING_CODES } from './turningNames.js';
import { describeTurningCode, formatTurningCode, looksLikeTurningCode, parseTurningCode, type TurningCode } from './turningCode.js';

/** Sets searched for winning moves in one analysis. */
const SET_BUDGET = 200_000;
/** Play lists every move of a position: rows are kept short enough that the sets stay few. */
const PLAY_SETS = 4_000;
const MAX_PLAY_COINS = 40;

/** The game a code (or a name from NAMED_TURNING_CODES) describes. */
export function turningCodeDefinition(text: string): GameDefinition {
  const named = NAMED_TURNING_CODES[text.trim().toLowerCase()];
  const code = parseTurningCode(named ?? text);
  const name = named ? `${text.trim().toLowerCase()} (${formatTurningCode(code)})` : formatTurningCode(code);
  const values = new TurningValues(code);
  const rule = turningCodeRule(code, name);
  return rowGameDefinition({
    family: named ? text.trim().toLowerCase() : formatTurningCode(code),
    rule,
    value: (coin) => values.value(coin),
    summary: `Coin-turning game ${name}: ${describeTurningCode(code)}. Coins are numbered 1, 2, … from the left.`,
    example: 'HTTHTHTTH',
    valueRule: `g(n) = mex of the XORs of the other coins of each set the code allows: ${values.values(12).slice(1).join(', ')}, …`,
    setBudget: SET_BUDGET,
    playLimit: playLimit(code),
    sequence: (count) => values.values(count),
  });
}

/** The longest row whose heads coins all have few enough sets to list as moves. */
function playLimit(code: TurningCode): number {
  let length = 1;
  for (; length < MAX_PLAY_COINS; length++) {
    let sets = 0;
    for (const _ of turningSets(code, length + 1)) if (++sets > PLAY_SETS) return length;
  }
  return length;
}

export const turningCodeFamily: GameFamily = {
  family: 'turning',
  aliases: ['spawning', ...Object.keys(NAMED_TURNING_CODES)],
  usage: 'turning:CODE',
  summary:
    'Coin-turning codes (Winning Ways ch. 14, CGSuite Spawning): how many coins a move turns over — 3, 1-3, 1+ — then ' +
    'modifiers C consecutive, C(n) within n consecutive coins, E equally spaced, F including coin 1, S symmetric. ' +
    `Named: ${Object.entries(NAMED_TURNING_CODES).map(([n, c]) => `${n} ${c}`).join(', ')}. A position is a strip of H/T, coin 1 first.`,
  example: '1-3 HTTHTHTTH',
  create(parameters, alias) {
    if (parameters !== undefined) return turningCodeDefinition(parameters);
    if (alias !== undefined && alias in NAMED_TURNING_CODES) return turningCodeDefinition(alias);
    throw new NimlabError("turning needs a code, as in 'turning:1-3' (or just '1-3')");
  },
  accepts: (name) => looksLikeTurningCode(name),
};
