import type { PlayMove } from '../library';

/** Moves listed flat up to this many; more are grouped, and a group shows this many at a time. */
export const FLAT_MOVE_LIMIT = 40;
export const GROUP_PAGE = 60;

/** Moves that belong together in the list: those of one heap, of one heads coin, or a run of the list. */
export interface MoveGroup {
  key: string;
  title: string;
  /** Indices into the move list. */
  indices: number[];
}

/**
 * Groups a long move list so a page shows a few headings instead of thousands of buttons: heap
 * moves (`3:…`) by heap (step, row), coin moves (`c2,5`) by the coin that goes heads → tails (the
 * highest numbered one), anything else in runs of GROUP_PAGE.
 */
export function groupMoves(moves: readonly PlayMove<unknown>[], unit: string): MoveGroup[] {
  const groups = new Map<string, MoveGroup>();
  const add = (key: string, title: string, index: number) => {
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { key, title, indices: [] }));
    group.indices.push(index);
  };
  moves.forEach((move, i) => {
    let m: RegExpMatchArray | null;
    if ((m = move.label.match(/^(\d+):[^,]*$/))) add(`p${m[1]}`, `${unit} ${m[1]}`, i);
    else if (/^\d+:/.test(move.label)) add('several', `several ${unit}s at once`, i);
    else if ((m = move.label.match(/^c(?:\d+,)*(\d+)$/))) add(`c${m[1]}`, `coin ${m[1]} turned heads → tails`, i);
    else {
      const run = Math.floor(i / GROUP_PAGE);
      add(`r${run}`, `moves ${run * GROUP_PAGE + 1}–${Math.min(moves.length, (run + 1) * GROUP_PAGE)}`, i);
    }
  });
  return [...groups.values()];
}
