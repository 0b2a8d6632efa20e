import { NimlabError } from '../../../engine/core/errors.js';
import { formatCode, hasUnboundedSplits, isFiniteCode, type TakeBreakCode } from '../code/code.js';
import { KernelState } from '../kernels/kernelState.js';
import { MoveLists } from '../kernels/moveLists.js';
import { observedPeriod, periodicValue, proofRuleFor, searchProvenPeriod, type Periodicity, type ProofRule } from './periodicity.js';
import { plainRange } from '../kernels/plainKernel.js';
import { bestRareSplit } from '../kernels/rareMask.js';
import { sparseRange } from '../kernels/sparseKernel.js';
import { allocateGrundyArray, bytesFor, type GrundyArray } from '../kernels/grundyArray.js';
import { Status } from '../wasm/layout.js';
import { wasmKernelsSupported } from '../wasm/support.js';
import { WasmKernel } from '../kernels/wasmKernel.js';

/**
 * `plain` visits every split; `sparse` splits values into rare and common (a parity mask over the
 * value's bits); `parity` splits (value, heap parity) pairs the same way, which can leave far fewer
 * rare heaps when values keep to one class on even heaps and another on odd ones (it applies when
 * every two-heap move removes tokens of one parity, else it is `sparse`); `auto` picks among them
 * as values come in.
 */
export type SequenceMethod = 'auto' | 'plain' | 'sparse' | 'parity';

/**
 * Which kernels run: WebAssembly (fast) or JavaScript (the reference). `auto` and `wasm` both run
 * WebAssembly where the runtime has it with its SIMD instructions, else the JavaScript kernels
 * (usesWasm says which ran); the kernel modules are stored assembled, so starting them costs a
 * compile of a few kB and short runs gain from them too.
 */
export type SequenceEngine = 'auto' | 'js' | 'wasm';

export interface SequencerOptions {
  method?: SequenceMethod;
  engine?: SequenceEngine;
  /**
   * Stop computing once a period is proven (later values then follow from it). Default true.
   * When false, no period is looked for while computing: `proven` searches the values computed
   * so far when it is read.
   */
  stopWhenProven?: boolean;
  /** Grow memory by the least amount each time (slow; tests use it to catch stale array views). */
  tightMemory?: boolean;
  /**
   * Run the small-value WebAssembly kernel while every value is below 64 (default true). False
   * keeps the kernel with stamps throughout: the benchmarks use it to show what that kernel buys.
   */
  smallValueKernel?: boolean;
}

/** The automatic method goes sparse when at most this share of the heaps have rare values. */
const SPARSE_WHEN_RARE_SHARE_BELOW = 1 / 8;
/** First heap count at which the automatic method considers a rare/common split. */
const FIRST_AUTO_REVIEW = 256;
/** Below this many values a proof search runs whenever one could succeed; above, at most every 1/64 growth. */
const EXACT_PROOF_CHECKS_BELOW = 4096;
/**
 * Codes with `*` or `k+` digits list their options partition by partition (no kernel shortcut
 * yet), whose number grows like e^(c·√n): values are computed for heaps up to this one.
 */
export const UNBOUNDED_SPLIT_HEAPS = 64;
/** About this many inner-loop steps per WebAssembly call (see runWasm). */
const WASM_CALL_WORK = 1 << 22;

/**
 * Computes the Grundy sequence G(0), G(1), … of a take-and-break code incrementally: `extendTo(n)`
 * continues from where it stopped, so callers can compute in slices (progress bars, interruption).
 * Values are kept 1, 2 or 4 bytes each. For finite codes without split constraints it searches for a
 * period the periodicity theorem proves, and stops once one is (unless told otherwise).
 */
export class GrundySequencer {
  private readonly state: KernelState;
  /** What the periodicity theorem needs of the code (undefined: not worked out yet). */
  private ruleOfCode: ProofRule | null | undefined;
  private readonly method: SequenceMethod;
  private readonly engine: SequenceEngine;
  private wasm: WasmKernel | null = null;
  private readonly smallValueKernel: boolean;
  private readonly stopWhenProven: boolean;
  private nextProofCheck: number;
  private nextMaskReview: number;
  /** The rare heaps when the last review chose the best split (−1 when it chose another or none). */
  private rareAtBestSplit = -1;
  private provenPeriod: Periodicity | null = null;
  /** When not stopping at a proof: how many values the last search on demand looked at. */
  private searchedAt = -1;

