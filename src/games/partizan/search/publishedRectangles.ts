/**
 * Published outcomes of Domineering on empty rectangles, R rows × C columns (Left = Vertical,
 * whose dominoes span two rows), for the search to be checked against. Each entry says who wins
 * with Vertical moving first and/or with Horizontal moving first, and where it is published:
 *
 * - BUH2000: D. M. Breuker, J. W. H. M. Uiterwijk, H. J. van den Herik, "Solving 8×8
 *   Domineering", Theoretical Computer Science 230 (2000) 195–206: the square boards up to 8×8
 *   (the first player wins n×n for n = 2, 3, 4, 6, 7, 8; the second player 5×5).
 * - LMR2002: M. Lachmann, C. Moore, I. Rapaport, "Who wins Domineering on rectangular boards?",
 *   in *More Games of No Chance*, MSRI Publ. 42 (2002): the 2×2 board is a first-player win.
 * - U2014: J. W. H. M. Uiterwijk, "Perfectly Solving Domineering Boards", Computer Games
 *   Workshop 2013, CCIS 408 (2014), whose theorems state who wins with Vertical moving first
 *   (m × n = m rows, n columns): m×3 (m > 1) and 2k×n for n = 3, 5, 7 are won by Vertical;
 *   3×n (n > 3), m×2k for m = 5 and m×4k for m = 3, 7 are won by Horizontal.
 * - WW: Berlekamp, Conway, Guy, *Winning Ways* vol. 1 ch. 2: a column of 2n or 2n + 1 cells is
 *   n (Vertical's n moves), a row −n, a single cell 0.
 *
 * Transposing a board swaps the players, so "Vertical first on R×C" is also "Horizontal first on
 * C×R"; the test uses each statement on both boards.
 */
export interface PublishedRectangle {
  readonly rows: number;
  readonly cols: number;
  /** Whether Vertical (Left) wins moving first, when published. */
  readonly verticalFirstWins?: boolean;
  /** Whether Horizontal (Right) wins moving first, when published. */
  readonly horizontalFirstWins?: boolean;
  readonly source: 'BUH2000' | 'LMR2002' | 'U2014' | 'WW';
}

const both = (rows: number, cols: number, vertical: boolean, horizontal: boolean, source: PublishedRectangle['source']) => ({
  rows,
  cols,
  verticalFirstWins: vertical,
  horizontalFirstWins: horizontal,
  source,
});

const verticalFirst = (rows: number, cols: number, wins: boolean): PublishedRectangle => ({
  rows,
  cols,
  verticalFirstWins: wins,
  source: 'U2014',
});

/** Every published statement with both sides at most 8. */
export const PUBLISHED_RECTANGLES: readonly PublishedRectangle[] = [
  // BUH2000, square boards: N except 5×5 (P).
  both(2, 2, true, true, 'BUH2000'),
  both(3, 3, true, true, 'BUH2000'),
  both(4, 4, true, true, 'BUH2000'),
  both(5, 5, false, false, 'BUH2000'),
  both(6, 6, true, true, 'BUH2000'),
  both(7, 7, true, true, 'BUH2000'),
  both(8, 8, true, true, 'BUH2000'),
  both(2, 2, true, true, 'LMR2002'),
  // WW: one cell, columns, rows.
  both(1, 1, false, false, 'WW'),
  ...[2, 3, 4, 5, 6, 7, 8].flatMap((n) => [both(n, 1, true, false, 'WW'), both(1, n, false, true, 'WW')]),
  // U2014: m×3 (m > 1) won by Vertical moving first.
  ...[2, 3, 4, 5, 6, 7, 8].map((m) => verticalFirst(m, 3, true)),
  // U2014: 2k×n, n = 3, 5, 7, won by Vertical moving first (n = 3 is above).
  ...[2, 4, 6, 8].flatMap((m) => [verticalFirst(m, 5, true), verticalFirst(m, 7, true)]),
  // U2014: 3×n (n > 3) won by Horizontal (Vertical moving first loses).
  ...[4, 5, 6, 7, 8].map((n) => verticalFirst(3, n, false)),
  // U2014: 5×2k and 3×4k, 7×4k won by Horizontal.
  ...[2, 4, 6, 8].map((n) => verticalFirst(5, n, false)),
  verticalFirst(7, 4, false),
  verticalFirst(7, 8, false),
];
