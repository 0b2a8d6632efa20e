import { noParameters, type GameFamily } from '../catalog.js';
import { nimSum } from './fast.js';
import { parseHeaps } from '../parse.js';
import { misereNimFirstWins, misereNimWinningMoves } from './misere.js';
import { playableMisereNim } from './miserePlayable.js';

function reason(heaps: readonly bigint[]): string[] {
  if (heaps.every((heap) => heap <= 1n)) {
    const ones = heaps.filter((heap) => heap === 1n).length;
    return [
      `Every heap is 0 or 1, so the ${ones} remaining move(s) are forced; whoever takes the last stone loses.`,
      `${ones} heap(s) of 1: the first player ${ones % 2 === 0 ? 'wins' : 'loses'} (wins iff the count is even).`,
    ];
  }
  const total = nimSum(heaps);
  return [
    'Some heap has at least 2 stones, so misère Nim plays like Nim: the first player wins iff the nim-sum is non-zero.',
    `${heaps.join(' ⊕ ')} = ${total}.`,
    total === 0n
      ? 'Nim-sum 0: the player to move loses.'
      : 'Play the Nim move, except when it would leave only heaps ≤ 1: then leave an odd number of 1-heaps.',
  ];
}

export const misereNimFamily: GameFamily = {
  family: 'misere-nim',
  summary: 'Misère Nim (Anti-Nim): Nim where whoever takes the last stone loses.',
  example: 'misere-nim 1 1 4',
  create(parameters) {
    noParameters('misere-nim', parameters);
    return {
      name: 'misere-nim',
      summary: misereNimFamily.summary,
      example: '1 1 4',
      playable: playableMisereNim,
      analyze(words, options) {
        const heaps = parseHeaps(words);
        const winning = misereNimWinningMoves(heaps);
        // As Nim's: each listed move spells out the whole position after it.
        const listed = options?.movesListed === undefined ? winning : winning.slice(0, options.movesListed);
        return {
          position: heaps.join(' '),
          outcome: misereNimFirstWins(heaps) ? 'N' : 'P',
          grundy: null, // misère play has no Grundy value; the outcome comes from Bouton's misère rule
          winningMoves: listed.map(({ heap, to }) => ({
            move: `heap ${heap + 1}: ${heaps[heap]} → ${to}`,
            to: heaps.map((h, i) => (i === heap ? to : h)).join(' '),
          })),
          winningMoveCount: BigInt(winning.length),
          explanation: reason(heaps),
        };
      },
    };
  },
};
