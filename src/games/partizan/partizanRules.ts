import type { PartizanGames } from '../../engine/partizan/index.js';

/**
 * A partizan ruleset the way CGSuite lets one be written: what Left may move to, what Right may
 * move to, and nothing else. Every partizan family (Hackenbush in colour, Domineering, Clobber,
 * Toads and Frogs, …) is a `PartizanRules` and is solved by the one generic solver in
 * `partizanValue.ts` (values) and by search (outcomes where values are out of reach).
 *
 * Conventions follow CGSuite and *Winning Ways* vol. 1 (Berlekamp, Conway, Guy), ch. 1–2: Left is
 * Blue/vertical/toads, Right is Red/horizontal/frogs; a player who cannot move loses.
 */
export interface PartizanRules<P> {
  /** The family's name as the catalog and the CLI know it (`domineering`, `clobber`, …). */
  readonly name: string;
  /** The positions Left can move to. */
  leftOptions(position: P): P[];
  /** The positions Right can move to. */
  rightOptions(position: P): P[];
  /**
   * A string equal for equal positions: the key of the solver's table. A family that knows its
   * symmetries (a Domineering region turned over) returns one key for the whole class, so each
   * class is valued once.
   */
  key(position: P): string;
  /**
   * The independent regions the position is the sum of (a Domineering board split by filled
   * cells, a Hackenbush picture's grounded components). Absent or one region: not split.
   */
  regions?(position: P): P[];
  /**
   * The value of a region by the family's closed form, when the literature has one for it (a
   * blue-red Hackenbush string by the sign-expansion rule, a Cutcake rectangle): an id of `games`,
   * or undefined to value the region from its options. Tests hold it equal to the options' value.
   */
  knownValue?(position: P, games: PartizanGames): number | undefined;
  /** The position written the family's way (CGSuite's grid strings for boards). */
  format(position: P): string;
}
