import { outcomeOfValue } from '../../engine/normal/analysis.js';
import { noParameters, type GameFamily } from '../catalog.js';
import { parseHeaps } from '../parse.js';
import { nimSum, nimWinningMoves } from './fast.js';
import { playableNim } from './playable.js';
import { nimHeap } from './rules.js';

export const nimFamily: GameFamily = {
  family: 'nim',
  summary: 'Heaps of stones; a move removes any positive number of stones from one heap. Last to move wins.',
  example: 'nim 3 4 5',
  create(parameters) {
    noParameters('nim', parameters);
    return {
      name: 'nim',
      summary: nimFamily.summary,
      example: '3 4 5',
      playable: playableNim,
      heap: nimHeap,
      analyze(words, options) {
        const heaps = parseHeaps(words);
        const total = nimSum(heaps);
        const binary = heaps.map((h) => h.toString(2)).join(' ⊕ ');
        const winning = nimWinningMoves(heaps);
        // Each listed move spells out the whole position after it: listing all of n heaps' moves is n² text.
        const listed = options?.movesListed === undefined ? winning : winning.slice(0, options.movesListed);
        return {
          position: heaps.join(' '),
          outcome: outcomeOfValue(total === 0n ? 0 : 1),
          grundy: total,
          components: heaps.map((h, i) => ({ label: `heap ${i + 1}: ${h}`, value: h })),
          winningMoves: listed.map(({ heap, to }) => ({
            move: `heap ${heap + 1}: ${heaps[heap]} → ${to}`,
            to: heaps.map((h, i) => (i === heap ? to : h)).join(' '),
          })),
          winningMoveCount: BigInt(winning.length),
          explanation: [
            `Bouton's theorem: a Nim position is a P-position iff the XOR of its heaps is 0.`,
            `${binary} = ${total.toString(2)} (binary), so the nim-sum is ${total}.`,
            total === 0n
              ? 'Every move changes one heap and so makes the nim-sum non-zero: the player to move loses.'
              : `Reduce a heap h to h ⊕ ${total} where that is smaller: the nim-sum becomes 0.`,
          ],
        };
      },
    };
  },
};
