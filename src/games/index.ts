/**
 * The games layer (`nimlab/games`): every built-in family, each as rules model + fast solver.
 *
 * @module nimlab/games
 */
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

export {
  noParameters,
  type MoveReport,
  type AnalyzeOptions,
  type PositionReport,
  type PositionTable,
  type GameDefinition,
  type GameFamily,
  GameCatalog,
  UnknownGameError,
} from './catalog.js';
export { canonicalGameName, aliasesOf, GAME_ALIASES } from './aliases.js';
export { parseNatural, parseSmallPositive, parseHeaps } from './parse.js';
export {
  perfectMove,
  solvePlay,
  chooseMove,
  type PlayMove,
  type Playable,
  type PictureKind,
  type GraphDrawing,
  type GraphVertex,
  type GraphEdge,
  type PlayValue,
  type PlaySolution,
  PlaySolver,
} from './playable.js';
export {
  newSession,
  currentPosition,
  seatToMove,
  legalMoves,
  playMove,
  replayMoves,
  movesPlayed,
  canUndo,
  undo,
  canRedo,
  redo,
  returnTo,
  restart,
  personToMove,
  perfectMoveIndex,
  switchMisere,
  computerToMove,
  winner,
  type Seat,
  type SessionPly,
  type PlaySession,
} from './playSession.js';
export { familyTitle, classicGame, gameTitle, type ClassicGame, CLASSIC_GAMES } from './titles.js';
/** Partizan games (Hackenbush in colour, Clobber, Toads and Frogs, …): one generic solver, a catalog of its own. */
export { PARTIZAN_GAMES, findPartizanGame, partizanAliasesOf } from './partizan/catalog.js';
export { PartizanValues } from './partizan/partizanValue.js';
export type { PartizanRules } from './partizan/partizanRules.js';
export { rulesFromMoves, type PartizanFamily, type LabelledMove, type Side } from './partizan/partizanFamily.js';
export {
  analyzePartizan,
  winsAfterMove,
  type PartizanReport,
  type PartizanMoveReport,
  type PartizanAnalysisOptions,
  type OutcomeSearch,
} from './partizan/partizanAnalysis.js';
export { PartizanPlayable, otherSide, type PartizanTurn } from './partizan/partizanPlayable.js';
export { nimHeap } from './nim/rules.js';
export { nimSum, nimWinningMoves, type HeapReduction } from './nim/fast.js';
export { hackenbushGame, startPosition as hackenbushStart, groundedEdges } from './hackenbush/rules.js';
export { fuse as fuseHackenbush, fusionValue as hackenbushValue, type Fusion as HackenbushFusion } from './hackenbush/fusion.js';
export { colonValues } from './hackenbush/colon.js';
export { pinnedPrefixValues } from './hackenbush/pinned.js';
export type { HackenbushGraph, Edge as HackenbushEdge } from './hackenbush/graph.js';
/** The graph types that geography, Kayles on graphs and Hackenbush positions are written in. */
export type { Graph } from '../graph/graph.js';
export type { RootedTree } from '../graph/tree.js';
/** Misère Nim has Nim's moves; only the ending differs. */
export { nimHeap as misereNimHeap } from './nim/rules.js';
export { misereNimFirstWins, misereNimWinningMoves } from './nim/misere.js';
export { bashHeap } from './bash/rules.js';
export { bashGrundy, bashSumGrundy, bashWinningMoves, type BashMove } from './bash/fast.js';
export { mooreNim } from './moore/rules.js';
export { mooreColumnSums, mooreIsP, combinations, mooreWinningMoves } from './moore/fast.js';
export { staircaseNim } from './staircase/rules.js';
export { staircaseGrundy, staircaseWinningMoves, applyStaircaseMove, type StaircaseMove } from './staircase/fast.js';
export { northcottBoard, type NorthcottRow, type NorthcottPosition } from './northcott/rules.js';
export { northcottGap, northcottNimSum, northcottWinningMoves, type NorthcottRowView, type NorthcottMove } from './northcott/fast.js';
export { sequentialNim } from './sequential/rules.js';
export { sequentialStep, sequentialGrundy, sequentialFirstWins, sequentialWinningMoves, type SequentialMove } from './sequential/fast.js';
export { laskerHeap } from './lasker/rules.js';
export {
  laskerGrundy,
  laskerGrundyNumber,
  laskerSumGrundy,
  laskerSplits,
  laskerSplitCount,
  laskerWinningMoves,
  laskerWinningMoveCount,
  type LaskerMove,
} from './lasker/fast.js';
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
export { coinsLeftGame, type CoinRow } from './coins/coinsLeft/coinsLeftRules.js';
export { coinsLeftValue, coinsLeftWinningMoves, type CoinMove } from './coins/coinsLeft/coinsLeftFast.js';
export { mergePilesGame, type PileMultiset } from './merge-piles/rules.js';
export { maxMergeMoves, singletonMergeFirstWins } from './merge-piles/fast.js';

