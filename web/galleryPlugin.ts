import type { Plugin } from 'vite';
import { builtInGames, CLASSIC_GAMES, familyTitle } from '../src/games/index.js';
import { galleryCards } from './src/gallery/galleryCards.js';

const ID = 'virtual:gallery';

/**
 * `import cards from 'virtual:gallery'`: the gallery's cards as JSON, computed from the library's
 * catalog at build time. The first page then needs a few kilobytes of data, not the library.
 */
export function galleryPlugin(): Plugin {
  return {
    name: 'nimlab-gallery',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load: (id) =>
      id === `\0${ID}`
        ? `export default ${JSON.stringify(galleryCards({ list: () => builtInGames.list(), resolve: (name) => builtInGames.resolve(name), familyTitle, classics: CLASSIC_GAMES }))};`
        : undefined,
  };
}
