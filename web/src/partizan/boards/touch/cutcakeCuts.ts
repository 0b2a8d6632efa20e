/** One cut of a Cutcake move: which rectangle, and after how many columns (Left) or rows (Right). */
export interface CakeCut {
  readonly label: string;
  readonly cake: number;
  readonly at: number;
}

/** Cutcake's move label: `RxC:AxB+CxD` (the cake and its two pieces), `@k` naming the k-th cake of several. */
const CUT = /^(\d+)x(\d+):(\d+)x(\d+)\+(\d+)x(\d+)(?:@(\d+))?$/;

/**
 * The cut a Cutcake move label makes: Left cuts along a vertical line, so the first piece's width
 * says where; Right along a horizontal one, the first piece's height. Undefined for a label that
 * is not a cut (the board then offers it as it is).
 */
export function cakeCut(label: string, mover: 'left' | 'right'): CakeCut | undefined {
  const match = CUT.exec(label);
  if (match === null) return undefined;
  const [, , , firstRows, firstCols, , , which] = match;
  return { label, cake: which === undefined ? 0 : Number(which) - 1, at: Number(mover === 'left' ? firstCols : firstRows) };
}
