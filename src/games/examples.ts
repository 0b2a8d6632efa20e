import { builtInGames } from './index.js';
import type { Playable } from './playable.js';

export interface PlayableExample {
  /** The family's example as the gallery shows it (`nim 3 4 5`). */
  example: string;
  /** The game's canonical name. */
  name: string;
  playable: Playable<unknown>;
  start: unknown;
}

/** Every gallery example that can be played, parsed to its starting position. */
export function playableExamples(): PlayableExample[] {
  return builtInGames.list().flatMap((family) => {
    const [game, ...words] = family.example.split(/\s+/);
    const definition = builtInGames.resolve(game);
    if (!definition.playable) return [];
    return [{ example: family.example, name: definition.name, playable: definition.playable, start: definition.playable.parse(words) }];
  });
}
