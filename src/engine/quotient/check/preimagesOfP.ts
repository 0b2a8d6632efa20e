import { unionInto } from './bitSets.js';
import type { CandidateMonoid } from './candidate.js';

/**
 * Cap on the words kept for the rows e⁻¹P (256 MB: order²/8 bytes, every order up to 32,768, the
 * CLI's largest); past it z⁻¹W is found by one look-up per element, ~30 times slower at order 30,000.
 */
const MAX_PREIMAGE_WORDS = 1 << 26;

/**
 * e⁻¹P = { y : e·y ∈ P } per element e, each computed when first asked. W_k is the union of o⁻¹P
 * over k's option elements o, so z⁻¹W_k = ∪_o (z·o)⁻¹P: a word OR per option element instead of a
 * look-up per element y, and one row serves every z and kind that reach it.
 */
export class PreimagesOfP {
  private readonly rows: Uint32Array | null;
  private readonly done: Uint8Array;
  /** P as bytes: read once per element of every row made (a boolean[] read costs more). */
  private readonly inP: Uint8Array;
  /** The rows of one wantedInto, for unionInto. */
  private readonly rowArrays: Uint32Array[] = [];
  private rowOffsets = new Int32Array(16);

  /** `maxRowWords`: past it no rows are kept (tests set it to hold both ways equal). */
  constructor(
    private readonly m: CandidateMonoid,
    private readonly words: number,
    maxRowWords = MAX_PREIMAGE_WORDS,
  ) {
    this.rows = m.order * words <= maxRowWords ? new Uint32Array(m.order * words) : null;
    this.done = new Uint8Array(this.rows === null ? 0 : m.order);
    this.inP = Uint8Array.from({ length: m.order }, (_, x) => (m.losing[x] ? 1 : 0));
  }

  /** z⁻¹W into out[from…] for a kind with these option elements and W (`wins`, for the look-ups). */
  wantedInto(out: Uint32Array, from: number, z: number, optionElements: readonly number[], wins: Uint32Array): void {
    const { order, product } = this.m;
    const words = this.words;
    const rows = this.rows;
    if (rows === null) {
      out.fill(0, from, from + words);
      for (let y = 0, rowZ = z * order; y < order; y++) {
        const zy = product[rowZ + y];
        if ((wins[zy >>> 5] >>> (zy & 31)) & 1) out[from + (y >>> 5)] |= 1 << (y & 31);
      }
      return;
    }
    const count = optionElements.length;
    if (count > this.rowOffsets.length) this.rowOffsets = new Int32Array(count);
    for (let j = 0; j < count; j++) {
      this.rowOffsets[j] = this.row(product[z * order + optionElements[j]]);
      this.rowArrays[j] = rows;
    }
    unionInto(out, this.rowArrays, this.rowOffsets, count, words, from);
  }

  /** Whether rows are kept (rowArray and rowOffset may be asked). */
  get keepsRows(): boolean {
    return this.rows !== null;
  }

  /** The array of the kept rows. */
  rowArray(): Uint32Array {
    return this.rows!;
  }

  /** Where row e⁻¹P starts in rowArray(), made when first asked. */
  rowOffset(e: number): number {
    return this.row(e);
  }

  private row(e: number): number {
    const at = e * this.words;
    if (this.done[e] === 1) return at;
    const { order, product } = this.m;
    const { inP, words } = this;
    const rows = this.rows!;
    // Each word built in a local, 32 elements at a time, then stored once.
    for (let i = 0, y = 0, rowE = e * order; i < words; i++) {
      let word = 0;
      for (let j = 0; j < 32 && y < order; j++, y++) word |= inP[product[rowE + y]] << j;
      rows[at + i] = word;
    }
    this.done[e] = 1;
    return at;
  }
}
