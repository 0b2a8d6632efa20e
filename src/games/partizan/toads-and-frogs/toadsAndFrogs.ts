import { NimlabError } from '../../../engine/core/errors.js';
import { rulesFromMoves, type LabelledMove, type PartizanFamily, type Side } from '../partizanFamily.js';

/** Longest strip read: Toads and Frogs values grow quickly past this. */
export const MAX_STRIP = 60;

/**
 * Toads and Frogs (*Winning Ways* vol. 1 ch. 1; Erickson, "New Toads and Frogs results", in *Games
 * of No Chance* (1996)): a strip of cells, toads `T` (Left's) move right, frogs `F` (Right's) move
 * left, `.` is empty (CGSuite's strip characters `.tf`). A creature steps into the empty cell ahead
 * of it, or jumps over one creature of the other kind into the empty cell just beyond.
 *
 * Regions: frogs at the strip's left end and toads at its right end never move and block nothing
 * that could reach them, so they are dropped; and `TTFF` never changes (each creature is blocked
 * for ever), so the strip splits there into `…TT` and `FF…`, each valued once.
 */
function toadsAndFrogsMoves(strip: string, side: Side): LabelledMove<string>[] {
  const mine = side === 'left' ? 'T' : 'F';
  const theirs = side === 'left' ? 'F' : 'T';
  const ahead = side === 'left' ? 1 : -1;
  const moves: LabelledMove<string>[] = [];
  for (let at = 0; at < strip.length; at++) {
    if (strip[at] !== mine) continue;
    const next = at + ahead;
    const beyond = at + 2 * ahead;
    let to = -1;
    if (strip[next] === '.') to = next;
    else if (strip[next] === theirs && strip[beyond] === '.') to = beyond;
    if (to < 0) continue;
    const cells = [...strip];
    cells[at] = '.';
    cells[to] = mine;
    moves.push({ label: `${at + 1}-${to + 1}`, to: cells.join('') });
  }
  return moves;
}

/** The strip without the frogs at its left end and the toads at its right end (they never move). */
function trimmed(strip: string): string {
  return strip.replace(/^F+/, '').replace(/T+$/, '');
}

/** The strip cut at every `TTFF` (between the toads and the frogs), each piece trimmed. */
function stripRegions(strip: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let at = strip.indexOf('TTFF'); at >= 0; at = strip.indexOf('TTFF', at + 1)) {
    parts.push(strip.slice(start, at + 2));
    start = at + 2;
  }
  parts.push(strip.slice(start));
  return parts.map(trimmed).filter((part) => part.length > 0);
}

export const toadsAndFrogs: PartizanFamily<string> = {
  name: 'toads-and-frogs',
  title: 'Toads and Frogs',
  usage: 'toads-and-frogs STRIP',
  summary:
    "A strip of toads T (Left's, moving right), frogs F (Right's, moving left) and empty cells '.': a creature steps into " +
    'the empty cell ahead, or jumps one creature of the other kind into the empty cell beyond.',
  example: 'TT..FF',
  citation: 'Winning Ways vol. 1 ch. 1; Erickson, "New Toads and Frogs results", Games of No Chance (1996)',
  rules: rulesFromMoves('toads-and-frogs', toadsAndFrogsMoves, {
    key: trimmed,
    regions: stripRegions,
    format: (strip) => strip,
  }),
  moves: toadsAndFrogsMoves,
  parse(words) {
    if (words.length !== 1) throw new NimlabError(`toads-and-frogs: expected one strip such as 'TT..FF', got ${words.length} words`);
    const strip = words[0].toUpperCase().replace(/□/g, '.');
    const bad = /[^TF.]/.exec(strip);
    if (bad) throw new NimlabError(`toads-and-frogs: '${words[0][bad.index]}' at cell ${bad.index + 1} is not T, F or '.'`);
    if (strip.length > MAX_STRIP) throw new NimlabError(`toads-and-frogs: the strip has ${strip.length} cells; at most ${MAX_STRIP}`);
    return strip;
  },
};
