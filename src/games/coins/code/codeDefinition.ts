/**
 * Coin-turning codes in the catalog: `nimlab analyze 1-3 HTTHTHTTH`, `turning:4FS`, `grunt THHT`.
 * A position is a strip of H/T, the first character coin 1; its value is the XOR of the heads
 * coins' values (codeValues.ts), and moves are the sets the code allows (codeRule.ts).
 */
import { NimlabError } from '../../../engine/core/errors.js';
import type { GameDefinition, GameFamily } from '../../catalog.js';
import { turningCodeRule, turningSets } from './codeRule.js';
import { TurningValues } from './codeValues.js';
import { rowGameDefinition } from '../definition.js';
import { describeTurningCode, formatTurningCode, looksLikeTurningCode, parseTurningCode, type TurningCode } from './turningCode.js';

/** Sets searched for winning moves in one analysis. */
const SET_BUDGET = 200_000;
/** Play lists every move of a position: rows are kept short enough that the sets stay few. */
const PLAY_SETS = 4_000;
const MAX_PLAY_COINS = 40;

/** The game a code describes (names such as `grunt` reach here as their code, by the alias table). */
export function turningCodeDefinition(text: string): GameDefinition {
  const code = parseTurningCode(text);
  const name = formatTurningCode(code);
  const values = new TurningValues(code);
  const rule = turningCodeRule(code, name);
  return rowGameDefinition({
    family: name,
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
  usage: 'turning:CODE',
  summary:
    'Coin-turning codes (Winning Ways ch. 14, CGSuite Spawning): how many coins a move turns over — 3, 1-3, 1+ — then ' +
    'modifiers C consecutive, C(n) within n consecutive coins, E equally spaced, F including coin 1, S symmetric. ' +
    'Named: turning-turtles 1-2, triplets 3, moebius 1-5, mogul 1-7, moidores 1-9, turnips 3E, grunt 4FS, sym 1+S, motley 1+, sympler 1+FS, mock-turtle-fives 1-3C(5), ' +
    'triplet-fives 3C(5), ruler-fives 1-5C (also mock-turtles 1-3, ruler 1+C, twins 2). A position is a strip of H/T, coin 1 first.',
  example: '1-3 HTTHTHTTH',
  create(parameters) {
    if (parameters !== undefined) return turningCodeDefinition(parameters);
    throw new NimlabError("turning needs a code, as in 'turning:1-3' (or just '1-3')");
  },
  accepts: (name) => looksLikeTurningCode(name),
};
