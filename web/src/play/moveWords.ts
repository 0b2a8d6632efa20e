/**
 * A move said in words ("take 2 from heap 1", "split heap 3 (7) into 3 + 4", "turn coins 3 and 5"),
 * read from the compact label each family gives its moves (the CLI's typed form) and the position
 * it is played from. A label this does not recognise is returned as it is.
 */
export function moveWords(game: string, from: unknown, label: string): string {
  const family = game.split(':')[0];
  const heaps = Array.isArray(from) && from.every((h) => typeof h === 'number') ? (from as number[]) : null;
  const said = sayByFamily(family, heaps, label);
  return said ?? label;
}

function sayByFamily(family: string, heaps: number[] | null, label: string): string | null {
  let m: RegExpMatchArray | null;
  switch (family) {
    case 'wythoff':
      if ((m = label.match(/^(a|b|both)-(\d+)$/)))
        return m[1] === 'both' ? `take ${m[2]} from both piles` : `take ${m[2]} from pile ${m[1]}`;
      return null;
    case 'staircase':
      if (heaps && (m = label.match(/^(\d+):(\d+)$/))) {
        const step = Number(m[1]);
        const moved = heaps[step - 1] - Number(m[2]);
        return `slide ${count(moved, 'stone')} from step ${step} ${step === 1 ? 'off the staircase' : `down to step ${step - 1}`}`;
      }
      return null;
    case 'northcott':
      if ((m = label.match(/^(\d+):(\d+)$/))) return `row ${m[1]}: move your piece to column ${m[2]}`;
      return null;
    case 'hackenbush':
      if ((m = label.match(/^(\d+)-(\d+)(?:#(\d+))?$/))) return `cut edge ${m[1]}–${m[2]}${m[3] ? ` (copy ${m[3]})` : ''}`;
      return null;
    case 'geography':
      if ((m = label.match(/^v(\d+)$/))) return `move the token to vertex ${m[1]}`;
      return null;
    case 'loopy':
      if ((m = label.match(/^to (.+)$/s))) return `move to state ${m[1]}`;
      return null;
    case 'dynamic':
    case 'fibonacci':
      if ((m = label.match(/^take (\d+)$/))) return `take ${count(Number(m[1]), 'counter')} from the pile`;
      return null;
    case 'gen-wythoff':
      if ((m = label.match(/^(a|b)-(\d+)$/))) return `take ${m[2]} from pile ${m[1]}`;
      if ((m = label.match(/^both-(\d+),(\d+)$/))) return `take ${m[1]} from pile a and ${m[2]} from pile b`;
      return null;
    case 'mem':
    case 'genmem':
      if ((m = label.match(/^take-(\d+)$/))) return `take ${count(Number(m[1]), 'counter')} from the pile`;
      return null;
    case 'node-kayles':
      if ((m = label.match(/^v(.+)$/))) return `take vertex ${m[1]} and its neighbours`;
      return null;
    case 'arc-kayles':
      if ((m = label.match(/^e(.+)$/))) return `take edge ${m[1]} and both its ends`;
      return null;
    case 'turning-corners':
      if ((m = label.match(/^(\d+),(\d+)-(\d+),(\d+)$/))) return `turn the four corners of (${m[1]}, ${m[2]}) to (${m[3]}, ${m[4]})`;
      return null;
  }
  if ((m = label.match(/^c(\d+(?:,\d+)*)$/))) {
    const coins = m[1].split(',');
    return coins.length === 1 ? `turn coin ${coins[0]}` : `turn coins ${list(coins)}`;
  }
  if (heaps && /^\d+:\d+(\+\d+)*(,\d+:\d+(\+\d+)*)*$/.test(label)) {
    return list(label.split(',').map((part) => heapPart(heaps, part)));
  }
  return null;
}

/** One heap's change, `i:t` (left with t) or `i:a+b` (left as heaps a and b). */
function heapPart(heaps: number[], part: string): string {
  const [index, rest] = part.split(':');
  const heap = heaps[Number(index) - 1];
  const pieces = rest.split('+').map(Number);
  const left = pieces.reduce((sum, p) => sum + p, 0);
  if (pieces.length === 1) return left === 0 ? `take all ${heap} from heap ${index}` : `take ${heap - left} from heap ${index}`;
  const split = `heap ${index} (${heap}) into ${pieces.join(' + ')}`;
  return left === heap ? `split ${split}` : `take ${heap - left} and split ${split}`;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

function list(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
