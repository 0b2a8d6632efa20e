import { PARTIZAN_GAMES, type PartizanFamily } from '../library';
import { domineeringStandIn } from './domineeringStandIn';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each family has its own position type
export type AnyFamily = PartizanFamily<any>;

/**
 * The families the page offers: the library's partizan catalog, with Domineering from
 * `domineeringStandIn.ts` while the catalog does not yet hold it.
 */
export const PAGE_FAMILIES: readonly AnyFamily[] = PARTIZAN_GAMES.some((family) => family.name === 'domineering')
  ? PARTIZAN_GAMES
  : [domineeringStandIn, ...PARTIZAN_GAMES];

/** The family of this name, or undefined. */
export function pageFamily(name: string): AnyFamily | undefined {
  return PAGE_FAMILIES.find((family) => family.name === name);
}

/** The words of a position as typed (split on white space). */
export function positionWords(text: string): string[] {
  return text
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0);
}
