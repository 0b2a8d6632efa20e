import { describe, expect, it } from 'vitest';
import * as entry from './misereQuotientEntry.js';

/** The bundle scripts/bundle-quotient.mjs makes of the entry (npm run build, which npm test runs first). */
const bundle = new URL('../../../../dist/misere-quotient.js', import.meta.url).href;

describe('nimlab/misere-quotient', () => {
  it('the bundled file exports what the entry does, and grows the same quotient', async () => {
    const bundled = (await import(bundle)) as typeof entry;
    expect(Object.keys(bundled).sort()).toEqual(Object.keys(entry).sort());
    const code = entry.parseHeapGame('0.77').code;
    const ours = entry.growHeapQuotient(code, 30);
    const theirs = bundled.growHeapQuotient(bundled.parseHeapGame('0.77').code, 30);
    expect(theirs.quotient.order).toBe(40);
    expect(Array.from(theirs.quotient.product)).toEqual(Array.from(ours.quotient.product));
    expect([theirs.quotient.losing, theirs.quotient.generatorElement]).toEqual([ours.quotient.losing, ours.quotient.generatorElement]);
  });
});
