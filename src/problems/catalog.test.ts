import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProblem, problemCatalog } from './catalog.js';

describe('the problem catalog', () => {
  it('registers every problem folder exactly once, and nothing else', () => {
    const folders = readdirSync(import.meta.dirname, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(import.meta.dirname, entry.name, 'index.ts')))
      .map((entry) => entry.name);
    const ids = problemCatalog.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(folders.filter((name) => name !== 'testing').sort());
  });

  it('loads each problem module, named as its entry says', async () => {
    for (const entry of problemCatalog) {
      const problem = await loadProblem(entry.id);
      expect([problem.id, problem.title]).toEqual([entry.id, entry.title]);
      for (const part of ['solve', 'brute', 'generate'] as const) expect(problem[part]).toBeTypeOf('function');
    }
  });

  it('rejects an unknown id', async () => {
    await expect(loadProblem('nope')).rejects.toThrow("unknown problem id 'nope'");
  });
});
