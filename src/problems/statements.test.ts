import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { problemCatalog } from './catalog.js';
import { sampleOf } from './testing/checkProblem.js';

const root = join(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

describe('problem statements in docs/problems', () => {
  it.each(problemCatalog.map((p) => [p.id, p.title]))(
    '%s has a statement with its title and its sample, as the tests read it',
    (id, title) => {
      const statement = read(`docs/problems/${id}.md`);
      expect(statement.split('\n')[0]).toBe(`# \`${id}\` — ${title}`);
      for (const section of ['**Rules.**', '**Input.**', '**Output.**', '**Limits.**', '**How nimlab solves it.**'])
        expect(statement).toContain(section);
      const { input, output } = sampleOf(id);
      expect(statement).toContain('```text\n' + input.replace(/\n$/, '') + '\n```');
      expect(statement).toContain('```text\n' + output.replace(/\n$/, '') + '\n```');
    },
  );

  it('the index lists every problem and the README links the index', () => {
    const index = read('docs/problems/README.md');
    for (const { id } of problemCatalog) expect(index).toContain(`(${id}.md)`);
    expect(read('README.md')).toContain('docs/problems/README.md');
  });
});
