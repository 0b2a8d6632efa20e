/**
 * Shrinks a failing judge input to a small one that still fails, knowing nothing of the format
 * beyond lines of white-space-separated tokens. Validity is cheap (nimlab's own parser); failing
 * means running the user's program, so every candidate is checked for validity first and the
 * number of program runs is what the shrinker economises.
 *
 * The passes follow delta debugging (Zeller and Hildebrandt, "Simplifying and isolating
 * failure-inducing input", IEEE TSE 28(2), 2002): remove chunks of lines, then chunks of the
 * tokens of each line, halving the chunk size, never sweeping more than `MAX_CHUNKS` chunks at one
 * size, so a pass costs O(MAX_CHUNKS · log n) runs, never O(n²). A long line is first cut to its
 * shortest failing prefix by binary search (a bug that needs more than 1000 heaps shrinks to 1001
 * in about 14 runs). Then numbers are lowered: whole chunks set to 0, then a few single numbers
 * lowered by binary search. Removing k units lowers a count before them by k (or k/2, k/3 when a
 * test case spans several lines): the count is one of the numbers nearest before the cut or the
 * input's first token, and the parser decides which variant is valid.
 */
export interface ShrinkOptions {
  isValid(input: string): boolean;
  stillFails(input: string): boolean | Promise<boolean>;
  /** How many times `stillFails` may run at most (default 2000). */
  maxFailureChecks?: number;
  /** A `Date.now()` time after which no more candidates are tried: the best so far is returned. */
  deadline?: number;
  /** Stops shrinking (the best so far is returned) when aborted. */
  signal?: AbortSignal;
  /** Called after every program run with the size of the best failing input so far. */
  onProgress?(progress: ShrinkProgress): void;
}

export interface ShrinkProgress {
  tokens: number;
  checks: number;
}

export interface ShrinkResult {
  /** The smallest failing input found (the original when nothing smaller fails). */
  input: string;
  /** How many times the program was run. */
  checks: number;
  /** False when the budget (checks, deadline or signal) ended shrinking early. */
  finished: boolean;
}

type Lines = string[][];

/** At most this many chunks are tried at one chunk size: the bound that keeps a pass near-linear in log n. */
const MAX_CHUNKS = 32;
/** Single numbers are lowered one by one only on lines with at most this many numbers. */
const MAX_SINGLE_VALUES = 16;
/** How many numbers nearest before a cut are tried as the count it lowers. */
const NEAREST_COUNTS = 3;

function render(lines: Lines): string {
  return lines.map((tokens) => tokens.join(' ')).join('\n') + '\n';
}

function parse(input: string): Lines {
  return input
    .split('\n')
    .map((line) =>
      line
        .trim()
        .split(/\s+/)
        .filter((t) => t.length > 0),
    )
    .filter((tokens) => tokens.length > 0);
}

const isNumber = (token: string) => /^-?[0-9]+$/.test(token);

function tokenCount(lines: Lines): number {
  let count = 0;
  for (const line of lines) count += line.length;
  return count;
}

/** Thrown inside the passes when the budget is spent; caught only by `shrinkInput`. */
class BudgetSpent extends Error {}

class Shrinker {
  lines: Lines;
  checks = 0;

  constructor(
    input: string,
    private readonly options: ShrinkOptions,
  ) {
    this.lines = parse(input);
  }

  private get budget(): number {
    return this.options.maxFailureChecks ?? 2000;
  }

  /** Runs the program on a valid candidate; keeps it when it still fails. */
  private async accept(candidate: Lines): Promise<boolean> {
    if (
      this.checks >= this.budget ||
      this.options.signal?.aborted ||
      (this.options.deadline !== undefined && Date.now() >= this.options.deadline)
    ) {
      throw new BudgetSpent();
    }
    this.checks++;
    const fails = await this.options.stillFails(render(candidate));
    if (fails) this.lines = candidate;
    this.options.onProgress?.({ tokens: tokenCount(this.lines), checks: this.checks });
    return fails;
  }

