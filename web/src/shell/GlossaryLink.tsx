import type { ReactNode } from 'react';
import { hrefFor } from './route';

/** The glossary's terms: each page links a term where its word appears. */
export type GlossaryTerm = 'p-position' | 'remoteness' | 'nim-value' | 'genus' | 'value' | 'outcome-class' | 'temperature';

/** A link to one term of the glossary page (`#/glossary?term=…`), which scrolls to it and marks it; without a term, to the whole page. */
export function GlossaryLink({ term, children }: { term?: GlossaryTerm; children: ReactNode }) {
  return (
    <a className="glossary-link" href={hrefFor('glossary', term ? { term } : {})}>
      {children}
    </a>
  );
}
