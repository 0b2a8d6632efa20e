import {
  domineeringRules,
  NimlabError,
  parseDomineeringGrid,
  type DomineeringGrid,
  type LabelledMove,
  type PartizanFamily,
  type Side,
} from '../library';

/**
 * Domineering as a partizan family, until the library's catalog holds its own (issue 34 item 1):
 * the library's rules (`domineeringRules`, the values' truth) with move labels naming the two
 * cells a domino covers, top or left cell first (`a1-a2`: column letter, row from the top, as the
 * other grid families name cells). The moves are listed in the rules' own order, so the labels
 * and `rules.leftOptions` / `rightOptions` never differ. The lead drops this file when the catalog
 * has Domineering (`families.ts` then prefers the catalog's).
 */
function cellName(cols: number, index: number): string {
  return `${String.fromCharCode(97 + (index % cols))}${Math.floor(index / cols) + 1}`;
}

function domineeringMoves(grid: DomineeringGrid, side: Side): LabelledMove<DomineeringGrid>[] {
  const vertical = side === 'left';
  const { rows, cols, filled } = grid;
  const step = vertical ? cols : 1;
  const moves: LabelledMove<DomineeringGrid>[] = [];
  for (let row = 0; row < rows - (vertical ? 1 : 0); row++) {
    for (let col = 0; col < cols - (vertical ? 0 : 1); col++) {
      const at = row * cols + col;
      if (filled[at] || filled[at + step]) continue;
      const next = filled.slice();
      next[at] = 1;
      next[at + step] = 1;
      moves.push({ label: `${cellName(cols, at)}-${cellName(cols, at + step)}`, to: { rows, cols, filled: next } });
    }
  }
  return moves;
}

export const domineeringStandIn: PartizanFamily<DomineeringGrid> = {
  name: 'domineering',
  title: 'Domineering',
  usage: 'domineering GRID|RxC',
  summary:
    "Dominoes on a board of empty cells '.' and filled ones '#' (rows split by '|', or RxC for an empty board): Left places them vertically, Right horizontally.",
  example: '..#|...|...',
  citation: 'Winning Ways vol. 1 ch. 2; Berlekamp, "Blockbusting and Domineering" (JCTA 49, 1988); CGSuite Domineering',
  rules: domineeringRules,
  moves: domineeringMoves,
  parse(words) {
    if (words.length !== 1)
      throw new NimlabError(`domineering: expected one grid string such as '..#|...|...' or 3x4, got ${words.length} words`);
    return parseDomineeringGrid(words[0]);
  },
};
