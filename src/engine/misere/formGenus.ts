import { genusFromOptions, isTameGenus, type Genus, type GenusDigits } from './genus.js';
import type { FormId, MisereForms } from './misereForm.js';
import { classifyPhylum, formatGenus, type MiserePhylum, type PhylumView } from './miserePhylum.js';

/**
 * Genus and phylum of every form of a {@link MisereForms} store. A form's options always have
 * smaller ids than the form (they exist before it is interned), so the store is filled in id
 * order: each form's genus comes from its options' genera (`genusFromOptions`, no sums built) and
 * its phylum from its options' phyla — one pass, no recursion, work shared by every form asked.
 */
export class FormGenus {
  private readonly digits: GenusDigits[] = [];
  private readonly phyla: MiserePhylum[] = [];
  private readonly view: PhylumView<FormId>;

  constructor(readonly forms: MisereForms) {
    this.view = {
      options: (f) => forms.options(f),
      normal: (f) => this.digits[f].normal,
      gamma0: (f) => this.digits[f].terms[0],
      phylum: (f) => this.phyla[f],
    };
  }

  /** The genus, with its text as CGSuite prints it. */
  genus(form: FormId): Genus {
    this.fill(form);
    const digits = this.digits[form];
    return { normal: digits.normal, terms: digits.terms, text: formatGenus(this.phyla[form], digits) };
  }

  /** Hoey's phylum (see {@link MiserePhylum}). */
  phylum(form: FormId): MiserePhylum {
    this.fill(form);
    return this.phyla[form];
  }

  private fill(form: FormId): void {
    const { forms, digits, phyla } = this;
    for (let f = digits.length; f <= form; f++) {
      const options = forms.options(f);
      const genus = genusFromOptions(options.map((o) => digits[o]));
      digits.push(genus);
      phyla.push(classifyPhylum(options, genus, isTameGenus(genus), this.view));
    }
  }
}
