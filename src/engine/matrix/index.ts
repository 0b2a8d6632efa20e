/** Matrix games (players move at once): payoff tables as plain data and exact solvers on them. */
export { Rational, parseRational, gcd, lcm, sumOf } from './arithmetic/rational.js';
export * from './payoffTable.js';
export * from './equilibrium.js';
export * from './solveLimits.js';
export { solveZeroSum, type ZeroSumSolution } from './zeroSum.js';
export { saddlePoints, pureEquilibria } from './pureStrategies.js';
export { iteratedStrictDominance, type DominanceResult, type DominanceStep } from './dominance.js';
export { supportEnumeration } from './bimatrix/supportEnumeration.js';
export { vertexEnumeration, type ExtremeEquilibria } from './bimatrix/vertexEnumeration.js';
export { maximalConvexSets, MAX_CONVEX_SETS } from './bimatrix/convexSets.js';
export { lemkeHowson, lemkeHowsonFromEveryLabel } from './bimatrix/lemkeHowson.js';
export { zeroSumFromFloatLp, type FloatLpSolver } from './floatLpZeroSum.js';
export { floatGuidedLemkeHowson } from './bimatrix/floatGuidedLemke.js';
