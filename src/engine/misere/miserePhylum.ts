import type { GenusDigits } from './genus.js';

/**
 * The misère phyla of Dan Hoey's classification in CGSuite (`org.cgsuite.core.misere.Phylum`),
 * refining the tame / restive / restless / wild games of *On Numbers and Games* ch. 12 and *Winning
 * Ways* ch. 13. From the tamest:
 * - nim heap: an actual misère nim heap;
 * - hereditarily tame: acts like a Nim position with other tame games; every option a nim heap or
 *   hereditarily tame;
 * - reversibly tame: acts like a Nim position with other tame games through options that reverse
 *   (a wild option has an option of its own with the game's g, and one with its γ0);
 * - tameable: fixes the genus of any sum with tame games;
 * - wild of tame genus: wild, but its whole genus is that of a Nim position;
 * - hereditarily restive: not tame, every option hereditarily tame, normal value g ∈ {0, 1} and
 *   γ0 ≥ 2 (Conway's "restive" games, Nim heaps of ambivalent size);
 * - reversibly restive: the same with every option tame, or through reversing options;
 * - restless: not tame, every option tame, g ≥ 2 and γ0 ∈ {0, 1};
 * - wild: anything else.
 * CGSuite folds wild games of tame genus into wild; nimlab names them, since the brief of issue 19
 * lists them (their genus is computed in full either way).
 */
export type MiserePhylum =
  | 'nim heap'
  | 'hereditarily tame'
  | 'reversibly tame'
  | 'tameable'
  | 'wild of tame genus'
  | 'hereditarily restive'
  | 'reversibly restive'
  | 'restless'
  | 'wild';

/** The phyla of tame games: these play as Nim positions in sums with each other. */
export function isTamePhylum(p: MiserePhylum): boolean {
  return p === 'nim heap' || p === 'hereditarily tame' || p === 'reversibly tame';
}

export function isRestivePhylum(p: MiserePhylum): boolean {
  return p === 'hereditarily restive' || p === 'reversibly restive';
}

/** Broad family of a phylum, for colouring: tame, tameable, restive, restless or wild. */
export function phylumFamily(p: MiserePhylum): 'tame' | 'tameable' | 'restive' | 'restless' | 'wild' {
  if (isTamePhylum(p)) return 'tame';
  if (isRestivePhylum(p)) return 'restive';
  if (p === 'tameable' || p === 'restless') return p;
  return 'wild';
}

/**
 * Shape of g^γ0 alone: tame when γ0 = g or both are 0 or 1 (fickle or firm), restive when g ≤ 1 and
 * γ0 ≥ 2, restless when g ≥ 2 and γ0 ≤ 1, else wild.
 */
export type GenusShape = 'tame' | 'restive' | 'restless' | 'wild';

export function genusShape(g: number, gamma0: number): GenusShape {
  if (g === gamma0 || (g < 2 && gamma0 < 2)) return 'tame';
  if (g < 2) return 'restive';
  return gamma0 < 2 ? 'restless' : 'wild';
}

/** What the classification reads about a form already classified: its g, γ0, phylum and options. */
export interface PhylumView<F> {
  options(form: F): readonly F[];
  normal(form: F): number;
  gamma0(form: F): number;
  phylum(form: F): MiserePhylum;
}

/**
 * The phylum of a misère canonical form whose options are classified, following Hoey's rules in
 * CGSuite (`MisereCanonicalGameOps.makeGameRecord`, restated here):
 * - every option tame: nim heap when every option is one and g^γ0 is a nim heap's (g^g for g ≥ 2,
 *   0^1, 1^0); else by the shape of g^γ0, hereditarily tame / hereditarily restive when every
 *   option is hereditarily tame, reversibly tame / reversibly restive / restless otherwise;
 * - some option not tame, g^γ0 of tame or restive shape: see `reversiblePhylum`;
 * - else wild (of tame genus when the whole genus is a Nim position's).
 */
export function classifyPhylum<F>(options: readonly F[], genus: GenusDigits, wholeGenusTame: boolean, view: PhylumView<F>): MiserePhylum {
  const g = genus.normal;
  const gamma0 = genus.terms[0];
  const shape = genusShape(g, gamma0);
  let wildest = 0; // 0: all options nim heaps, 1: hereditarily tame, 2: tame, 3: some option not tame
  for (const o of options) wildest = Math.max(wildest, tameRank(view.phylum(o)));
  if (wildest <= 2) {
    if (wildest === 0 && shape === 'tame' && !(g === gamma0 && g < 2)) return 'nim heap';
    if (shape === 'tame') return wildest <= 1 ? 'hereditarily tame' : 'reversibly tame';
    if (shape === 'restive') return wildest <= 1 ? 'hereditarily restive' : 'reversibly restive';
    return shape === 'restless' ? 'restless' : 'wild';
  }
  const reversible = shape === 'tame' || shape === 'restive' ? reversiblePhylum(options, g, gamma0, shape, view) : null;
  if (reversible !== null) return reversible;
  return shape === 'tame' && wholeGenusTame ? 'wild of tame genus' : 'wild';
}

