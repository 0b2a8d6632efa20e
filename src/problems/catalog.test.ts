import { describe, expect, it } from 'vitest';
import { loadProblem, problemCatalog } from './catalog.js';
import { problems } from './index.js';

describe('the lazy problem catalog', () => {
  it('lists exactly the registered problems, in order, with their titles', () => {
    expect(problemCatalog.map((p) => [p.id, p.title])).toEqual(problems.map((p) => [p.id, p.title]));
  });

  it('loads each problem module itself', async () => {
    for (const [index, entry] of problemCatalog.entries()) expect(await entry.load()).toBe(problems[index]);
  });

  it('rejects an unknown id', async () => {
    await expect(loadProblem('nope')).rejects.toThrow("unknown problem id 'nope'");
  });
});
