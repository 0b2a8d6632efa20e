/**
 * The one place the playground reaches into the nimlab library (imported from source, so the
 * page always runs the same code as the CLI and the tests).
 */
export { builtInGames, UnknownGameError } from '../../src/games/index.js';
export { playableExamples, type PlayableExample } from '../../src/games/examples.js';
export type {
  GameDefinition,
  GameFamily,
  GraphDrawing,
  MoveReport,
  PictureKind,
  PositionReport,
  Playable,
  PlayMove,
} from '../../src/games/index.js';
export { perfectMove, solvePlay, type PlaySolution, type PlayValue } from '../../src/games/playable.js';
export { evaluateNimberExpression } from '../../src/games/shared/nimber/expression.js';
export { NimlabError } from '../../src/engine/core/errors.js';
export { bimatrixOf } from '../../src/engine/matrix/index.js';
export { classicGame as matrixClassic, CLASSICS as MATRIX_CLASSICS, readMatrixGame, solveNash } from '../../src/games/matrix/index.js';
export type { MatrixGame, NashMethod, NashReport } from '../../src/games/matrix/index.js';
export { GamePrinter, GameProperties, PartizanGames, parseExpression, thermograph } from '../../src/engine/partizan/index.js';
export type { Trajectory } from '../../src/engine/partizan/index.js';
export { checkGameModule, gameFromModule, moduleHeapValues } from '../../src/engine/gameModule.js';
export { integerSolver } from '../../src/engine/normal/integerGame.js';
export { extendInSlices } from '../../src/engine/core/progressSlices.js';
export type { Game } from '../../src/engine/core/game.js';
export { GrundySequencer, isHeapGameName, observedPeriod, parseHeapGame } from '../../src/games/heap/index.js';
export { growHeapQuotient, HeapMisereForms } from '../../src/games/heap/index.js';
export { genusRun, quotientMoveParts, quotientPlayable, quotientReplyIndex, type GenusStop } from '../../src/games/heap/index.js';
export { phylumFamily } from '../../src/engine/misere/miserePhylum.js';
export {
  DEFAULT_QUOTIENT_LIMITS,
  formatQuotientElement,
  quotientProduct,
  type MisereQuotient,
} from '../../src/engine/quotient/misereQuotient.js';
export { quotientPresentation, type QuotientPresentation } from '../../src/engine/quotient/quotientPresentation.js';
export type { HeapQuotientGrowth, MisereCensusRow } from '../../src/games/heap/index.js';
export { PlaySolver } from '../../src/games/playable.js';
export {
  canRedo,
  canUndo,
  computerToMove,
  currentPosition,
  legalMoves,
  movesPlayed,
  newSession,
  perfectMoveIndex,
  playMove,
  redo,
  replayMoves,
  restart,
  returnTo,
  seatToMove,
  undo,
  winner,
  type PlaySession,
  type Seat,
} from '../../src/games/playSession.js';
export { CLASSIC_GAMES, classicGame, familyTitle, gameTitle, type ClassicGame } from '../../src/games/titles.js';
// partizan playground
export {
  PARTIZAN_GAMES,
  analyzePartizan,
  findPartizanGame,
  otherSide,
  winsAfterMove,
  type LabelledMove,
  type PartizanFamily,
  type PartizanReport,
  type Side,
} from '../../src/games/index.js';
export { PartizanLimitError, type OutcomeClass, type Thermograph } from '../../src/engine/partizan/index.js';
// partizan boards
export { colouredHackenbush } from '../../src/games/partizan/hackenbush/colouredHackenbush.js';
export { toadsAndFrogs } from '../../src/games/partizan/toads-and-frogs/toadsAndFrogs.js';
export { col } from '../../src/games/partizan/col/col.js';
export { snort } from '../../src/games/partizan/snort/snort.js';
export { partizanArcKayles } from '../../src/games/partizan/arc-kayles/partizanArcKayles.js';
export { formatColouredGraph, type ColouredGraph, type EdgeColour } from '../../src/games/partizan/colouredGraph.js';
export { formatTintedGraph, type TintedGraph } from '../../src/games/partizan/tintedGraph.js';
export { Dyadic } from '../../src/engine/partizan/index.js';
