import { outcomeOfValue } from '../../engine/normal/analysis.js';
import { NimlabError } from '../../engine/core/errors.js';
import type { GameFamily } from '../catalog.js';
import { parseHeaps, parseSmallPositive } from '../parse.js';
import { bashGrundy, bashSumGrundy, bashWinningMoves } from './fast.js';
import { bashHeap } from './rules.js';
import { playableBash } from './playable.js';

function parseM(parameters: string | undefined): bigint {
  if (parameters === undefined) throw new NimlabError("game 'bash' needs its parameter: bash:M (a move takes 1..M stones)");
  return BigInt(parseSmallPositive(parameters, 'bash:M, M'));
}

export const bashFamily: GameFamily = {
  family: 'bash',
  usage: 'bash:M (a move takes 1..M stones from one heap)',
  summary: "Bash's game: heaps of stones; a move takes 1..M stones from one heap. Last to move wins.",
  example: 'bash:3 10',
  create(parameters) {
    const m = parseM(parameters);
    const name = `bash:${m}`;
    return {
      name,
      summary: `Heaps of stones; a move takes 1..${m} stones from one heap. Last to move wins.`,
      example: '10',
      heap: bashHeap(Number(m)),
      playable: playableBash(Number(m)),
      analyze(words) {
        const heaps = parseHeaps(words);
        const values = heaps.map((heap) => bashGrundy(heap, m));
        const total = bashSumGrundy(heaps, m);
        const residues = heaps.map((heap, i) => `${heap} mod ${m + 1n} = ${values[i]}`).join(', ');
        return {
          position: heaps.join(' '),
          outcome: outcomeOfValue(total === 0n ? 0 : 1),
          grundy: total,
          components: heaps.map((h, i) => ({ label: `heap ${i + 1}: ${h}`, value: values[i] })),
          winningMoves: bashWinningMoves(heaps, m).map(({ heap, take, to }) => ({
            move: `heap ${heap + 1}: take ${take} (${heaps[heap]} → ${to})`,
            to: heaps.map((h, i) => (i === heap ? to : h)).join(' '),
          })),
          explanation: [
            `A heap of n stones where a move takes 1..${m} has Grundy value n mod ${m + 1n}: its options n-1..n-${m} hold every other residue.`,
            heaps.length === 1
              ? `${residues}: the heap is a P-position iff ${m + 1n} divides it.`
              : `${residues}; by Sprague–Grundy the sum has value ${values.join(' ⊕ ')} = ${total}.`,
            total === 0n
              ? 'Value 0: every move leaves a non-zero value, so the player to move loses.'
              : `Value ${total}: move a heap to the residue that makes the XOR 0 (take at most ${m}).`,
          ],
        };
      },
    };
  },
};
