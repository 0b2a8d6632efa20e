import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputReader } from './input.js';
import { loadProblem, problemCatalog } from './catalog.js';
import { Random } from './random.js';

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

  it.each(problemCatalog.map((entry) => entry.id))('%s: its input limit is at least four times its largest generated input', async (id) => {
    const problem = await loadProblem(id);
    const largest = problem.generate(new Random(1), 'max').length;
    expect(problemCatalog.find((entry) => entry.id === id)!.maxInputMiB * 2 ** 20).toBeGreaterThanOrEqual(4 * largest);
  });

  it.each(problemCatalog.map((entry) => entry.id))(
    '%s: a byte order mark before the input changes nothing, with CRLF lines too',
    async (id) => {
      const problem = await loadProblem(id);
      for (let seed = 0; seed < 3; seed++) {
        const input = problem.generate(new Random(seed), 'small');
        const answer = problem.solve(InputReader.fromString(input));
        expect(problem.solve(InputReader.fromString(`\uFEFF${input}`))).toBe(answer);
        expect(problem.solve(InputReader.fromString(`\uFEFF${input.replaceAll('\n', '\r\n')}`))).toBe(answer);
      }
    },
  );
});
