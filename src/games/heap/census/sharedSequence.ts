import { NimlabError } from '../../../engine/core/errors.js';
import { formatCode, hasGeneralDigits, isFiniteCode, makeCode, normalizeDigit, type TakeBreakCode } from '../code/code.js';
import type { GrundyArray } from '../kernels/grundyArray.js';
import { allocateGrundyArray } from '../kernels/grundyArray.js';
import { parseTakeBreakCode } from '../code/parseCode.js';
import { GrundySequencer } from '../sequence/sequencer.js';
import { oneSmallerGame } from './offsetRule.js';

/**
 * Codes whose sequences are equal by their rules, found before anything is computed, so the census
 * computes each such sequence once (issue 23). Two rules, each a proof:
 *
 * - The offset rule (Winning Ways ch. 4; offsetRule.ts): a game whose one-token heap has no move is
 *   `oneSmallerGame(code)` with every heap one larger, so G_code(n + 1) = G_smaller(n) and
 *   G_code(0) = 0. Applied while it applies, a code reduces to a base game and a shift s:
 *   G_code(n) = 0 for n < s, G_code(n + s) = G_base(n).
 * - Whole-heap bits: bit 0 of d_j (take a heap of exactly j tokens, leave nothing) is an option of
 *   the heap of j tokens only. So two codes that differ only in such bits have the same option sets
 *   at every heap larger than the last digit, and if their values agree on the heaps up to it, by
 *   induction they agree everywhere.
 *
 * A key names the base sequence: the base code with every bit 0 cleared (j ≥ 1) and its first
 * values, on at least every heap up to its last digit. Codes with equal keys have equal base
 * sequences.
 */
export interface SequenceKey {
  /** Names the base sequence: equal keys, equal sequences. */
  key: string;
  /** G_code(n + shift) = G_base(n); G_code(n) = 0 for n < shift. */
  shift: number;
}

/** Values in a key: at least this many, so codes of up to 16 digits compare on one length. */
const KEY_HEAPS = 16;
/** The offset rule applied at most this many times in a row. */
const MAX_SHIFT = 64;

/** The key of a finite code of plain digits; null where the rules are not worked out (general digits, repeating tails). */
export function sequenceKey(code: TakeBreakCode): SequenceKey | null {
  if (!isFiniteCode(code) || hasGeneralDigits(code)) return null;
  let base = code;
  let shift = 0;
  for (let smaller = oneSmallerGame(base); smaller !== null; smaller = oneSmallerGame(base)) {
    // A game without moves is its own smaller game (0.0: every value 0); nothing else repeats,
    // but a bound keeps a surprise from looping.
    if (formatCode(smaller) === formatCode(base) || shift === MAX_SHIFT) break;
    base = smaller;
    shift++;
  }
  // Heaps 0..KEY_HEAPS − 1 at least (more for a longer base): two codes whose keys have value lists
  // of one length have compared every heap up to both last digits.
  const count = Math.max(base.digits.length, KEY_HEAPS);
  const first = new GrundySequencer(base, { engine: 'js', method: 'plain', stopWhenProven: false }).values(count);
  const withoutWholeHeaps = makeCode(base.digits.map((d, j) => (j === 0 ? d : normalizeDigit(d.heaps & ~1, d.constraint))));
  return { key: `${formatCode(withoutWholeHeaps)}|${Array.from(first).join(',')}`, shift };
}

/** A group of codes with one sequence: the leader is computed, the others start from its values. */
export interface SharedSequence {
  leader: string;
  followers: string[];
}

/**
 * Groups the codes by sequenceKey (codes without one stand alone), in the order given. The leader
 * is the member with the smallest shift (the earliest listed among those), so its values give
 * every follower all the heaps it has: a follower shifted less would lose the leader's first heaps.
 */
export function sharedSequences(codes: readonly string[]): SharedSequence[] {
  const groups = new Map<string, { code: string; shift: number }[]>();
  const alone: SharedSequence[] = [];
  const order: (string | SharedSequence)[] = [];
  for (const code of codes) {
    const key = keyOrNull(code);
    if (key === null) {
      const single = { leader: code, followers: [] };
      alone.push(single);
      order.push(single);
      continue;
    }
    const group = groups.get(key.key);
    if (group) group.push({ code, shift: key.shift });
    else {
      groups.set(key.key, [{ code, shift: key.shift }]);
      order.push(key.key);
    }
  }
  return order.map((entry) => {
    if (typeof entry !== 'string') return entry;
    const members = groups.get(entry)!;
    let leader = members[0];
    for (const member of members) if (member.shift < leader.shift) leader = member;
    return { leader: leader.code, followers: members.filter((m) => m !== leader).map((m) => m.code) };
  });
}

/** The key, or null for a code that cannot be read (its own job then fails with the reason, as it did before). */
function keyOrNull(code: string): SequenceKey | null {
  try {
    return sequenceKey(parseTakeBreakCode(code));
  } catch (error) {
    if (error instanceof NimlabError) return null;
    throw error;
  }
}

/**
 * The values of `code` from those of `source`, a code with the same key (checked here: a job must
 * not take another game's values on trust): G_code(n) = 0 for n < s_code and G_code(n) =
 * G_source(n − s_code + s_source) after.
 */
export function valuesFromSharedSequence(code: string, source: string, sourceValues: GrundyArray): GrundyArray {
  const mine = sequenceKey(parseTakeBreakCode(code));
  const theirs = sequenceKey(parseTakeBreakCode(source));
  if (mine === null || theirs === null || mine.key !== theirs.key) {
    throw new NimlabError(`census: ${code} does not have the sequence of ${source} by the offset rule and whole-heap moves`);
  }
  // No more values than the source has: a game and its leader then count as computed to the same
  // budget, which is what the report's classes of unsolved games compare on (equivalence.ts).
  const length = Math.min(sourceValues.length, mine.shift + Math.max(0, sourceValues.length - theirs.shift));
  const values = allocateGrundyArray(sourceValues.BYTES_PER_ELEMENT as 1 | 2 | 4, length);
  if (length > mine.shift) values.set(sourceValues.subarray(theirs.shift, theirs.shift + length - mine.shift), mine.shift);
  return values;
}
