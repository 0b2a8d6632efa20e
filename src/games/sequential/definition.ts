import { outcomeOfValue } from '../../engine/normal/analysis.js';
import { noParameters, type GameFamily } from '../catalog.js';
import { parseHeaps } from '../parse.js';
import { sequentialGrundy, sequentialWinningMoves } from './fast.js';
import { playableSequential } from './playable.js';

/** Why, for the classic rule: the run of 1s before the first heap larger than 1. */
function classicRule(heaps: readonly bigint[]): string {
  const positive = heaps.filter((heap) => heap > 0n);
  const leadingOnes = positive.findIndex((heap) => heap > 1n);
  if (leadingOnes < 0) {
    return `Every non-empty heap is 1, so all ${positive.length} moves are forced: the first player wins iff that count is odd.`;
  }
  return (
    `${leadingOnes} heap(s) of 1 come before the first heap larger than 1 (${positive[leadingOnes]}); whoever reaches that ` +
    `heap wins (take it all or leave one, as the rest needs), and after ${leadingOnes} forced move(s) that is the ` +
    `${leadingOnes % 2 === 0 ? 'first' : 'second'} player.`
  );
}

export const sequentialFamily: GameFamily = {
  family: 'sequential',
  summary: 'Sequential Nim: heaps in a row; a move removes one or more stones from the first non-empty heap.',
  example: 'sequential 1 2 1',
  create(parameters) {
    noParameters('sequential', parameters);
    return {
      name: 'sequential',
      summary: sequentialFamily.summary,
      example: '1 2 1',
      playable: playableSequential,
      analyze(words) {
        const heaps = parseHeaps(words);
        const value = sequentialGrundy(heaps);
        return {
          position: heaps.join(' '),
          outcome: outcomeOfValue(value === 0n ? 0 : 1),
          grundy: value,
          winningMoves: sequentialWinningMoves(heaps).map(({ heap, to }) => ({
            move: `heap ${heap + 1}: ${heaps[heap]} → ${to}`,
            to: heaps.map((h, i) => (i === heap ? to : h)).join(' '),
          })),
          explanation: [
            classicRule(heaps),
            'Grundy value, folded from the last heap: heap a in front of a rest of value g has value g if a = 0,',
            `a − 1 if 1 ≤ a ≤ g, and a if a > g; here the whole row has value ${value}.`,
          ],
        };
      },
    };
  },
};
