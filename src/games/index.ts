/** The games layer: every built-in family, each as rules model + fast solver. */
import { GameCatalog } from './catalog.js';
import { nimFamily } from './nim/definition.js';

export * from './catalog.js';
export * from './parse.js';
export * from './playable.js';
export * from './nim/rules.js';
export * from './nim/fast.js';

/** Every built-in game, by name; each family adds itself here. */
export const builtInGames = new GameCatalog([
  nimFamily,
]);