  /**
   * Tries a cut of `removed` units made by `cut` on a copy: first as it is, then with a count
   * before (line, token) lowered; the first variant that parses is run, and only that one.
   */
  private async tryCut(cut: (copy: Lines) => boolean, removed: number, line: number, token: number): Promise<boolean> {
    for (const variant of this.variants(removed, line, token)) {
      const copy = this.lines.map((tokens) => [...tokens]);
      if (variant !== null) copy[variant.line][variant.token] = String(BigInt(copy[variant.line][variant.token]) - variant.by);
      if (!cut(copy)) return false;
      if (this.options.isValid(render(copy))) return this.accept(copy);
    }
    return false;
  }

  /** No change, then each plausible count before (line, token) lowered by removed, removed/2, removed/3. */
  private *variants(removed: number, line: number, token: number): Generator<{ line: number; token: number; by: bigint } | null> {
    yield null;
    const places = this.countsBefore(line, token);
    for (const divisor of [1, 2, 3]) {
      if (removed % divisor !== 0) continue;
      const by = BigInt(removed / divisor);
      for (const place of places) if (BigInt(this.lines[place[0]][place[1]]) >= by) yield { line: place[0], token: place[1], by };
    }
  }

  /** The few positive numbers nearest before (line, token), and the input's first token. */
  private countsBefore(line: number, token: number): [number, number][] {
    const places: [number, number][] = [];
    for (let l = Math.min(line, this.lines.length - 1); l >= 0 && places.length < NEAREST_COUNTS; l--) {
      const end = l === line ? token - 1 : this.lines[l].length - 1;
      for (let t = end; t >= 0 && places.length < NEAREST_COUNTS; t--)
        if (isNumber(this.lines[l][t]) && BigInt(this.lines[l][t]) > 0n) places.push([l, t]);
    }
    const first = this.lines[0]?.[0];
    if (first !== undefined && isNumber(first) && (line > 0 || token > 0) && !places.some(([l, t]) => l === 0 && t === 0))
      places.push([0, 0]);
    return places;
  }

  /**
   * Delta debugging's complement step over `size()` units: remove chunks of k units, last chunk
   * first (so earlier indices stay put), halving k while at most MAX_CHUNKS chunks fit.
   */
  private async removeChunks(size: () => number, remove: (start: number, length: number) => Promise<boolean>): Promise<boolean> {
    let progress = false;
    let barrenLevels = 0;
    for (let k = Math.ceil(size() / 2); k >= 1 && size() > 0; k = Math.floor(k / 2)) {
      if (Math.ceil(size() / k) > MAX_CHUNKS) break;
      let removed = false;
      for (let end = size(); end > 0; end -= k) {
        const start = Math.max(0, end - k);
        if (end <= size() && (await remove(start, end - start))) removed = true;
      }
      progress ||= removed;
      // Two sizes in a row where no chunk could go: the failure needs about this many units (a
      // size bug), and finer chunks would only cost more runs; truncate() has cut the rest.
      barrenLevels = removed ? 0 : barrenLevels + 1;
      if (barrenLevels === 2 && size() > MAX_CHUNKS) break;
    }
    return progress;
  }

  private async removeLines(): Promise<boolean> {
    const remove = (start: number, length: number) =>
      this.tryCut((copy) => (copy.splice(start, length), copy.length > 0), length, start, 0);
    let progress = await this.removeChunks(() => this.lines.length, remove);
    // A test case is often two or three lines (a count line and a data line), which halving from
    // the end can miss: try such blocks at every offset too, the last MAX_CHUNKS offsets at most.
    for (const block of [3, 2]) {
      for (let start = this.lines.length - block, tried = 0; start >= 0 && tried < MAX_CHUNKS; start--, tried++) {
        if (start + block <= this.lines.length && (await remove(start, block))) progress = true;
      }
    }
    return progress;
  }

  /** Cuts line l to its shortest failing prefix, by binary search (assuming longer fails more). */
  private async truncate(l: number): Promise<boolean> {
    const length = this.lines[l].length;
    // One token less passing means the line is already as short as the failure needs.
    if (!(await this.tryCut((copy) => ((copy[l].length = length - 1), true), 1, l, length - 1))) return false;
    let progress = true;
    let low = 1;
    let high = length - 1;
    while (low < high) {
      const keep = Math.floor((low + high) / 2);
      const removed = this.lines[l].length - keep;
      if (await this.tryCut((copy) => ((copy[l].length = keep), true), removed, l, keep)) {
        progress = true;
        high = keep;
      } else {
        low = keep + 1;
      }
    }
    return progress;
  }

