import { outcomeOfValue } from '../../engine/normal/analysis.js';
import { NimlabError } from '../../engine/core/errors.js';
import type { GameFamily } from '../catalog.js';
import { parseNatural, parseSmallPositive } from '../parse.js';
import { northcottGap, northcottNimSum, northcottWinningMoves, type NorthcottRowView } from './fast.js';
import { playableNorthcott } from './playable.js';

/** Rows written `a,b`: the column of the mover's piece, then of the opponent's (1-based). */
function parseRows(words: readonly string[], width: bigint | undefined): NorthcottRowView[] {
  if (words.length === 0) throw new NimlabError("expected at least one row, written a,b (your column, the opponent's column)");
  return words.map((word, i) => {
    const parts = word.split(',');
    if (parts.length !== 2) throw new NimlabError(`row ${i + 1}: expected a,b (two columns), got '${word}'`);
    const [mine, theirs] = parts.map((part) => parseNatural(part, `row ${i + 1} column`));
    if (mine === 0n || theirs === 0n) throw new NimlabError(`row ${i + 1}: columns are numbered from 1, got '${word}'`);
    if (mine === theirs) throw new NimlabError(`row ${i + 1}: the two pieces must stand in different columns, got '${word}'`);
    if (width !== undefined && (mine > width || theirs > width)) {
      throw new NimlabError(`row ${i + 1}: column beyond the board's ${width} columns in '${word}'`);
    }
    return { mine, theirs };
  });
}

export const northcottFamily: GameFamily = {
  family: 'northcott',
  usage: 'northcott or northcott:M (board M columns wide; default: as wide as the largest column given)',
  summary: "Northcott's game: each row holds your piece and the opponent's; slide one of yours along its row without jumping.",
  example: 'northcott 1,3 2,5',
  create(parameters) {
    const fixedWidth = parameters === undefined ? undefined : BigInt(parseSmallPositive(parameters, 'northcott:M, M'));
    return {
      name: fixedWidth === undefined ? 'northcott' : `northcott:${fixedWidth}`,
      summary: northcottFamily.summary,
      example: '1,3 2,5',
      playable: playableNorthcott(fixedWidth === undefined ? undefined : Number(fixedWidth)),
      analyze(words) {
        const rows = parseRows(words, fixedWidth);
        const width = fixedWidth ?? rows.reduce((max, { mine, theirs }) => [max, mine, theirs].reduce((a, b) => (a > b ? a : b)), 0n);
        const gaps = rows.map(northcottGap);
        const total = northcottNimSum(rows);
        const format = (row: NorthcottRowView) => `${row.mine},${row.theirs}`;
        return {
          position: rows.map(format).join(' '),
          outcome: outcomeOfValue(total === 0n ? 0 : 1),
          grundy: total,
          winningMoves: northcottWinningMoves(rows, width).map(({ row, to }) => ({
            move: `row ${row + 1}: your piece ${rows[row].mine} → ${to}${northcottGap({ ...rows[row], mine: to }) > gaps[row] ? ' (retreat)' : ''}`,
            to: rows.map((r, i) => format(i === row ? { ...r, mine: to } : r)).join(' '),
          })),
          explanation: [
            'Each row is a Nim heap of size gap = |a − b| − 1, the empty cells between the pieces: advancing removes stones,',
            'and a retreat can be answered by following it, restoring the gap (the board edge stops retreats), so P iff the gaps XOR to 0.',
            `Gaps ${gaps.join(' ⊕ ')} = ${total} on a board ${width} columns wide.`,
            total === 0n ? 'XOR 0: the player to move loses.' : `XOR ${total}: change one gap g to g ⊕ ${total}.`,
          ],
        };
      },
    };
  },
};