export { geographyGame, geographyStart, geographyWinnersBySearch, type GeographyPosition } from './geography/rules.js';
export { solveGeography, geographyWinningMoves, type GeographySolution } from './geography/fast.js';
export { matchingStructure, type MatchingStructure } from './geography/missable.js';
export { parseLoopyGraph, type LoopyGraph } from './loopy/parseLoopy.js';
export { loopyGame } from './loopy/rules.js';
export { solveLoopyGraph, type LoopySolution } from './loopy/fast.js';
export {
  looksLikeCode,
  parseTakeBreakCode,
  describeCode,
  parseHeapGame,
  isHeapGameName,
  subtractionGame,
  allButGame,
  type HeapGame,
  takeBreakGame,
  grundySequence,
  type GrundySequence,
  GrundySequencer,
  UNBOUNDED_SPLIT_HEAPS,
  type SequencerOptions,
  type SequenceMethod,
  type SequenceEngine,
  type GrundyArray,
  type Periodicity,
  observedPeriod,
  proofRuleFor,
  type ProofRule,
  valuesToProve,
  analyzeHeapSum,
  MAX_ANALYZED_HEAP,
  type HeapSumAnalysis,
  type HeapSumMove,
  heapGameDefinition,
  analyzeHeapPosition,
  takeBreakFamily,
  subtractionFamily,
  allButFamily,
  type HeapAnalysisOptions,
  analyzeByQuotient,
  growHeapQuotient,
  heapQuotientSteps,
  heapGeneratorSystem,
  HeapMisereForms,
  MAX_QUOTIENT_HEAP,
  type HeapMisereValue,
  type HeapMove,
  type HeapOption,
  type HeapQuotientGrowth,
  type HeapQuotientStep,
  type QuotientSumAnalysis,
  heapMap,
  provenHeapMapPeriod,
  solvedHeapElement,
  heapGeneraByQuotient,
  MAX_GENUS_HEAP,
  type HeapGenera,
  analyzeBySolvedQuotient,
  type BigHeapMove,
  type SolvedSumAnalysis,
  misereCensus,
  misereCensusSteps,
  quotientClass,
  heapMapSignature,
  DEFAULT_CENSUS_TIME_MS,
  type CensusStop,
  type MisereCensus,
  type MisereCensusOptions,
  type MisereCensusProgress,
  type MisereCensusRow,
  type QuotientClass,
  comparePublishedQuotients,
  PUBLISHED_QUOTIENTS,
  type PublishedQuotient,
  type QuotientComparison,
  allowsHeaps,
  constraintFor,
  isPlainDigit,
  hasGeneralDigits,
  hasUnboundedSplits,
  tooManyHeapsListed,
  digitAt,
  isFiniteCode,
  maxTokensRemoved,
  maxHeapsLeft,
  isUnconstrained,
  sameDigit,
  digitFromCounts,
  digitCounts,
  normalizeDigit,
  makeCode,
  formatDigit,
  formatCode,
  type SplitConstraint,
  type CodeDigit,
  type TakeBreakCode,
  MAX_HEAPS_PER_MOVE,
  ZERO_DIGIT,
  expandCodePattern,
  expandCodePatterns,
  MAX_PATTERN_CODES,
  oneSmallerGame,
  sequenceKey,
  sharedSequences,
  valuesFromSharedSequence,
  type SequenceKey,
  type SharedSequence,
  fingerprint,
  equivalenceClasses,
  sequenceClassKey,
  type ClassKey,
  simplerCode,
  UNSOLVED_COMPARE_SLACK,
  type ClassMember,
  type EquivalenceClass,
  summarizeSequence,
  TRIVIAL_PROOF_HEAPS,
  FIRST_VALUES,
  type CensusStatus,
  type GameSummary,
  type SparseSpace,
  runExtendJob,
  nextLink,
  FIRST_LINK,
  type CheckpointStore,
  type ExtendJob,
  type ExtendOptions,
  type ExtendOutcome,
  censusReport,
  type CensusEntry,
  type CensusReport,
  type Comparison,
  type ReportRow,
  type ValuesOf,
  PUBLISHED_EQUIVALENCES,
  PUBLISHED_PERIODS,
  type PublishedEquivalence,
  type PublishedPeriod,
} from './heap/index.js';
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
export { indexRowRule, indexGridRule, type CoinRowRule, type Cell, type CoinGridRule, type IndexedTurnSets } from './coins/turnRule.js';
export { coinTurningGame, coinRowGame, coinGridGame, rowToBoard, boardToRow, type CoinBoard, MAX_BOARD_COINS } from './coins/rules.js';
export { singleCoinGame, singleCoinValues, rowCoinValues, gridCoinValues, boardValue } from './coins/theorem.js';
export {
  rulerValue,
  isOdious,
  mockTurtlesValue,
  twinsValue,
  rulerRule,
  mockTurtlesRule,
  twinsRule,
  coinsLeftRule,
} from './coins/classic.js';
export { headsCoins, xorOfValues, coinRowValue, winningTurnSets, searchWinningTurnSets, turnCoins } from './coins/fast.js';
export { pairedRule, tartanRule, tartanValue, turningCornersRule } from './coins/products/tartan.js';
export { acrosticRule, acrosticGame, type AcrosticPair } from './coins/products/acrostic.js';
export { crossRule } from './coins/products/crossProduct.js';
export { coinRowRuleset, takeBreakRuleset, type HeapRuleset } from './coins/products/heapRuleset.js';
export { multiplesRule, type MultiplesMove, MAX_N, MultiplesValues } from './coins/multiples/multiples.js';
export { connectedSetsAt, polyominoValueExponent, polyominoValue, polyominoRule } from './coins/polyomino/polyomino.js';
export { smoothExponents, progressionRule, progressionValues } from './coins/progression.js';
export {
  looksLikeTurningCode,
  parseTurningCode,
  allowsCount,
  maxCount,
  formatTurningCode,
  describeTurningCode,
  type TurningCode,
} from './coins/code/turningCode.js';
export { TurningValues } from './coins/code/codeValues.js';
export { turningCodeRule, turningSets } from './coins/code/codeRule.js';
export { evenSplitGame } from './even-split/rules.js';
export { evenSplitGrundyTable } from './even-split/fast.js';
export { beanMoves, applyBeanMove, type Bottles, type BeanMove, beanSplitGame } from './bean-split/rules.js';
export { beanValues, beanRowValue, beanWinningMoves } from './bean-split/fast.js';
export { powerAtMost, powerGame, type PowerPosition } from './power-game/rules.js';
export { largestBase, PowerGameTable } from './power-game/fast.js';

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
