import { markMultiSplits, type KernelState } from './kernelState.js';
import type { GrundyArray } from './grundyArray.js';
import { decodeBase64 } from '../wasm/base64.js';
import { KERNEL_BINARIES } from '../wasm/binaries.js';
import { kernelVariant, variantName, type KernelVariant } from '../wasm/variants.js';
import { Field, RING_BYTES } from '../wasm/layout.js';
import { requireWebAssembly, type WasmModule } from '../wasm/webAssembly.js';

const compiled = new Map<string, WasmModule>();

/**
 * Compiled once per variant (see kernelVariant) from its stored binary, instantiated per sequence.
 * (binaries.test.ts holds every stored binary valid and equal to what kernels.ts generates.)
 */
function moduleFor(variant: KernelVariant): WasmModule {
  const name = variantName(variant);
  let module = compiled.get(name);
  if (!module) {
    const binary = KERNEL_BINARIES[name];
    if (binary === undefined) throw new Error(`internal error: no stored kernel module ${name} (run npm run kernels)`);
    module = new (requireWebAssembly().Module)(decodeBase64(binary));
    compiled.set(name, module);
  }
  return module;
}

/** Bytes of the sparse search's target bitmap: 8 tables of 16 bytes, values below 1024. */
const TARGET_BITMAP_BYTES = 128;

interface KernelExports {
  plainRange(from: number, to: number): number;
  sparseRange(from: number, to: number): number;
}

/** A list copied into the arena for the kernels: where it is and how much room it has. */
interface ArenaList {
  offset: number;
  capacity: number;
}

/**
 * Runs the WebAssembly kernels on a KernelState: converts its arena to WebAssembly memory, copies
 * the move lists in (again whenever they grow), writes the header, calls, and reads back the status.
 */
export class WasmKernel {
  private readonly instances = new Map<string, KernelExports>();
  private lastVariant: KernelVariant | null = null;
  private lastInstance: KernelExports | null = null;
  private readonly lists: Record<'singles' | 'pairs' | 'unequal' | 'equal' | 'exact', ArenaList>;
  private listsVersion = -1;
  private readonly targets: number;
  private readonly ring: number;
  /** Views the imported markMulti uses during one call. */
  private callValues: GrundyArray | null = null;
  private callSeen: Int32Array | null = null;

  /** @param smallValues run the small-value kernel while values are below 64 (see variants.ts) */
  constructor(
    private readonly state: KernelState,
    private readonly smallValues = true,
  ) {
    state.arena.wasmMemory();
    const empty = (): ArenaList => ({ offset: state.arena.allocate(64), capacity: 64 });
    this.lists = { singles: empty(), pairs: empty(), unequal: empty(), equal: empty(), exact: empty() };
    this.targets = state.arena.allocate(TARGET_BITMAP_BYTES);
    this.ring = state.arena.allocate(RING_BYTES);
  }

  plainRange(from: number, to: number): number {
    return this.run(from, to, (k) => k.plainRange(from, to));
  }

  sparseRange(from: number, to: number): number {
    return this.run(from, to, (k) => k.sparseRange(from, to));
  }

  private run(from: number, to: number, kernel: (exports: KernelExports) => number): number {
    const { state } = this;
    if (from >= to) return from;
    this.syncLists();
    this.writeHeader();
    this.callValues = state.values();
    this.callSeen = state.seen();
    const reached = kernel(this.instance());
    this.callValues = this.callSeen = null;
    const header = new Int32Array(state.arena.buffer, 0, 32);
    state.status = header[Field.status];
    state.pendingValue = header[Field.pendingValue];
    state.maxValue = header[Field.maxValue];
    if (state.mask !== 0) state.rareCount = header[Field.rareCount];
    state.length = reached;
    return reached;
  }

  private instance(): KernelExports {
    const { state } = this;
    const variant = kernelVariant(state.width, state.maxValue, state.lists.multi.length > 0, this.smallValues);
    // Calls mostly need the variant of the call before: compared field by field, no name built.
    const last = this.lastVariant;
    if (last !== null && last.width === variant.width && last.tables === variant.tables && last.smallValues === variant.smallValues)
      return this.lastInstance!;
    const name = variantName(variant);
    let instance = this.instances.get(name);
    if (!instance) {
      const { lists } = state;
      const markMulti = (n: number, stamp: number): void => markMultiSplits(lists, this.callValues!, this.callSeen!, n, stamp);
      const created = new (requireWebAssembly().Instance)(moduleFor(variant), {
        env: { memory: state.arena.wasmMemory(), markMulti },
      });
      instance = created.exports as unknown as KernelExports;
      this.instances.set(name, instance);
    }
    this.lastVariant = variant;
    this.lastInstance = instance;
    return instance;
  }

  private writeHeader(): void {
    const { state } = this;
    const { lists } = state;
    const header = new Int32Array(state.arena.buffer, 0, 32);
    header[Field.values] = state.valuesOffset;
    header[Field.seen] = state.seenOffset;
    header[Field.histogram] = state.histogramOffset;
    header[Field.singles] = this.lists.singles.offset;
    header[Field.singleCount] = lists.singles.length;
    header[Field.pairs] = this.lists.pairs.offset;
    header[Field.pairCount] = lists.pairs.length;
    header[Field.unequal] = this.lists.unequal.offset;
    header[Field.unequalCount] = lists.unequalPairs.length;
    header[Field.equal] = this.lists.equal.offset;
    header[Field.equalCount] = lists.equalPairs.length;
    header[Field.exact] = this.lists.exact.offset;
    header[Field.exactCount] = lists.exact.length;
    header[Field.maxValue] = state.maxValue;
    header[Field.rare] = state.rareOffset;
    header[Field.rareCount] = state.rareCount;
    header[Field.rareCapacity] = state.rareCapacity;
    header[Field.rareTag] = state.rareTagOffset;
    header[Field.top] = state.span >> 1;
    header[Field.targets] = this.targets;
    header[Field.ring] = this.ring;
    header[Field.hasMulti] = lists.multi.length > 0 ? 1 : 0;
  }

  /** Copies the move lists into the arena when they changed since the last call. */
  private syncLists(): void {
    const { lists } = this.state;
    if (lists.version === this.listsVersion) return;
    this.listsVersion = lists.version;
    this.copyList(this.lists.singles, new Uint8Array(lists.singles.data.buffer, 0, 4 * lists.singles.length));
    this.copyList(this.lists.pairs, new Uint8Array(lists.pairs.data.buffer, 0, 4 * lists.pairs.length));
    this.copyList(this.lists.unequal, new Uint8Array(lists.unequalPairs.data.buffer, 0, 4 * lists.unequalPairs.length));
    this.copyList(this.lists.equal, new Uint8Array(lists.equalPairs.data.buffer, 0, 4 * lists.equalPairs.length));
    this.copyList(this.lists.exact, lists.exact.data.subarray(0, lists.exact.length));
  }

  private copyList(target: ArenaList, bytes: Uint8Array): void {
    if (bytes.length > target.capacity) {
      const capacity = Math.max(bytes.length, 2 * target.capacity);
      target.offset = this.state.arena.allocate(capacity);
      target.capacity = capacity;
    }
    new Uint8Array(this.state.arena.buffer, target.offset, bytes.length).set(bytes);
  }
}
