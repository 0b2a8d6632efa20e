/**
 * The header at the start of a sequence's arena: i32 fields the WebAssembly kernels read on entry
 * (where each array is, list lengths, the largest value) and write on exit (status, pending value).
 */
export const Field = {
  values: 0,
  seen: 1,
  histogram: 2,
  singles: 3,
  singleCount: 4,
  pairs: 5,
  pairCount: 6,
  unequal: 7,
  unequalCount: 8,
  equal: 9,
  equalCount: 10,
  exact: 11,
  exactCount: 12,
  maxValue: 13,
  rare: 14,
  rareCount: 15,
  rareCapacity: 16,
  rareTag: 17,
  hasMulti: 18,
  status: 19,
  pendingValue: 20,
  /** 2^bits, bits the bit length of maxValue: no option value reaches it. */
  top: 21,
  /** A 128-byte bitmap of the rare values the sparse kernel's search still has to find. */
  targets: 22,
  /** RING_BYTES for the small-value kernel's sets of option values per rest m (kernels.ts). */
  ring: 23,
} as const;

/** Bytes of the ring (64 sets of 8 bytes). */
export const RING_BYTES = 512;

/** Why a kernel stopped before `to`. */
export const Status = {
  done: 0,
  /**
   * A value reaching top (the per-value arrays need to grow): not stored, left in pendingValue.
   * A new largest value below top the kernels take themselves, writing maxValue back.
   */
  newMaximum: 1,
  /** The rare list is full: the heap was not stored. */
  rareListFull: 2,
} as const;
