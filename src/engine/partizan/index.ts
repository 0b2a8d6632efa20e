/** The partizan engine's public surface. */
export { PartizanGames } from './canonical/partizanGames.js';
export type { Comparison, OutcomeClass } from './canonical/partizanGames.js';
export type { NumberUpStar, StoreLimits } from './canonical/gameStore.js';
export { Dyadic } from './numbers/dyadic.js';
export { hackenbushStringValue, signExpansion, simplestBetween } from './numbers/simplest.js';
export { GamePrinter } from './notation/printer.js';
export { parseExpression } from './notation/parser.js';
export type { ParseContext, Value } from './notation/parser.js';
export { GameProperties } from './properties/gameProperties.js';
export type { PropertyValue } from './properties/gameProperties.js';
export { thermograph, Thermograph } from './temperature/thermograph.js';
export { Trajectory } from './temperature/trajectory.js';
export { stops } from './temperature/stops.js';
export { Cooling } from './temperature/cooling.js';
export { PartizanLimitError } from './partizanLimitError.js';
export type { PartizanLimit } from './partizanLimitError.js';
