/**
 * Misère Nim has the same moves as Nim; only the ending differs (whoever takes the last stone
 * loses). Its rules model is therefore the Nim heap, solved by the engine's misère search
 * (`MisereSolver`), which searches whole sums since misère values do not add.
 */
export { nimHeap as misereNimHeap } from '../nim/rules.js';
