import { hrefFor } from '../shell/route';

/** How far Explore computes by default (its own default), and how far a link to an unsolved class goes. */
const EXPLORE_DEFAULT_TO = 200;
const UNSOLVED_LINK_TO = 10_000;

/** What a census row says about how far its sequence was computed. */
export interface CensusReach {
  status: string;
  /** Heaps the census computed (enough for the periodicity theorem when the class is solved). */
  heaps: number | null;
}

/**
 * The Explore link of one code of a census class. A solved class opens Explore as far as the
 * census computed it, so Explore finds and proves the same period (0.16: period 149459 from
 * preperiod 105351, proven by heap 509622); the default of 200 showed "no pattern found". A member
 * whose sequence is the class's shifted by `shift` heaps needs that many more. An unsolved class
 * opens at a modest length, where Explore says honestly that no pattern was found so far.
 */
export function exploreHref(code: string, row: CensusReach, shift = 0): string {
  const to = row.status === 'unsolved' || row.heaps === null ? UNSOLVED_LINK_TO : Math.max(EXPLORE_DEFAULT_TO, row.heaps + Math.abs(shift));
  return hrefFor('explore', { game: code, to: String(to) });
}
