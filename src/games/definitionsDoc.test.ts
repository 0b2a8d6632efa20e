import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAME_ALIASES } from './aliases.js';

/** docs/definitions.md, the table of where each definition comes from (issue 39, item 16). */
const definitions = readFileSync(new URL('../../docs/definitions.md', import.meta.url), 'utf8');

/** The table row whose first cell starts with `head`. */
function row(head: string): string {
  const line = definitions.split('\n').find((l) => l.startsWith(`| ${head}`));
  if (line === undefined) throw new Error(`docs/definitions.md has no row for ${head}`);
  return line;
}

describe('docs/definitions.md cites the literature', () => {
  it('ties the ugly product to the acrostic product Motley ⊠ Ruler, not to Acrostic Twins (which is x ⊕ y)', () => {
    const ugly = row('ugly product');
    expect(ugly).toContain('Motley ⊠ Ruler');
    expect(ugly).not.toMatch(/\("Acrostic Twins"\)/);
  });

  it('credits Staircase Nim to Sprague (Tohoku Math. J. 43, 1937), Northcott to WW ch. 3, the all-but games to Angela A. Siegel', () => {
    expect(row('`staircase`')).toMatch(/Sprague.*Tohoku Math\. J\.\* 43 \(1937\) 351–354/);
    expect(row('`staircase`')).not.toContain('folklore');
    expect(row('`northcott`')).toContain('WW ch. 3');
    expect(row('`allbut:S`')).toContain('Angela A. Siegel');
  });

  it('lists the aliases motley (1+) and sympler (1+FS), as the alias table has them', () => {
    expect(GAME_ALIASES.motley).toBe('1+');
    expect(GAME_ALIASES.sympler).toBe('1+FS');
    expect(definitions).toContain('`motley` = `1+`');
    expect(definitions).toContain('`sympler` = `1+FS`');
  });
});
