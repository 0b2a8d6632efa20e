import { PARTIZAN_GAMES, type PartizanFamily } from '../library';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each family has its own position type
export type AnyFamily = PartizanFamily<any>;

/** The families the page offers: the library's partizan catalog. */
export const PAGE_FAMILIES: readonly AnyFamily[] = PARTIZAN_GAMES;

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
