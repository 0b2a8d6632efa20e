import { GenusCalculator, isTameGenus } from '../misere/genus.js';
import type { FormId, MisereForms } from '../misere/misereForm.js';
import type { MiserePhylum } from '../misere/miserePhylum.js';

const TAME: readonly MiserePhylum[] = ['nim heap', 'hereditarily tame', 'reversibly tame'];
const RESTIVE: readonly MiserePhylum[] = ['hereditarily restive', 'reversibly restive'];

/**
 * Hoey's phyla (CGSuite, see `miserePhylum.ts`) written out as the definitions read, slowly: g and
 * γ0 by exhaustive search, "nim heap" as the form being literally a nim heap, plain recursion over
 * the (small) form, sets instead of bitmasks. The fast classification is tested against this.
 */
export function phylumByDefinition(forms: MisereForms, form: FormId): MiserePhylum {
  const calculator = new GenusCalculator({ options: (f: FormId) => forms.options(f), key: (f) => f });
  const g = (f: FormId) => calculator.normalValue(f);
  const gamma0 = (f: FormId) => calculator.misereValue(f);
  const memo = new Map<FormId, MiserePhylum>();
  const phylum = (f: FormId): MiserePhylum => {
    let p = memo.get(f);
    if (p === undefined) memo.set(f, (p = classify(f)));
    return p;
  };
  const tame = (f: FormId) => TAME.includes(phylum(f));
  const mex = (values: number[]) => {
    let m = 0;
    while (values.includes(m)) m++;
    return m;
  };

  function classify(f: FormId): MiserePhylum {
    if (forms.nimHeapSize(f) !== null) return 'nim heap';
    const options = forms.options(f);
    const [G, M] = [g(f), gamma0(f)];
    const tameValues = G === M || (G < 2 && M < 2);
    const restiveValues = G < 2 && M >= 2;
    const restlessValues = G >= 2 && M < 2;
    const hereditary = options.every((o) => ['nim heap', 'hereditarily tame'].includes(phylum(o)));
    if (hereditary && tameValues) return 'hereditarily tame';
    if (hereditary && restiveValues) return 'hereditarily restive';
    if (options.every(tame)) {
      if (tameValues) return 'reversibly tame';
      if (restiveValues) return 'reversibly restive';
      return restlessValues ? 'restless' : 'wild';
    }
    const tameOptions = options.filter(tame);
    const wildOptions = options.filter((o) => !tame(o));
    const valuesAreMexesOf = (set: FormId[]) => mex(set.map(g)) === G && mex(set.map(gamma0)) === M;
    // A wild option reverses when it has options of its own (of the kind allowed) matching g and γ0.
    const reversesThrough = (
      o: FormId,
      allowed: (x: FormId) => boolean,
      gOk = (x: FormId) => g(x) === G,
      mOk = (x: FormId) => gamma0(x) === M,
    ) => forms.options(o).some((x) => allowed(x) && gOk(x)) && forms.options(o).some((x) => allowed(x) && mOk(x));
    if (tameValues) {
      if (wildOptions.every((o) => reversesThrough(o, tame)) && valuesAreMexesOf(tameOptions)) return 'reversibly tame';
      const isTameable = (x: FormId) => phylum(x) === 'tameable';
      const tameableOptions = wildOptions.filter(isTameable);
      const allTameable = wildOptions.every((o) => reversesThrough(o, tame) || isTameable(o) || reversesThrough(o, isTameable));
      const counted = [...tameOptions, ...tameableOptions];
      if (allTameable && (valuesAreMexesOf(counted) || (counted.length === 0 && G === 0))) return 'tameable';
      return isTameGenus(calculator.terms(f, 4 * forms.birthday(f) + 8)) ? 'wild of tame genus' : 'wild';
    }
    if (restiveValues) {
      const restiveOrTame = (x: FormId) => tame(x) || RESTIVE.includes(phylum(x));
      const near = (v: number) => v < 2 || (v ^ M) < 2;
      const reverses = (o: FormId) =>
        reversesThrough(
          o,
          restiveOrTame,
          (x) => g(x) === G && near(gamma0(x)),
          (x) => gamma0(x) === M && near(g(x)),
        );
      if (wildOptions.every(reverses) && valuesAreMexesOf(tameOptions)) return 'reversibly restive';
    }
    return 'wild';
  }
  return phylum(form);
}
