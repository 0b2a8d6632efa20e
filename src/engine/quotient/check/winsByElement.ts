import { MAX_KEPT_SET_WORDS } from '../memory/keptSetBudget.js';
import type { CandidateMonoid, CheckKind } from './candidate.js';
import { PreimagesOfP } from './preimagesOfP.js';

/** Words per page of the pool, 2^20 (4 MiB): pages are added as needed, never copied. */
const WIN_PAGE_BITS = 20;
const WIN_PAGE_WORDS = 1 << WIN_PAGE_BITS;

/**
 * z⁻¹W_k = { y : W_k(z·y) } as a bit set, per element z and kind k, kept once computed. Only the
 * pairs (z, k) the search reaches are computed and stored, in pages filled in order of first use.
 *
 * The pool is capped (keptSetBudget.ts: 2 GiB without a memory bound; it was 1 GiB until 0.35's
 * folded candidates passed order 10,000 with over 100 kinds, see misereQuotientStates.ts); past the
 * cap each new set is computed when asked, from up to one row e⁻¹P per option element. A check
 * reaches nearly every pair (z, k), so at order n with K kinds the pool comes to about n²·K/8
 * bytes: 720 MB at order 20,000 with 14 kinds, 1.66 GB at 10,810 with 114.
 */
export class WinsByElement {
  /** Per slot z·kinds + k: where its bits start (page · WIN_PAGE_WORDS + offset), or −1 before they are computed. */
  private readonly offsets: Int32Array;
  private readonly pages: Uint32Array[] = [];
  /** Words handed out so far, counting the ends of pages left unused. */
  private used = 0;
  /** Sets computed past the pool's cap, one array per scratch slot (made when first needed). */
  private readonly scratches: Uint32Array[] = [];
  private readonly preimages: PreimagesOfP;
  /** The array at()'s last answer is in: a page, a row array, or a scratch array once the pool is full. */
  private current: Uint32Array;
  /** Per kind, its only option element, or −1: then z⁻¹W_k is the row (z·o)⁻¹P, kept there already. */
  private readonly onlyOption: Int32Array;

  constructor(
    private readonly m: CandidateMonoid,
    private readonly words: number,
    private readonly kinds: readonly CheckKind[],
    private readonly wins: readonly Uint32Array[],
    private readonly maxKeptWords = MAX_KEPT_SET_WORDS,
  ) {
    this.offsets = new Int32Array(m.order * wins.length).fill(-1);
    this.preimages = new PreimagesOfP(m, words);
    this.current = this.scratch(0);
    this.onlyOption = Int32Array.from(kinds, (kind) =>
      kind.optionElements.length === 1 && this.preimages.keepsRows ? kind.optionElements[0] : -1,
    );
  }

  /**
   * z⁻¹W_k in `array()` at the returned offset (no allocation once kept: asked for every transition).
   * Past the pool's cap it is computed into scratch array `scratchSlot`, which holds it until that
   * slot is asked again: a caller gathering several sets before one union gives each its own slot.
   */
  at(z: number, k: number, scratchSlot = 0): number {
    const only = this.onlyOption[k];
    if (only >= 0) {
      this.current = this.preimages.rowArray();
      return this.preimages.rowOffset(this.m.product[z * this.m.order + only]);
    }
    const slot = z * this.wins.length + k;
    const kept = this.offsets[slot];
    if (kept >= 0) {
      this.current = this.pages[kept >>> WIN_PAGE_BITS];
      return kept & (WIN_PAGE_WORDS - 1);
    }
    const words = this.words;
    // A row never straddles two pages (a row is at most 2,048 words below order 65,536).
    if ((this.used & (WIN_PAGE_WORDS - 1)) + words > WIN_PAGE_WORDS) this.used = this.pages.length * WIN_PAGE_WORDS;
    if (words > WIN_PAGE_WORDS || this.used + words > this.maxKeptWords) {
      const scratch = this.scratch(scratchSlot);
      this.preimages.wantedInto(scratch, 0, z, this.kinds[k].optionElements, this.wins[k]);
      this.current = scratch;
      return 0;
    }
    if (this.used >>> WIN_PAGE_BITS === this.pages.length) this.pages.push(new Uint32Array(WIN_PAGE_WORDS));
    const page = this.pages[this.used >>> WIN_PAGE_BITS];
    const from = this.used & (WIN_PAGE_WORDS - 1);
    this.preimages.wantedInto(page, from, z, this.kinds[k].optionElements, this.wins[k]);
    this.offsets[slot] = this.used;
    this.used += words;
    this.current = page;
    return from;
  }

  array(): Uint32Array {
    return this.current;
  }

  private scratch(slot: number): Uint32Array {
    while (this.scratches.length <= slot) this.scratches.push(new Uint32Array(this.words));
    return this.scratches[slot];
  }
}
