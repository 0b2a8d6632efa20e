import { describe, expect, it } from 'vitest';
import { NimlabError } from '../../engine/core/errors.js';
import { parseMemRule } from './definition.js';

describe('a MEM rule that is not an expression in m and j', () => {
  it.each([
    ['j!=', 'does not parse'],
    ['mj', 'names what is not there'],
    ['m(1)', 'calls what is not a function'],
  ])("'%s' (%s) is one NimlabError naming the rule", (text) => {
    expect(() => parseMemRule(text)).toThrow(NimlabError);
    expect(() => parseMemRule(text)).toThrow(`genmem: the rule '${text}' does not parse as an expression in m and j`);
  });
});
