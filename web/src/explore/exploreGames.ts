import { builtInGames, CLASSIC_GAMES, NimlabError } from '../library';

let names: string[] | null = null;

/**
 * The built-in games Explore can tabulate: those played on single heaps (a `heap` model) or with a
 * sequence of their own (coin-turning codes), the classics by name, then each family by the name of
 * its catalog example.
 */
export function exploreGameNames(): string[] {
  if (names) return names;
  names = [];
  // The classics by their names first (kayles, dawson, grundy), then each family by its example's.
  for (const name of [...CLASSIC_GAMES.map((c) => c.name), ...builtInGames.list().map((f) => f.example.split(/\s+/)[0])]) {
    if (names.includes(name)) continue;
    try {
      const definition = builtInGames.resolve(name);
      if (definition.heap || definition.sequence) names.push(name);
    } catch (error) {
      if (!(error instanceof NimlabError)) throw error;
    }
  }
  return names;
}

/** What Explore takes, said when the code box is empty or names no game it can tabulate. */
export function exploreGameHint(): string {
  return `a take-and-break code (0.77 Kayles, 0.07 Dawson's Kayles, 4!.0 Grundy's game), a subtraction set S(1,3,4), all-but allbut(1,2), or one of: ${exploreGameNames().join(', ')}`;
}

/** Fails with a message naming what is wrong when the code box is empty. */
export function checkGameCode(game: string): void {
  if (game.trim() === '') throw new NimlabError(`no game given: type ${exploreGameHint()}`);
}
