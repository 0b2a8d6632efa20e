/**
 * Values of Domineering regions from the literature, each as its source prints it (CGSuite's
 * notation; Left places vertical dominoes). Held to our values, text and game, in
 * `literatureValues.test.ts`.
 *
 * - WW: Berlekamp, Conway, Guy, *Winning Ways* vol. 1 (2nd ed. 2001), ch. 2, the small regions.
 * - CGSuite: the test suite of CGSuite (A. Siegel), `game.grid.Domineering("....|....|....|....")`.
 *
 * Berlekamp's larger tables (2 × n and 3 × n strips with corners) are not here yet.
 */
export interface DomineeringLiteratureValue {
  readonly board: string;
  readonly value: string;
  readonly source: 'WW' | 'CGSuite';
}

export const DOMINEERING_VALUES: readonly DomineeringLiteratureValue[] = [
  { board: '.|.', value: '1', source: 'WW' },
  { board: '..', value: '-1', source: 'WW' },
  { board: '.|.|.|.', value: '2', source: 'WW' },
  { board: '..|..', value: '+-1', source: 'WW' },
  { board: '..|.#', value: '*', source: 'WW' },
  { board: '...|.##', value: '-1/2', source: 'WW' },
  { board: '.#|.#|..', value: '1/2', source: 'WW' },
  { board: '...|...|...', value: '+-1', source: 'WW' },
  { board: '...|...', value: '{2|-1/2}', source: 'WW' },
  { board: '....|....|....|....', value: '+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}', source: 'CGSuite' },
];
