import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkEquilibrium, profileKey } from '../equilibrium.js';
import { tableFromBimatrix } from '../payoffTable.js';
import { genericBimatrix } from '../testing/arbitraries.js';
import { floatGuidedLemkeHowson } from './floatGuidedLemke.js';
import { lemkeHowson } from './lemkeHowson.js';

describe('Lemke–Howson in floats, solved exactly on its supports', () => {
  it('on generic games reaches the same equilibrium as exact Lemke–Howson from the same label, checked exactly', () => {
    let answered = 0;
    fc.assert(
      fc.property(genericBimatrix(12, 12), fc.nat(), (game, pick) => {
        const label = pick % (game.a.length + game.a[0].length);
        const guided = floatGuidedLemkeHowson(game, label);
        if (guided === null) return;
        answered++;
        expect(checkEquilibrium(tableFromBimatrix(game), guided.strategies).ok).toBe(true);
        expect(profileKey(guided.strategies)).toBe(profileKey(lemkeHowson(game, label).strategies));
      }),
      { numRuns: 150 },
    );
    expect(answered).toBeGreaterThan(140);
  });
});
