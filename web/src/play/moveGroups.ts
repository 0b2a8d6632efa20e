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
  // Groups by number too, so the common labels need no string built per move (ten thousand of them).
  const byCoin = new Map<number, MoveGroup>();
  const byHeap = new Map<number, MoveGroup>();
  const add = (key: string, title: string, index: number) => {
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { key, title, indices: [] }));
    group.indices.push(index);
    return group;
  };
  const addNumbered = (numbered: Map<number, MoveGroup>, n: number, key: string, title: string, index: number) => {
    const group = numbered.get(n);
    if (group) group.indices.push(index);
    else numbered.set(n, add(key, title, index));
  };
  moves.forEach((move, i) => {
    const label = move.label;
    const coin = lastCoin(label);
    if (coin >= 0) return addNumbered(byCoin, coin, `c${coin}`, `coin ${coin} turned heads → tails`, i);
    const heap = singleHeap(label);
    if (heap >= 0) return addNumbered(byHeap, heap, `p${heap}`, `${unit} ${heap}`, i);
    if (/^\d+:/.test(label)) add('several', `several ${unit}s at once`, i);
    else {
      const run = Math.floor(i / GROUP_PAGE);
      add(`r${run}`, `moves ${run * GROUP_PAGE + 1}–${Math.min(moves.length, (run + 1) * GROUP_PAGE)}`, i);
    }
  });
  return [...groups.values()];
}

const COMMA = 44;
const COLON = 58;
const isDigit = (code: number) => code >= 48 && code <= 57;

/** The last (heads → tails) coin of a coin move `c2,5` (digits and commas after the c), or -1 for another label. */
function lastCoin(label: string): number {
  if (label.charCodeAt(0) !== 99 /* c */ || label.length < 2) return -1;
  let coin = 0;
  for (let k = 1; k < label.length; k++) {
    const code = label.charCodeAt(k);
    if (code === COMMA) {
      // A comma needs a digit on each side.
      if (!isDigit(label.charCodeAt(k - 1)) || !isDigit(label.charCodeAt(k + 1))) return -1;
      coin = 0;
    } else if (isDigit(code)) coin = coin * 10 + (code - 48);
    else return -1;
  }
  return coin;
}

/** The heap of a move on one heap `3:…` (digits, a colon, then no comma), or -1 for another label. */
function singleHeap(label: string): number {
  let heap = 0;
  let k = 0;
  for (; k < label.length && isDigit(label.charCodeAt(k)); k++) heap = heap * 10 + (label.charCodeAt(k) - 48);
  if (k === 0 || label.charCodeAt(k) !== COLON) return -1;
  return label.indexOf(',', k) < 0 ? heap : -1;
}
