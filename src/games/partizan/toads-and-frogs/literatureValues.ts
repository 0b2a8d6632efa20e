/**
 * Values of Toads and Frogs starting positions from the literature, each as its source writes it
 * (CGSuite's notation, `.` for the empty square `□`). Held to our values in
 * `literatureValues.test.ts`, and to minimax's outcome.
 *
 * Sources: Erickson's conjectures, J. Erickson, "New Toads and Frogs results", in *Games of No
 * Chance*, MSRI Publ. 29 (1996), as restated (and proved) by T. Thanatipanonda, "Further hopping
 * with Toads and Frogs", *Electronic J. Combinatorics* 18 (2011) #P67 (with Zeilberger, J. Difference
 * Equations Appl. 15 (2009), for the first):
 *
 * - E1: T^a □□ F^b = {{a−3 | a−b} | {* | 3−b}} for a > b ≥ 2;
 * - E2: T^a □□□ FF = {a−2 | a−2} for a ≥ 2;
 * - E3: T^a □□□ FFF = a − 7/2 for a ≥ 5.
 *
 * The squares' counts are as Thanatipanonda's list of families names them (T^a□□F^b, T^a□□□FFF);
 * for E2 the copy we could read had lost its squares, and three is the count at which the formula
 * holds (two and one do not: T^a□□FF and T^a□FF are other games, see the test).
 */
export interface LiteratureValue {
  readonly position: string;
  readonly value: string;
  readonly source: 'E1' | 'E2' | 'E3';
}

export const ERICKSON_VALUES: readonly LiteratureValue[] = [
  { position: 'TTT..FF', value: '{{0|1}|{*|1}}', source: 'E1' },
  { position: 'TTTT..FF', value: '{{1|2}|{*|1}}', source: 'E1' },
  { position: 'TTTTT..FF', value: '{{2|3}|{*|1}}', source: 'E1' },
  { position: 'TTTTTT..FF', value: '{{3|4}|{*|1}}', source: 'E1' },
  { position: 'TTTTTTT..FF', value: '{{4|5}|{*|1}}', source: 'E1' },
  { position: 'TTTT..FFF', value: '{{1|1}|{*|0}}', source: 'E1' },
  { position: 'TTTTT..FFF', value: '{{2|2}|{*|0}}', source: 'E1' },
  { position: 'TTTTTT..FFF', value: '{{3|3}|{*|0}}', source: 'E1' },
  { position: 'TTTTTTT..FFF', value: '{{4|4}|{*|0}}', source: 'E1' },
  { position: 'TTTTT..FFFF', value: '{{2|1}|{*|-1}}', source: 'E1' },
  { position: 'TTTTTT..FFFF', value: '{{3|2}|{*|-1}}', source: 'E1' },
  { position: 'TT...FF', value: '{0|0}', source: 'E2' },
  { position: 'TTT...FF', value: '{1|1}', source: 'E2' },
  { position: 'TTTT...FF', value: '{2|2}', source: 'E2' },
  { position: 'TTTTT...FF', value: '{3|3}', source: 'E2' },
  { position: 'TTTTTT...FF', value: '{4|4}', source: 'E2' },
  { position: 'TTTTTTT...FF', value: '{5|5}', source: 'E2' },
  { position: 'TTTTT...FFF', value: '3/2', source: 'E3' },
  { position: 'TTTTTT...FFF', value: '5/2', source: 'E3' },
];
