/**
 * Published results the census report is held against: periods and preperiods (preperiod = one
 * more than the last exceptional heap) and equivalences, each with where it was published. Only
 * results we could check the source of are listed; a game not listed here is "not compared", not
 * "new". Sources: Winning Ways (Berlekamp, Conway, Guy, 1982; ch. 4 tables, pp. 102–104),
 * Gangolli and Plambeck, "A note on periodicity in some octal games", Int. J. Game Theory 18
 * (1989) 311–320; Flammenkamp's tables of all 0.??? and 4.??? games ("Sprague-Grundy values of
 * octal games", Univ. Bielefeld web tables), as quoted with their values in the OEIS entries named.
 */
export interface PublishedPeriod {
  code: string;
  preperiod: number;
  period: number;
  source: string;
  /** Where the census disagrees: what an independent re-check of the values found (added to the note). */
  recheck?: string;
}

/**
 * A published claim that `code` has the values of `sameAs` with every heap `shift` larger
 * (G_code(n) = G_sameAs(n − shift)); `shift` null when the source names the game but not the shift
 * (then any shift of at most MAX_UNKNOWN_SHIFT either way counts).
 */
export interface PublishedEquivalence {
  code: string;
  sameAs: string;
  shift: number | null;
  source: string;
  /** Where the census disagrees: what an independent re-check of the values found (added to the note). */
  recheck?: string;
}

export const MAX_UNKNOWN_SHIFT = 3;

export const PUBLISHED_PERIODS: readonly PublishedPeriod[] = [
  { code: '0.77', preperiod: 71, period: 12, source: 'Winning Ways ch. 4 (Kayles)' },
  { code: '0.07', preperiod: 53, period: 34, source: "Winning Ways ch. 4 (Dawson's Kayles)" },
  { code: '0.117', preperiod: 47, period: 48, source: 'Winning Ways ch. 4 p. 104 (OEIS A071453)' },
  { code: '0.176', preperiod: 24, period: 8, source: 'Winning Ways ch. 4 p. 104 (OEIS A125920)' },
  { code: '0.177', preperiod: 497, period: 20, source: 'Winning Ways ch. 4 p. 102 (OEIS A071435)' },
  { code: '0.127', preperiod: 46578, period: 4, source: 'Gangolli & Plambeck 1989 (OEIS A071464)' },
  {
    code: '0.56',
    preperiod: 326638,
    period: 144,
    source: 'Gangolli & Plambeck 1989 (OEIS A071436)',
    recheck:
      're-checked from the definition (bench/tools/recheck-period.mjs 0.56 327200 326638 144: a plain loop, no kernel code; the kernels agree on all 327200 values; ' +
      'its first 92 match OEIS A071436): G(326639) = 26, G(326783) = 16, so the last exception is heap 326639, not 326637 (OEIS A071436)',
  },
];

export const PUBLISHED_EQUIVALENCES: readonly PublishedEquivalence[] = [
  // OEIS A071435 (.177, citing Winning Ways p. 102): .450–.453 and .470–.473 have values a(n−1).
  ...['0.45', '0.451', '0.452', '0.453', '0.47', '0.471', '0.472', '0.473'].map((code) => ({
    code,
    sameAs: '0.177',
    shift: 1,
    source: 'Winning Ways p. 102 (OEIS A071435)',
  })),
  // OEIS A071453 (.117, Winning Ways p. 104): .051 and .053 have values a(n−1).
  ...['0.051', '0.053'].map((code) => ({ code, sameAs: '0.117', shift: 1, source: 'Winning Ways p. 104 (OEIS A071453)' })),
  // OEIS A071436: .560–.563 one game.
  ...['0.561', '0.562', '0.563'].map((code) => ({ code, sameAs: '0.56', shift: 0, source: 'Gangolli & Plambeck 1989 (OEIS A071436)' })),
  // Errata others have reported in the published tables (tczajka/octal-games, README): the
  // census checks them both ways.
  { code: '0.27', sameAs: '0.06', shift: null, source: "Winning Ways' game locator (reported as wrong: 0.27 is 0.26)" },
  { code: '0.314', sameAs: '0.31', shift: null, source: "Winning Ways' game locator (reported as wrong)" },
  {
    code: '0.161',
    sameAs: '0.36',
    shift: null,
    source: "Flammenkamp's tables (reported as wrong: first difference at heap 519)",
    recheck:
      "confirmed from the rules (bench/tools/recheck-same.mjs 0.161 0.36 600; the engine's GrundySolver): G_0.161(519) = 2, G_0.36(519) = 4",
  },
];
