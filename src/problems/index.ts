/** The problems layer: every judge problem of problems.md, by id. */
import { NimlabError } from '../engine/errors.js';
import type { Problem } from './problem.js';
import { luoguP2197 } from './luogu-p2197/index.js';

export * from './problem.js';
export * from './input.js';
export * from './random.js';
export * from './output.js';
export * from './shrink.js';

/** Every judge problem nimlab solves, in the order of problems.md. Each problem adds itself here. */
export const problems: readonly Problem[] = [
  luoguP2197,
];

export function findProblem(id: string): Problem {
  const problem = problems.find((p) => p.id === id);
  if (!problem) throw new NimlabError(`unknown problem id '${id}' (run 'nimlab judge --list' for the ids)`);
  return problem;
}