  constructor(
    readonly code: TakeBreakCode,
    options: SequencerOptions = {},
    known?: ArrayLike<number>,
  ) {
    const lists = new MoveLists(code);
    this.state = new KernelState(lists, options.tightMemory ?? false);
    this.method = options.method ?? 'auto';
    this.engine = options.engine ?? 'auto';
    this.stopWhenProven = options.stopWhenProven ?? true;
    this.smallValueKernel = options.smallValueKernel ?? true;
    this.nextProofCheck = this.stopWhenProven && this.rule ? 1 : Infinity;
    this.nextMaskReview =
      lists.pairCount === 0 || this.method === 'plain'
        ? Infinity
        : this.method === 'sparse' || this.method === 'parity'
          ? 2
          : FIRST_AUTO_REVIEW;
    if (known && known.length > 0) this.load(known);
  }

  private get rule(): ProofRule | null {
    if (this.ruleOfCode === undefined) this.ruleOfCode = proofRuleFor(this.code);
    return this.ruleOfCode;
  }

  /** Number of values computed (heaps 0..computed-1). */
  get computed(): number {
    return this.state.length;
  }

  /** The period the theorem proved, if any. */
  get proven(): Periodicity | null {
    return this.proof();
  }

  /**
   * The proven period: found while computing, or, when not stopping at one, looked for now in the
   * values computed so far (a period proven by fewer values is proven by these too).
   */
  private proof(): Periodicity | null {
    if (this.stopWhenProven || this.provenPeriod !== null) return this.provenPeriod;
    const rule = this.rule;
    if (rule !== null && this.searchedAt !== this.state.length) {
      this.searchedAt = this.state.length;
      this.provenPeriod = searchProvenPeriod(this.state.values(), this.state.length, rule).proven;
    }
    return this.provenPeriod;
  }

  /** Whether computing has stopped for good because a period is proven. */
  get finished(): boolean {
    return this.provenPeriod !== null && this.stopWhenProven;
  }

  /** The rare/common parity mask over tags (value << 1 | heap parity) in use; 0 while the plain method runs. */
  get rareMask(): number {
    return this.state.mask;
  }

  /** Heaps with a rare tag in the current split (0 while the plain method runs). */
  get rareHeaps(): number {
    return this.state.rareCount;
  }

  get bytesPerValue(): 1 | 2 | 4 {
    return this.state.width;
  }

  /** Whether the WebAssembly kernels are running. */
  get usesWasm(): boolean {
    return this.wasm !== null;
  }

  get largestValue(): number {
    return this.state.maxValue;
  }

  /** The computed values (a view that later extension may invalidate). */
  computedValues(): GrundyArray {
    return this.state.values().subarray(0, this.state.length);
  }

  /** Computes values until `count` are known, or a period is proven and stopping is allowed. */
  extendTo(count: number): void {
    const { state } = this;
    if (count > UNBOUNDED_SPLIT_HEAPS + 1 && state.length < count && hasUnboundedSplits(this.code)) {
      throw new NimlabError(
        `${formatCode(this.code)} lets a move leave any number of heaps, so its options are listed one partition at a time: ` +
          `values are computed for heaps up to ${UNBOUNDED_SPLIT_HEAPS} only`,
      );
    }
    while (state.length < count && !this.finished) {
      const from = state.length;
      const to = Math.min(count, this.nextProofCheck, this.nextMaskReview);
      state.lists.coverTo(to);
      state.ensureCapacity(to);
      const reached = this.runKernel(from, to);
      if (state.status === Status.newMaximum) state.storeNewMaximum(reached, state.pendingValue);
      else if (state.status === Status.rareListFull) state.growRareList();
      state.status = Status.done;
      const length = state.length;
      if (length >= this.nextMaskReview) this.reviewMask(length);
      if (length >= this.nextProofCheck) this.checkProof(length);
    }
  }

  private runKernel(from: number, to: number): number {
    const { state } = this;
    if (this.wasm === null && this.engine !== 'js' && wasmKernelsSupported()) this.wasm = new WasmKernel(state, this.smallValueKernel);
    if (this.wasm) return this.runWasm(this.wasm, from, to);
    return state.mask === 0 ? plainRange(state, from, to) : sparseRange(state, from, to);
  }

