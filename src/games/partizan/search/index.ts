/** What outside games/partizan/search may use of it. */
export { CELLS_RACE_BYTES, fillCellsRace, useCellsRace } from './assetRace.js';
export { DomineeringSearch } from './domineeringSearch.js';
export type { DomineeringSearchOptions, DominoMove } from './domineeringSearch.js';
export { OutcomeSearch } from './outcomeSearch.js';
export type { OutcomeSearchOptions } from './outcomeSearch.js';
export { SearchLimitError } from './searchLimitError.js';
export type { SearchLimit } from './searchLimitError.js';
export { outcomeOf } from './searchOptions.js';
export type { OutcomeResult, SearchOptions, SearchProgress, StarterResult } from './searchOptions.js';
