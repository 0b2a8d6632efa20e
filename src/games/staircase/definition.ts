import { outcomeOfValue } from '../../engine/normal/analysis.js';
import { noParameters, type GameFamily } from '../catalog.js';
import { parseHeaps } from '../parse.js';
import { applyStaircaseMove, staircaseGrundy, staircaseWinningMoves } from './fast.js';
import { playableStaircase } from './playable.js';

export const staircaseFamily: GameFamily = {
  family: 'staircase',
  summary: 'Staircase Nim: stones on steps 1..n; a move slides one or more stones from a step to the step below (step 1 to the floor).',
  example: 'staircase 3 1 2',
  create(parameters) {
    noParameters('staircase', parameters);
    return {
      name: 'staircase',
      summary: staircaseFamily.summary,
      example: '3 1 2',
      playable: playableStaircase,
      analyze(words) {
        const steps = parseHeaps(words, 'step');
        const total = staircaseGrundy(steps);
        const odd = steps.filter((_, i) => i % 2 === 0);
        const oddSteps = odd.map((count, j) => `step ${2 * j + 1}: ${count}`).join(', ');
        return {
          position: steps.join(' '),
          outcome: outcomeOfValue(total === 0n ? 0 : 1),
          grundy: total,
          winningMoves: staircaseWinningMoves(steps).map((move) => ({
            move: `move ${move.moved} from step ${move.from} to ${move.from === 1 ? 'the floor' : `step ${move.from - 1}`}`,
            to: applyStaircaseMove(steps, move).join(' '),
          })),
          explanation: [
            'Staircase Nim is Nim on the odd steps: a move from an odd step lowers it like a Nim move, and a move',
            'from an even step only raises the odd step below, which the opponent can undo; so P iff the nim-sum of the odd steps is 0.',
            `Odd steps (${oddSteps}): ${odd.join(' ⊕ ')} = ${total}.`,
            total === 0n
              ? 'Nim-sum 0: the player to move loses.'
              : `Nim-sum ${total}: bring an odd step c to c ⊕ ${total}, from itself or from the even step above.`,
          ],
        };
      },
    };
  },
};
