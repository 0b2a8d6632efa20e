/**
 * Shrinks a failing judge input to a small one that still fails, knowing nothing of the format:
 * it tries deleting lines and tokens (fixing a count before them by one), and lowering numbers,
 * keeping each change that leaves a valid input that still fails. Validity is cheap (nimlab's own
 * parser); failing means running the user's program, so candidates are checked for validity first.
 */
export interface ShrinkOptions {
  isValid(input: string): boolean;
  stillFails(input: string): boolean;
  /** How many times `stillFails` may run at most. */
  maxFailureChecks?: number;
}

type Lines = string[][];

function render(lines: Lines): string {
  return lines.map((tokens) => tokens.join(' ')).join('\n') + '\n';
}

function parse(input: string): Lines {
  return input
    .split('\n')
    .map((line) => line.trim().split(/\s+/).filter((t) => t.length > 0))
    .filter((tokens) => tokens.length > 0);
}

const isNumber = (token: string) => /^-?[0-9]+$/.test(token);

/** Every (line, token) holding a positive number before the given line/token, nearest first. */
function countsBefore(lines: Lines, line: number, token: number): [number, number][] {
  const places: [number, number][] = [];
  for (let l = line; l >= 0; l--) {
    const end = l === line ? token - 1 : lines[l].length - 1;
    for (let t = end; t >= 0; t--) if (isNumber(lines[l][t]) && BigInt(lines[l][t]) > 0n) places.push([l, t]);
  }
  return places;
}

function withCountLowered(lines: Lines, place: [number, number] | null): Lines {
  const copy = lines.map((tokens) => [...tokens]);
  if (place === null) return copy;
  copy[place[0]][place[1]] = String(BigInt(copy[place[0]][place[1]]) - 1n);
  return copy;
}

/** Smaller inputs to try, biggest cuts first. */
function* candidates(lines: Lines): Generator<Lines> {
  const countOptions = (line: number, token: number): ([number, number] | null)[] => [null, ...countsBefore(lines, line, token)];
  // Blocks of up to three lines: a whole test case is often a count line plus a data line.
  for (const block of [3, 2, 1]) {
    for (let l = lines.length - block; l >= 0; l--) {
      for (const count of countOptions(l, 0)) {
        const removed = withCountLowered(lines, count);
        yield [...removed.slice(0, l), ...removed.slice(l + block)];
      }
    }
  }
  for (let l = lines.length - 1; l >= 0; l--) {
    for (let t = lines[l].length - 1; t >= 0; t--) {
      for (const count of countOptions(l, t)) {
        const removed = withCountLowered(lines, count);
        removed[l] = removed[l].filter((_, i) => i !== t);
        if (removed[l].length > 0) yield removed;
      }
      const token = lines[l][t];
      if (isNumber(token)) {
        const value = BigInt(token);
        for (const smaller of new Set([0n, 1n, value / 2n, value - 1n])) {
          if (smaller >= 0n && smaller < value) yield lines.map((ts, i) => (i === l ? ts.map((x, j) => (j === t ? String(smaller) : x)) : ts));
        }
      } else if (token.length > 1) {
        for (let c = token.length - 1; c >= 0; c--) {
          for (const count of countOptions(l, t)) {
            const shorter = withCountLowered(lines, count);
            shorter[l] = shorter[l].map((x, j) => (j === t ? x.slice(0, c) + x.slice(c + 1) : x));
            yield shorter;
          }
        }
      }
    }
  }
}

export function shrinkInput(input: string, options: ShrinkOptions): string {
  let current = parse(input);
  let checks = 0;
  const budget = options.maxFailureChecks ?? 2000;
  let improved = true;
  while (improved && checks < budget) {
    improved = false;
    for (const candidate of candidates(current)) {
      const text = render(candidate);
      if (!options.isValid(text)) continue;
      checks++;
      if (options.stillFails(text)) {
        current = candidate;
        improved = true;
        break;
      }
      if (checks >= budget) break;
    }
  }
  return render(current);
}