  private async removeTokens(l: number): Promise<boolean> {
    const truncated = this.lines[l].length >= 8 && (await this.truncate(l));
    const removed = await this.removeChunks(
      () => this.lines[l].length,
      (start, length) => this.tryCut((copy) => (copy[l].splice(start, length), copy[l].length > 0), length, l, start),
    );
    return truncated || removed;
  }

  private async removeCharacters(l: number, t: number): Promise<boolean> {
    return this.removeChunks(
      () => this.lines[l][t].length,
      (start, length) =>
        this.tryCut(
          (copy) => {
            const word = copy[l][t];
            copy[l][t] = word.slice(0, start) + word.slice(start + length);
            return copy[l][t].length > 0;
          },
          length,
          l,
          t,
        ),
    );
  }

  /** Sets chunks of line l's numbers to 0 (counts among them make a chunk invalid, so it splits). */
  private async zeroNumbers(l: number): Promise<boolean> {
    const numbered = () => this.lines[l].flatMap((token, t) => (isNumber(token) && token !== '0' ? [t] : []));
    let indices = numbered();
    let progress = false;
    for (let k = indices.length; k >= 1; k = Math.floor(k / 2)) {
      if (Math.ceil(indices.length / k) > MAX_CHUNKS) break;
      for (let start = 0; start < indices.length; start += k) {
        const chunk = indices.slice(start, start + k);
        const copy = this.lines.map((tokens) => [...tokens]);
        for (const t of chunk) copy[l][t] = '0';
        if (this.options.isValid(render(copy)) && (await this.accept(copy))) progress = true;
      }
      indices = numbered();
    }
    return progress;
  }

  /** The smallest value of one number that still fails, by binary search on [0, value). */
  private async lowerNumber(l: number, t: number): Promise<boolean> {
    let low = 0n;
    let high = BigInt(this.lines[l][t]);
    let progress = false;
    while (low < high) {
      const middle = (low + high) / 2n;
      const copy = this.lines.map((tokens) => [...tokens]);
      copy[l][t] = String(middle);
      if (this.options.isValid(render(copy)) && (await this.accept(copy))) {
        progress = true;
        high = middle;
      } else {
        low = middle + 1n;
      }
    }
    return progress;
  }

  private async lowerNumbers(l: number): Promise<boolean> {
    let progress = await this.zeroNumbers(l);
    const numbers = this.lines[l].flatMap((token, t) => (isNumber(token) && BigInt(token) > 0n ? [t] : []));
    if (numbers.length > MAX_SINGLE_VALUES) return progress;
    for (const t of numbers) if (await this.lowerNumber(l, t)) progress = true;
    return progress;
  }

  /** One round of every pass, last line first so that earlier line indices stay valid. */
  private async round(): Promise<boolean> {
    let progress = await this.removeLines();
    for (let l = this.lines.length - 1; l >= 0; l--) if (l < this.lines.length && (await this.removeTokens(l))) progress = true;
    for (let l = this.lines.length - 1; l >= 0; l--) {
      for (let t = this.lines[l].length - 1; t >= 0; t--) {
        if (!isNumber(this.lines[l][t]) && this.lines[l][t].length > 1 && (await this.removeCharacters(l, t))) progress = true;
      }
    }
    for (let l = this.lines.length - 1; l >= 0; l--) if (await this.lowerNumbers(l)) progress = true;
    return progress;
  }

  async run(): Promise<boolean> {
    try {
      while (await this.round());
      return true;
    } catch (error) {
      if (error instanceof BudgetSpent) return false;
      throw error;
    }
  }
}

export async function shrinkInput(input: string, options: ShrinkOptions): Promise<ShrinkResult> {
  const shrinker = new Shrinker(input, options);
  const finished = await shrinker.run();
  return { input: render(shrinker.lines), checks: shrinker.checks, finished };
}