  /**
   * WebAssembly code starts in V8's baseline tier and a running call never switches to the
   * optimised one, so the range is cut into calls of bounded work: the optimised code, compiled
   * in the background, takes over within a few calls.
   */
  private runWasm(wasm: WasmKernel, from: number, to: number): number {
    const { state } = this;
    const { lists } = state;
    const perHeap = 1 + lists.singles.length + lists.pairCount * (state.mask === 0 ? to / 2 : state.rareCount + 64);
    const step = Math.max(1, Math.floor(WASM_CALL_WORK / perHeap));
    let reached = from;
    while (reached < to) {
      const end = Math.min(to, reached + step);
      reached = state.mask === 0 ? wasm.plainRange(reached, end) : wasm.sparseRange(reached, end);
      if (reached < end) break;
    }
    return reached;
  }

  /** G(n) when computed or implied by the proven period; throws otherwise. */
  valueAt(n: number): number {
    const g = this.state.values();
    if (n < this.state.length) return g[n];
    const proof = this.proof();
    if (proof) return periodicValue(g, proof, n);
    throw new NimlabError(`G(${n}) is not computed yet`);
  }

  /** G(0..count-1): computed values, then values implied by the proven period. */
  values(count: number): GrundyArray {
    this.extendTo(count);
    const computed = Math.min(count, this.computed);
    const proof = computed < count ? this.proof() : null;
    if (computed < count && !proof) throw new NimlabError(`only ${computed} values are computed`);
    const largest = proof ? this.state.maxValue : this.maxOf(computed);
    const out = allocateGrundyArray(bytesFor(largest), count);
    const g = this.state.values();
    out.set(g.subarray(0, computed));
    if (proof) for (let n = computed; n < count; n++) out[n] = periodicValue(g, proof, n);
    return out;
  }

  /** The proven period, else one observed in the computed values (see observedPeriod), else null. */
  periodicity(): Periodicity | null {
    return this.proof() ?? observedPeriod(this.state.values(), this.computed, !isFiniteCode(this.code));
  }

  private maxOf(count: number): number {
    const g = this.state.values();
    let largest = 0;
    for (let i = 0; i < count; i++) if (g[i] > largest) largest = g[i];
    return largest;
  }

  private load(known: ArrayLike<number>): void {
    this.state.load(known);
    if (this.nextMaskReview <= known.length) this.reviewMask(known.length);
    if (this.nextProofCheck <= known.length) this.checkProof(known.length);
  }

  /** Chooses plain or sparse (and the mask) from the values so far; looks again when their count doubles. */
  private reviewMask(length: number): void {
    this.nextMaskReview = length * 2;
    const { state, method } = this;
    // No heap has become rare since a review that chose the best split: it is still the best, since
    // every other mask's count of rare heaps can only have grown (a new bit of the values changes
    // no older heap's class), so there is nothing to look at.
    if (this.rareAtBestSplit >= 0 && state.rareCount === this.rareAtBestSplit) return;
    const oddMaskClass = method === 'sparse' ? null : state.lists.pairRemovalParity();
    const split = bestRareSplit(state.histogram(), state.maxValue, oddMaskClass);
    const forced = method === 'sparse' || method === 'parity';
    let mask = 0;
    let rareClass: 0 | 1 = 0;
    if (split && (forced || split.rareHeaps <= length * SPARSE_WHEN_RARE_SHARE_BELOW)) ({ mask, rareClass } = split);
    // A forced method with no useful split still runs the sparse kernels: the heaps of one parity
    // (or, where heap parity may not be used, the even values) are rare.
    if (forced && mask === 0) [mask, rareClass] = oddMaskClass === null ? [2, 0] : [1, oddMaskClass];
    if (mask !== state.mask || rareClass !== state.rareClass) state.useMask(mask, rareClass);
    this.rareAtBestSplit = split && mask === split.mask && rareClass === split.rareClass ? state.rareCount : -1;
  }

  private checkProof(length: number): void {
    const search = searchProvenPeriod(this.state.values(), length, this.rule!);
    if (search.proven) {
      this.provenPeriod = search.proven;
      this.nextProofCheck = Infinity;
      return;
    }
    const minimumStep = length < EXACT_PROOF_CHECKS_BELOW ? 1 : Math.floor(length / 64);
    this.nextProofCheck = Math.max(search.nextUseful, length + minimumStep);
  }
}
