/** The games layer: every built-in family, each as rules model + fast solver. */
import { GameCatalog } from './catalog.js';
import { nimFamily } from './nim/definition.js';
import { hackenbushFamily } from './hackenbush/definition.js';
import { misereNimFamily } from './nim/misereDefinition.js';
import { bashFamily } from './bash/definition.js';
import { mooreFamily } from './moore/definition.js';
import { staircaseFamily } from './staircase/definition.js';
import { northcottFamily } from './northcott/definition.js';
import { sequentialFamily } from './sequential/definition.js';
import { laskerFamily } from './lasker/definition.js';
import { wythoffFamily } from './wythoff/definition.js';
import { dynamicFamily, fibonacciFamily } from './dynamic/definition.js';
import { coinsLeftFamily } from './coins/coinsLeft/coinsLeftDefinition.js';
import { geographyFamily } from './geography/definition.js';
import { loopyFamily } from './loopy/definition.js';
import { allButFamily, subtractionFamily, takeBreakFamily } from './heap/index.js';
import { coinsMultiplesFamily, mockTurtlesFamily, rulerFamily, turningCornersFamily, twinsFamily } from './coins/definition.js';
import { turningCodeFamily } from './coins/code/codeDefinition.js';
import { arcKaylesFamily, nodeKaylesFamily } from './graph-kayles/definition.js';
import { genWythoffFamily } from './gen-wythoff/definition.js';
import { genMemFamily, memFamily } from './mem/definition.js';
import { acrosticFamily, crossFamily, tartanFamily } from './coins/products/productDefinition.js';

export * from './catalog.js';
export * from './aliases.js';
export * from './parse.js';
export * from './playable.js';
export * from './playSession.js';
export * from './titles.js';
export * from './nim/rules.js';
export * from './nim/fast.js';
export { hackenbushGame, startPosition as hackenbushStart, groundedEdges } from './hackenbush/rules.js';
export { fuse as fuseHackenbush, fusionValue as hackenbushValue, type Fusion as HackenbushFusion } from './hackenbush/fusion.js';
export { colonValues } from './hackenbush/colon.js';
export { pinnedPrefixValues } from './hackenbush/pinned.js';
export type { HackenbushGraph } from './hackenbush/graph.js';
/** Misère Nim has Nim's moves; only the ending differs. */
export { nimHeap as misereNimHeap } from './nim/rules.js';
export * from './nim/misere.js';
export * from './bash/rules.js';
export * from './bash/fast.js';
export * from './moore/rules.js';
export * from './moore/fast.js';
export * from './staircase/rules.js';
export * from './staircase/fast.js';
export * from './northcott/rules.js';
export * from './northcott/fast.js';
export * from './sequential/rules.js';
export * from './sequential/fast.js';
export * from './lasker/rules.js';
export * from './lasker/fast.js';
export { wythoffGame, wythoffGrundyTable, type WythoffPosition } from './wythoff/rules.js';
export {
  isWythoffP,
  wythoffLower,
  wythoffPair,
  wythoffPlace,
  wythoffWinningMoves,
  type WythoffMove,
  type WythoffPlace,
} from './wythoff/fast.js';
export { dynamicSubtractionGame, dynamicStart, dynamicPosition, type DynamicPosition } from './dynamic/rules.js';
export { DynamicNumberSystem, dynamicWinningTakes, dynamicWinningFirstMoves, smallestWinningFirstMove } from './dynamic/fast.js';
export { coinsLeftGame } from './coins/coinsLeft/coinsLeftRules.js';
export { coinsLeftValue, coinsLeftWinningMoves } from './coins/coinsLeft/coinsLeftFast.js';
export { mergePilesGame } from './merge-piles/rules.js';
export { maxMergeMoves, singletonMergeFirstWins } from './merge-piles/fast.js';

export { geographyGame, geographyStart, geographyWinnersBySearch, type GeographyPosition } from './geography/rules.js';
export { solveGeography, geographyWinningMoves, type GeographySolution } from './geography/fast.js';
export { matchingStructure, type MatchingStructure } from './geography/missable.js';
export { parseLoopyGraph, type LoopyGraph } from './loopy/parseLoopy.js';
export { loopyGame } from './loopy/rules.js';
export { solveLoopyGraph, type LoopySolution } from './loopy/fast.js';
export * from './heap/index.js';
export {
  fieldLevel,
  nimDivide,
  nimInverse,
  nimPower,
  nimProduct,
  nimSqrt,
  nimSquare,
  nimSum as nimberSum,
} from './shared/nimber/arithmetic.js';
export { nimProduct32 } from './shared/nimber/small.js';
export { uglyProduct } from './shared/nimber/ugly.js';
export { evaluateNimberExpression, type NimberEvaluation } from './shared/nimber/expression.js';
export * from './coins/turnRule.js';
export * from './coins/rules.js';
export * from './coins/theorem.js';
export * from './coins/classic.js';
export * from './coins/fast.js';
export * from './coins/products/tartan.js';
export * from './coins/products/acrostic.js';
export * from './coins/products/crossProduct.js';
export * from './coins/products/heapRuleset.js';
export * from './coins/multiples/multiples.js';
export * from './coins/polyomino/polyomino.js';
export * from './coins/progression.js';
export * from './coins/code/turningCode.js';
export { TurningValues } from './coins/code/codeValues.js';
export { turningCodeRule, turningSets } from './coins/code/codeRule.js';
export { evenSplitGame } from './even-split/rules.js';
export { evenSplitGrundyTable } from './even-split/fast.js';
export * from './bean-split/rules.js';
export * from './bean-split/fast.js';
export * from './power-game/rules.js';
export * from './power-game/fast.js';

/** Every built-in game, by name; each family adds itself here. */
export const builtInGames = new GameCatalog([
  nimFamily,
  hackenbushFamily,
  misereNimFamily,
  bashFamily,
  mooreFamily,
  staircaseFamily,
  northcottFamily,
  sequentialFamily,
  laskerFamily,
  wythoffFamily,
  dynamicFamily,
  fibonacciFamily,
  coinsLeftFamily,
  geographyFamily,
  loopyFamily,
  takeBreakFamily,
  subtractionFamily,
  allButFamily,
  rulerFamily,
  mockTurtlesFamily,
  twinsFamily,
  coinsMultiplesFamily,
  turningCornersFamily,
  turningCodeFamily,
  nodeKaylesFamily,
  arcKaylesFamily,
  genWythoffFamily,
  memFamily,
  genMemFamily,
  tartanFamily,
  acrosticFamily,
  crossFamily,
]);
