import { NimlabError } from '../../../engine/core/errors.js';
import { requireWebAssembly, type WasmMemory } from '../wasm/webAssembly.js';

/** Bytes at the start of every arena reserved for the kernels' header (see wasm/layout.ts). */
export const HEADER_BYTES = 256;
const PAGE = 65536;
/** wasm32 addresses: at most 4 GiB. */
const MAX_PAGES = 65536;

/**
 * One linear buffer holding a sequence's arrays (values, marks, histogram, rare list, move lists), so
 * the JS kernels and the WebAssembly kernels work on the same bytes. Regions are carved by a bump
 * pointer; the last region grows in place, others move to the end. It starts as a plain ArrayBuffer
 * and becomes a WebAssembly.Memory on first use by WebAssembly (copied once). `version` changes
 * whenever the underlying buffer does, so holders of typed-array views know to take new ones.
 */
export class Arena {
  private memory: WasmMemory | null = null;
  private plain: ArrayBuffer | null;
  private top = HEADER_BYTES;
  private lastRegion = -1;
  version = 0;

  /**
   * @param tight grow by the least amount every time (tests use it so that any typed-array view
   *   kept across an allocation is caught stale).
   */
  constructor(
    initialBytes = 1 << 16,
    private readonly tight = false,
  ) {
    this.plain = new ArrayBuffer(roundUp(Math.max(tight ? 0 : initialBytes, HEADER_BYTES), 8));
  }

  get buffer(): ArrayBuffer {
    return this.memory ? this.memory.buffer : this.plain!;
  }

  get usesWasmMemory(): boolean {
    return this.memory !== null;
  }

  /** The arena as a WebAssembly.Memory, converting it on first call. */
  wasmMemory(): WasmMemory {
    if (this.memory) return this.memory;
    const old = this.plain!;
    const pages = Math.ceil(Math.max(old.byteLength, this.top) / PAGE);
    const memory = new (requireWebAssembly().Memory)({ initial: pages, maximum: MAX_PAGES });
    new Uint8Array(memory.buffer).set(new Uint8Array(old));
    this.memory = memory;
    this.plain = null;
    this.version++;
    return memory;
  }

  /** A new region of `bytes` bytes (8-aligned, zeroed: nothing above the top was ever written); returns its offset. */
  allocate(bytes: number): number {
    const offset = this.top;
    this.ensure(offset + bytes);
    this.top = roundUp(offset + bytes, 8);
    this.lastRegion = offset;
    return offset;
  }

  /** Whether the region at `offset` is the last one (it grows in place). */
  isLast(offset: number): boolean {
    return offset === this.lastRegion;
  }

  /** Bytes handed out so far: the next region starts here. */
  get used(): number {
    return this.top;
  }

  /** The most bytes the arena can ever hold: 4 GiB once it is WebAssembly memory (wasm32). */
  get maxBytes(): number {
    return this.memory ? MAX_PAGES * PAGE : Number.MAX_SAFE_INTEGER;
  }

  /** Grows the region at `offset` from `oldBytes` to `newBytes`, keeping its contents; returns its offset. */
  reallocate(offset: number, oldBytes: number, newBytes: number): number {
    if (offset === this.lastRegion) {
      this.ensure(offset + newBytes);
      this.top = roundUp(offset + newBytes, 8);
      return offset;
    }
    const moved = this.allocate(newBytes);
    new Uint8Array(this.buffer).copyWithin(moved, offset, offset + oldBytes);
    return moved;
  }

  private ensure(end: number): void {
    const size = this.buffer.byteLength;
    if (end <= size) return;
    let target = this.tight ? end : Math.max(end, Math.min(size * 2, size + (1 << 30)));
    if (this.memory) {
      const pages = Math.min(MAX_PAGES, Math.ceil(target / PAGE));
      if (pages * PAGE < end) throw new ArenaFullError(end);
      this.memory.grow(pages - size / PAGE);
    } else {
      target = roundUp(target, 8);
      const next = new ArrayBuffer(target);
      new Uint8Array(next).set(new Uint8Array(this.plain!));
      // A tight arena poisons the old buffer, so a stale view reads garbage instead of old values.
      if (this.tight) new Uint8Array(this.plain!).fill(0xab);
      this.plain = next;
    }
    this.version++;
  }
}

function roundUp(value: number, multiple: number): number {
  return Math.ceil(value / multiple) * multiple;
}

/**
 * The WebAssembly kernels address one 32-bit memory, so a sequence's arrays must fit in 4 GiB
 * (2^30 two-byte values take 2 GiB). A NimlabError: the CLI says it in one line.
 */
export class ArenaFullError extends NimlabError {
  constructor(bytes: number) {
    super(`the sequence's arrays would take ${(bytes / 2 ** 30).toFixed(2)} GiB, more than the 4 GiB the WebAssembly kernels can address`);
  }
}
