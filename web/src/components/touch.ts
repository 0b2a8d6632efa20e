/**
 * Playing by touching the picture: what each move does to the picture's parts (stones taken from
 * a heap, coins turned), and which moves agree with what the player has touched so far.
 *
 * A part is a heap (`h3`, stones counted from its top), a coin of a row (`c7`, its place in the
 * row) or a coin of a grid (`g2,5`). A move's pattern maps each part it changes to an amount
 * (stones taken; 1 for a coin turned). A selection is a pattern too: the player's partial move.
 */
export type Pattern = ReadonlyMap<string, number>;

/**
 * Stones each heap loses in a heap move labelled `i:t` (heap i left with t), `i:a+b` (left as
 * heaps a and b) or several such parts joined by commas (Moore's Nim); null for another label.
 */
export function heapPattern(heaps: readonly number[], label: string): Pattern | null {
  if (!/^\d+:\d+(\+\d+)*(,\d+:\d+(\+\d+)*)*$/.test(label)) return null;
  const pattern = new Map<string, number>();
  for (const part of label.split(',')) {
    const [index, rest] = part.split(':');
    const heap = heaps[Number(index) - 1];
    if (heap === undefined) return null;
    const left = rest.split('+').reduce((sum, p) => sum + Number(p), 0);
    pattern.set(`h${index}`, heap - left);
  }
  return pattern;
}

/** The coins a move turns in a row (`c` and their place in the row, from 0). */
export function rowPattern(from: string, to: string): Pattern {
  const pattern = new Map<string, number>();
  for (let i = 0; i < from.length; i++) if (from.charCodeAt(i) !== to.charCodeAt(i)) pattern.set(`c${i}`, 1);
  return pattern;
}

/** The coins a move turns in a grid (`g` row,column). */
export function gridPattern(from: readonly string[], to: readonly string[]): Pattern {
  const pattern = new Map<string, number>();
  from.forEach((row, x) => {
    for (let y = 0; y < row.length; y++) if (row.charCodeAt(y) !== to[x].charCodeAt(y)) pattern.set(`g${x},${y}`, 1);
  });
  return pattern;
}

/** The moves that agree with a selection: `candidates` include it (and may change more), `exact` are it. */
export interface SelectionMatch {
  candidates: number[];
  exact: number[];
}

export function matchSelection(patterns: readonly (Pattern | null)[], selection: Pattern): SelectionMatch {
  const candidates: number[] = [];
  const exact: number[] = [];
  if (selection.size === 0) return { candidates, exact };
  patterns.forEach((pattern, i) => {
    if (!pattern) return;
    for (const [part, amount] of selection) if (pattern.get(part) !== amount) return;
    candidates.push(i);
    if (pattern.size === selection.size) exact.push(i);
  });
  return { candidates, exact };
}

/**
 * matchSelection for the moves of a coin row, read from their labels (`c2,5`: the coins turned,
 * numbered from firstCoin) instead of a pattern per move: a row of 40 heads has 10,700 moves, and
 * building a map for each held the page for a long task at the first touch. Agrees with
 * matchSelection over rowPattern (tested), for labels that list the coins turned.
 */
export function matchRowLabels(moves: readonly { label: string }[], firstCoin: number, selection: Pattern): SelectionMatch {
  const candidates: number[] = [];
  const exact: number[] = [];
  if (selection.size === 0) return { candidates, exact };
  const chosen = new Set<number>();
  for (const part of selection.keys()) chosen.add(Number(part.slice(1)));
  for (let i = 0; i < moves.length; i++) {
    const label = moves[i].label;
    // Coins in the label, and how many of them are chosen.
    let coins = 0;
    let hits = 0;
    let coin = 0;
    for (let k = 1; k <= label.length; k++) {
      const code = k < label.length ? label.charCodeAt(k) : 44; /* , */
      if (code === 44) {
        coins++;
        if (chosen.has(coin - firstCoin)) hits++;
        coin = 0;
      } else coin = coin * 10 + (code - 48);
    }
    if (hits < chosen.size) continue;
    candidates.push(i);
    if (coins === chosen.size) exact.push(i);
  }
  return { candidates, exact };
}

/** A move is played as soon as the touch leaves exactly one, and nothing larger agrees with it. */
export function moveToPlay(match: SelectionMatch): number | null {
  return match.candidates.length === 1 && match.exact.length === 1 ? match.exact[0] : null;
}

/**
 * The selection after touching a part: a coin toggles; stone k of a heap (counted from the
 * bottom, 0 first) takes it and every stone above it, and touching the lowest taken stone again
 * puts them back.
 */
export function touch(selection: Pattern, part: string, amount: number): Pattern {
  const next = new Map(selection);
  if (next.get(part) === amount) next.delete(part);
  else next.set(part, amount);
  return next;
}
