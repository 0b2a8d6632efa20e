import { NimlabError } from '../engine/core/errors.js';
import type { NamedProblem, Problem } from './problem.js';

/** A problem by id and title, loaded only when it runs: `nimlab judge` starts without the other 37. */
export interface ProblemEntry {
  id: string;
  title: string;
  /**
   * Judge input longer than this many MiB is refused while it is read: at least four times the
   * largest input the problem's limits allow (its `generate(…, 'max')`, checked by a test), 1 MiB
   * at least, so only input that no valid test reaches (`yes 1 | nimlab judge …`) is refused.
   */
  maxInputMiB: number;
  load(): Promise<Problem>;
}

/**
 * Every judge problem: the one place a problem is registered (id, title, module). The id names
 * its folder `src/problems/<id>/`, its statement `docs/problems/<id>.md` and its sample files.
 */
export const problemCatalog: readonly ProblemEntry[] = [
  { id: 'luogu-p2197', title: 'Nim', maxInputMiB: 2, load: async () => (await import('./luogu-p2197/index.js')).luoguP2197 },
  { id: 'hiho1163', title: 'Nim (single test)', maxInputMiB: 1, load: async () => (await import('./hiho1163/index.js')).hiho1163 },
  { id: 'hdu1730', title: 'Northcott game', maxInputMiB: 1, load: async () => (await import('./hdu1730/index.js')).hdu1730 },
  { id: 'poj3480', title: 'Anti-Nim (misère Nim)', maxInputMiB: 1, load: async () => (await import('./poj3480/index.js')).poj3480 },
  { id: 'cf1382b', title: 'Sequential Nim', maxInputMiB: 4, load: async () => (await import('./cf1382b/index.js')).cf1382b },
  {
    id: 'hiho1173',
    title: "Lasker's Nim (Nim or not Nim)",
    maxInputMiB: 1,
    load: async () => (await import('./hiho1173/index.js')).hiho1173,
  },
  {
    id: 'hdu3032',
    title: "Lasker's Nim (Nim or not Nim), large",
    maxInputMiB: 128,
    load: async () => (await import('./hdu3032/index.js')).hdu3032,
  },
  { id: 'hiho1172', title: 'Coin turning', maxInputMiB: 1, load: async () => (await import('./hiho1172/index.js')).hiho1172 },
  { id: 'luogu-p2252', title: "Wythoff's game", maxInputMiB: 1, load: async () => (await import('./luogu-p2252/index.js')).luoguP2252 },
  {
    id: 'hdu2486',
    title: 'k-multiple dynamic subtraction',
    maxInputMiB: 1,
    load: async () => (await import('./hdu2486/index.js')).hdu2486,
  },
  { id: 'luogu-p4101', title: 'Merging piles', maxInputMiB: 1, load: async () => (await import('./luogu-p4101/index.js')).luoguP4101 },
  { id: 'uoj51', title: 'Parity of a power game', maxInputMiB: 4, load: async () => (await import('./uoj51/index.js')).uoj51 },
  {
    id: 'luogu-p3235',
    title: 'Splitting piles evenly',
    maxInputMiB: 1,
    load: async () => (await import('./luogu-p3235/index.js')).luoguP3235,
  },
  {
    id: 'luogu-p3185',
    title: 'Split game on bottles',
    maxInputMiB: 1,
    load: async () => (await import('./luogu-p3185/index.js')).luoguP3185,
  },
  { id: 'luogu-p3179', title: 'Multiples flip', maxInputMiB: 1, load: async () => (await import('./luogu-p3179/index.js')).luoguP3179 },
  {
    id: 'luogu-p4077',
    title: 'SDOI 2016 coin game',
    maxInputMiB: 4,
    load: async () => (await import('./luogu-p4077/index.js')).luoguP4077,
  },
  {
    id: 'luogu-p2594',
    title: 'ZJOI 2009 coloring game (2-D coin turning)',
    maxInputMiB: 1,
    load: async () => (await import('./luogu-p2594/index.js')).luoguP2594,
  },
  { id: 'luogu-p8382', title: 'POI 2004 Gra', maxInputMiB: 64, load: async () => (await import('./luogu-p8382/index.js')).luoguP8382 },
  { id: 'hdu3595', title: 'GG and MM (an Every-SG game)', maxInputMiB: 2, load: async () => (await import('./hdu3595/index.js')).hdu3595 },
  {
    id: 'tree-hackenbush',
    title: 'Green Hackenbush on a rooted tree',
    maxInputMiB: 8,
    load: async () => (await import('./tree-hackenbush/index.js')).treeHackenbush,
  },
  { id: 'cf1610i', title: 'Mashtali vs AtCoder', maxInputMiB: 16, load: async () => (await import('./cf1610i/index.js')).cf1610i },
  {
    id: 'luogu-p6665',
    title: 'deleting a vertex and its ancestors',
    maxInputMiB: 8,
    load: async () => (await import('./luogu-p6665/index.js')).luoguP6665,
  },
  {
    id: 'luogu-p4055',
    title: 'JSOI 2009 game on a grid',
    maxInputMiB: 1,
    load: async () => (await import('./luogu-p4055/index.js')).luoguP4055,
  },
  {
    id: 'abc398g',
    title: 'adding edges to a bipartite graph',
    maxInputMiB: 16,
    load: async () => (await import('./abc398g/index.js')).abc398g,
  },
  { id: 'agc010f', title: 'stones on a tree', maxInputMiB: 1, load: async () => (await import('./agc010f/index.js')).agc010f },
  { id: 'agc014d', title: 'black and white tree', maxInputMiB: 8, load: async () => (await import('./agc014d/index.js')).agc014d },
  { id: 'cf2062e2', title: 'The Game (hard)', maxInputMiB: 32, load: async () => (await import('./cf2062e2/index.js')).cf2062e2 },
  {
    id: 'luogu-p9169',
    title: 'the river-crossing pawn',
    maxInputMiB: 1,
    load: async () => (await import('./luogu-p9169/index.js')).luoguP9169,
  },
  { id: 'cf794e', title: 'Choosing carrots', maxInputMiB: 16, load: async () => (await import('./cf794e/index.js')).cf794e },
  { id: 'luogu-p10200', title: 'Maze guard', maxInputMiB: 8, load: async () => (await import('./luogu-p10200/index.js')).luoguP10200 },
  { id: 'luogu-p7137', title: 'Cutting cakes', maxInputMiB: 1, load: async () => (await import('./luogu-p7137/index.js')).luoguP7137 },
  {
    id: 'seven-lamps',
    title: 'Seven-segment Nim counting',
    maxInputMiB: 1,
    load: async () => (await import('./seven-lamps/index.js')).sevenLamps,
  },
  {
    id: 'colored-stones',
    title: 'Nim with colored bulk removal, counting',
    maxInputMiB: 8,
    load: async () => (await import('./colored-stones/index.js')).coloredStones,
  },
  { id: 'arc134e', title: 'Modulo Nim, counting', maxInputMiB: 1, load: async () => (await import('./arc134e/index.js')).arc134e },
  {
    id: 'cf2070e',
    title: 'Game with a binary string, counting substrings',
    maxInputMiB: 2,
    load: async () => (await import('./cf2070e/index.js')).cf2070e,
  },
  {
    id: 'matrix-maximin',
    title: 'Matrix game: maximin and minimax',
    maxInputMiB: 1,
    load: async () => (await import('./matrix-maximin/index.js')).matrixMaximin,
  },
  {
    id: 'spoj-mtrgame',
    title: 'Matrix Game (the value of a zero-sum game)',
    maxInputMiB: 64,
    load: async () => (await import('./spoj-mtrgame/index.js')).spojMtrgame,
  },
  {
    id: 'timus1417',
    title: "Space Poker 2 (the croupier's optimal mixed strategy)",
    maxInputMiB: 1,
    load: async () => (await import('./timus1417/index.js')).timus1417,
  },
  {
    id: 'abc229h',
    title: 'Advance or Eat (a sum of partizan columns)',
    maxInputMiB: 1,
    load: async () => (await import('./abc229h/index.js')).abc229h,
  },
  {
    id: 'hdu3544',
    title: "Alice's Game (Cutcake on many bars)",
    maxInputMiB: 16,
    load: async () => (await import('./hdu3544/index.js')).hdu3544,
  },
  {
    id: 'codechef-gerald08',
    title: 'Chef and Tree Game (blue-red Hackenbush on a tree)',
    maxInputMiB: 8,
    load: async () => (await import('./codechef-gerald08/index.js')).codechefGerald08,
  },
  {
    id: 'codechef-chefgm',
    title: 'Chef Game (blue-red Hackenbush strings from piles of numbers)',
    maxInputMiB: 256,
    load: async () => (await import('./codechef-chefgm/index.js')).codechefChefgm,
  },
];

/** The catalog entry of `id`; an unknown id is one clear error. */
export function problemEntry(id: string): ProblemEntry {
  const entry = problemCatalog.find((p) => p.id === id);
  if (!entry) throw new NimlabError(`unknown problem id '${id}' (run 'nimlab judge --list' for the ids)`);
  return entry;
}

export async function loadProblem(id: string): Promise<NamedProblem> {
  const { title, load } = problemEntry(id);
  return { id, title, ...(await load()) };
}
