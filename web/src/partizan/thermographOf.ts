import { GamePrinter, PartizanGames, parseExpression, thermograph, type Thermograph } from '../library';

/** Values longer than this are not read back on the page's thread (the worker's words stand alone). */
export const MAX_THERMOGRAPH_VALUE_LENGTH = 300;

/**
 * The engine's thermograph of a value in CGSuite's notation (a region's canonical form, as the
 * worker printed it): read back into a fresh store and drawn from its options (*Winning Ways*
 * ch. 6). Canonical forms of the page's regions are small, so this takes a few milliseconds; a
 * longer one gives undefined and the page shows the value alone.
 */
export function thermographOf(value: string): Thermograph | undefined {
  if (value.length > MAX_THERMOGRAPH_VALUE_LENGTH) return undefined;
  const games = new PartizanGames({ timeLimitMs: 50 });
  const printer = new GamePrinter(games);
  const parsed = parseExpression(value, { games, uptimals: printer.uptimals });
  if (parsed.kind !== 'game') return undefined;
  return thermograph(games.store, parsed.id, new Map());
}
