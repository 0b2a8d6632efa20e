import { NimlabError } from '../../engine/core/errors.js';
import type { GameFamily, MoveReport } from '../catalog.js';
import { parseHeaps, parseSmallPositive } from '../parse.js';
import { mooreColumnSums, mooreIsP, mooreWinningMoves } from './fast.js';
import { playableMoore } from './playable.js';

/** Winning moves can be very many; the report lists at most this many. */
const LISTED_MOVES = 20;

function parseK(parameters: string | undefined): number {
  if (parameters === undefined) throw new NimlabError("game 'moore' needs its parameter: moore:K (a move lowers 1..K heaps)");
  return parseSmallPositive(parameters, 'moore:K, K');
}

function describeMove(heaps: readonly bigint[], after: readonly bigint[]): MoveReport {
  const changes = heaps.flatMap((heap, i) => (after[i] === heap ? [] : [`heap ${i + 1}: ${heap} → ${after[i]}`]));
  return { move: changes.join(', '), to: after.join(' ') };
}

export const mooreFamily: GameFamily = {
  family: 'moore',
  usage: 'moore:K (a move lowers between 1 and K heaps)',
  summary: "Moore's Nim_k: heaps; a move removes stones from at least one and at most K heaps (any amounts).",
  example: 'moore:2 1 2 3',
  create(parameters) {
    const k = parseK(parameters);
    return {
      name: `moore:${k}`,
      summary: `Heaps; a move removes stones from between 1 and ${k} heaps (any amounts from each).`,
      example: '1 2 3',
      playable: playableMoore(k),
      analyze(words) {
        const heaps = parseHeaps(words);
        const losing = mooreIsP(heaps, k);
        const listed: MoveReport[] = [];
        let more = false;
        for (const after of mooreWinningMoves(heaps, k)) {
          if (listed.length === LISTED_MOVES) {
            more = true;
            break;
          }
          listed.push(describeMove(heaps, after));
        }
        const sums = mooreColumnSums(heaps);
        const columns = sums
          .map((sum, bit) => `2^${bit}: ${sum}`)
          .reverse()
          .join(', ');
        const explanation = [
          `Moore's theorem: a position is P iff in every binary digit the number of heaps with that digit set is divisible by K+1 = ${k + 1}.`,
          `Column sums (${columns || 'all heaps empty'}) ${losing ? 'are all' : 'are not all'} divisible by ${k + 1}.`,
          losing
            ? `So the player to move loses: in the highest digit a move changes, 1..${k} heaps drop a 1, and that column is no longer divisible by ${k + 1}.`
            : `Winning move: from the top digit down, lower heaps (at most ${k}) to fix each column; lowered heaps take any lower digits.`,
        ];
        if (more) explanation.push(`More than ${LISTED_MOVES} winning moves exist; the first ${LISTED_MOVES} are listed.`);
        return {
          position: heaps.join(' '),
          outcome: losing ? 'P' : 'N',
          grundy: null, // Nim_k has no known closed-form Grundy values
          winningMoves: listed,
          explanation,
        };
      },
    };
  },
};
