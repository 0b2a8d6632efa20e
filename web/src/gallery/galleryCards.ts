import type { GameFamily } from '../library';

/** One card of the gallery: a family, its example, and which pages can take the example. */
export interface GalleryCard {
  family: string;
  title: string;
  summary: string;
  example: string;
  game: string;
  position: string;
  playable: boolean;
  explorable: boolean;
}

/** What resolving a game name gives, as far as the gallery cares. */
interface Resolver {
  list(): GameFamily[];
  resolve(name: string): { playable?: unknown; heap?: unknown };
}

/**
 * The gallery's cards, computed from the catalog when the site is built (web/galleryPlugin.ts), so
 * the first page ships this list rather than every game's code.
 */
export function galleryCards(catalog: Resolver): GalleryCard[] {
  return catalog.list().map((family) => {
    const [game, ...words] = family.example.split(/\s+/);
    const definition = (() => {
      try {
        return catalog.resolve(game);
      } catch {
        return undefined;
      }
    })();
    return {
      family: family.family,
      title: family.usage ?? family.family,
      summary: family.summary,
      example: family.example,
      game,
      position: words.join(' '),
      playable: definition?.playable !== undefined,
      explorable: definition?.heap !== undefined,
    };
  });
}
