/** The problems layer: every judge problem of problems.md, by id. */
import { NimlabError } from '../engine/errors.js';
import type { Problem } from './problem.js';
import { luoguP2197 } from './luogu-p2197/index.js';
import { hiho1163 } from './hiho1163/index.js';
import { hdu1730 } from './hdu1730/index.js';
import { poj3480 } from './poj3480/index.js';
import { cf1382b } from './cf1382b/index.js';
import { hiho1173 } from './hiho1173/index.js';
import { hdu3032 } from './hdu3032/index.js';
import { hiho1172 } from './hiho1172/index.js';
import { luoguP2252 } from './luogu-p2252/index.js';
import { hdu2486 } from './hdu2486/index.js';
import { luoguP4101 } from './luogu-p4101/index.js';
import { luoguP8382 } from './luogu-p8382/index.js';
import { hdu3595 } from './hdu3595/index.js';
import { treeHackenbush } from './tree-hackenbush/index.js';
import { cf1610i } from './cf1610i/index.js';
import { luoguP6665 } from './luogu-p6665/index.js';
import { luoguP4055 } from './luogu-p4055/index.js';
import { abc398g } from './abc398g/index.js';
import { agc010f } from './agc010f/index.js';
import { agc014d } from './agc014d/index.js';
import { cf2062e2 } from './cf2062e2/index.js';
import { luoguP9169 } from './luogu-p9169/index.js';
import { uoj51 } from './uoj51/index.js';
import { luoguP3235 } from './luogu-p3235/index.js';
import { luoguP3185 } from './luogu-p3185/index.js';
import { luoguP3179 } from './luogu-p3179/index.js';
import { luoguP4077 } from './luogu-p4077/index.js';
import { luoguP2594 } from './luogu-p2594/index.js';
import { cf794e } from './cf794e/index.js';
import { luoguP10200 } from './luogu-p10200/index.js';
import { luoguP7137 } from './luogu-p7137/index.js';
import { sevenLamps } from './seven-lamps/index.js';
import { coloredStones } from './colored-stones/index.js';
import { arc134e } from './arc134e/index.js';
import { cf2070e } from './cf2070e/index.js';

export * from './problem.js';
export * from './input.js';
export * from './random.js';
export * from './output.js';
export * from './shrink.js';

/** Every judge problem nimlab solves, in the order of problems.md. Each problem adds itself here. */
export const problems: readonly Problem[] = [
  luoguP2197,
  hiho1163, hdu1730, poj3480, cf1382b, hiho1173, hdu3032,
  hiho1172, luoguP2252, hdu2486, luoguP4101,
  uoj51, luoguP3235, luoguP3185, luoguP3179, luoguP4077, luoguP2594,
  luoguP8382, hdu3595, treeHackenbush, cf1610i, luoguP6665,
  luoguP4055, abc398g, agc010f, agc014d, cf2062e2, luoguP9169,
  cf794e, luoguP10200, luoguP7137, sevenLamps, coloredStones, arc134e, cf2070e,
];

export function findProblem(id: string): Problem {
  const problem = problems.find((p) => p.id === id);
  if (!problem) throw new NimlabError(`unknown problem id '${id}' (run 'nimlab judge --list' for the ids)`);
  return problem;
}