function tameRank(p: MiserePhylum): number {
  return p === 'nim heap' ? 0 : p === 'hereditarily tame' ? 1 : p === 'reversibly tame' ? 2 : 3;
}

/**
 * A form with a wild option can still be reversibly tame (or restive, by its shape): when each
 * option that is not tame has options of its own that match the form's g and its γ0 (tame ones;
 * for restive shape, restive or tame ones whose other value is 0, 1 or next to γ0), and g and γ0 are
 * the mexes over the tame options alone. It is tameable when the wild options are tameable or
 * reverse through tameable options, and g, γ0 are the mexes over the tame and tameable options
 * (Hoey's rules as CGSuite applies them, including their cases: a wild option counts for
 * tameability only when both values reverse the same way, and with no tame or tameable option at
 * all and g = 0 the mex check is waived).
 */
function reversiblePhylum<F>(
  options: readonly F[],
  g: number,
  gamma0: number,
  shape: GenusShape,
  view: PhylumView<F>,
): MiserePhylum | null {
  let reversiblyTame = shape === 'tame';
  let tameable = shape === 'tame';
  let reversiblyRestive = shape === 'restive';
  const tameNormals = new Set<number>();
  const tameGammas = new Set<number>();
  const tameableNormals = new Set<number>();
  const tameableGammas = new Set<number>();
  for (const o of options) {
    const p = view.phylum(o);
    if (isTamePhylum(p)) {
      tameNormals.add(view.normal(o));
      tameGammas.add(view.gamma0(o));
      continue;
    }
    let gammaFound = false;
    let normalFound = false;
    let gammaTameable = false;
    let normalTameable = false;
    if (tameable && p === 'tameable') {
      tameableNormals.add(view.normal(o));
      tameableGammas.add(view.gamma0(o));
      gammaTameable = normalTameable = true;
    }
    for (const x of view.options(o)) {
      const px = view.phylum(x);
      const xg = view.normal(x);
      const xm = view.gamma0(x);
      if (shape === 'tame' && isTamePhylum(px)) {
        gammaFound ||= xm === gamma0;
        normalFound ||= xg === g;
      } else if (shape === 'restive' && (isTamePhylum(px) || isRestivePhylum(px))) {
        gammaFound ||= xm === gamma0 && (xg < 2 || (xg ^ gamma0) < 2);
        normalFound ||= xg === g && (xm < 2 || (xm ^ gamma0) < 2);
      } else if (tameable && px === 'tameable') {
        gammaTameable ||= xm === gamma0;
        normalTameable ||= xg === g;
      }
    }
    if (!(gammaFound && normalFound)) {
      reversiblyTame = reversiblyRestive = false;
      if (!(gammaTameable && normalTameable)) tameable = false;
      if (!tameable) return null;
    }
  }
  if (g !== mexOf(tameNormals) || gamma0 !== mexOf(tameGammas)) reversiblyTame = reversiblyRestive = false;
  if (tameable) {
    for (const v of tameableNormals) tameNormals.add(v);
    for (const v of tameableGammas) tameGammas.add(v);
    if ((g !== mexOf(tameNormals) || gamma0 !== mexOf(tameGammas)) && (tameNormals.size > 0 || g > 0)) tameable = false;
  }
  if (reversiblyTame) return 'reversibly tame';
  if (tameable) return 'tameable';
  return reversiblyRestive ? 'reversibly restive' : null;
}

function mexOf(values: Set<number>): number {
  let m = 0;
  while (values.has(m)) m++;
  return m;
}

/**
 * The genus as CGSuite prints it (`org.cgsuite.core.misere.Genus.toOutput`): a nim heap as its value
 * alone (`0`, `1`, `4`); a tame or restive game as g^γ0 (the rest of its genus follows from the
 * phylum); any other game as g^γ0γ1… up to where its last two digits alternate for ever. When a
 * digit is 10 or more the digits are written in brackets with commas: `2^(10,12)`.
 */
export function formatGenus(phylum: MiserePhylum, genus: GenusDigits): string {
  if (phylum === 'nim heap') return String(genus.normal);
  const shown = isTamePhylum(phylum) || isRestivePhylum(phylum) ? genus.terms.slice(0, 1) : genus.terms;
  const digits = shown.some((t) => t >= 10) ? `(${shown.join(',')})` : shown.join('');
  return `${genus.normal}^${digits}`;
}
