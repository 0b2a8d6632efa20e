import type { ClassicGame, GameFamily } from '../library';

/** One card of the gallery: a game, its example, and which pages can take the example. */
export interface GalleryCard {
  /** Unique key: the family, or the classic's name. */
  family: string;
  /** Section of the gallery the card stands in. */
  section: GallerySection;
  /** The human name ("Kayles"). */
  title: string;
  /** The name to type, with its parameters (`bash:M`, `kayles`). */
  code: string;
  /** The code a classic's name stands for (`0.77` for Kayles), so a search by code finds it; '' for a family. */
  aka: string;
  summary: string;
  example: string;
  game: string;
  position: string;
  playable: boolean;
  explorable: boolean;
}

export type GallerySection = 'Classic games' | 'Heaps of stones' | 'Coins' | 'Boards and graphs';
export const GALLERY_SECTIONS: readonly GallerySection[] = ['Classic games', 'Heaps of stones', 'Coins', 'Boards and graphs'];

const COINS = new Set([
  'coins-left',
  'ruler',
  'mock-turtles',
  'twins',
  'coins-multiples',
  'turning-corners',
  'turning',
  'tartan',
  'acrostic',
]);
const BOARDS = new Set(['hackenbush', 'northcott', 'wythoff', 'gen-wythoff', 'geography', 'loopy', 'node-kayles', 'arc-kayles']);

/** What the gallery needs of the catalog: its families, resolving names, and human names. */
interface Catalog {
  list(): GameFamily[];
  resolve(name: string): { name: string; playable?: unknown; heap?: unknown; summary: string };
  familyTitle(family: string): string;
  classics: readonly ClassicGame[];
}

/**
 * The gallery's cards, computed from the catalog when the site is built (web/galleryPlugin.ts), so
 * the first page ships this list rather than every game's code: the classic games by name first,
 * then one card per family.
 */
export function galleryCards(catalog: Catalog): GalleryCard[] {
  // Every card's game comes from the catalog itself, so a name it cannot resolve is a bug in the
  // catalog: the error stops the build rather than a card quietly offering neither page.
  const abilities = (game: string) => {
    const definition = catalog.resolve(game);
    return { playable: definition.playable !== undefined, explorable: definition.heap !== undefined };
  };
  const classics = catalog.classics.map((classic): GalleryCard => ({
    family: classic.name,
    section: 'Classic games',
    title: classic.title,
    code: classic.name,
    aka: catalog.resolve(classic.name).name,
    summary: classic.rule,
    example: `${classic.name} ${classic.example}`,
    game: classic.name,
    position: classic.example,
    ...abilities(classic.name),
  }));
  const families = catalog.list().map((family): GalleryCard => {
    const [game, ...words] = family.example.split(/\s+/);
    return {
      family: family.family,
      section: COINS.has(family.family) ? 'Coins' : BOARDS.has(family.family) ? 'Boards and graphs' : 'Heaps of stones',
      title: catalog.familyTitle(family.family),
      code: (family.usage ?? family.family).split(' ')[0],
      aka: '',
      summary: family.summary,
      example: family.example,
      game,
      position: words.join(' '),
      ...abilities(game),
    };
  });
  return [...classics, ...families];
}
