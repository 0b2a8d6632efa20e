/**
 * A game argument naming a module file rather than a built-in game. (A file of its own, so that
 * commands which only ask can tell without loading the module runner.)
 */
export function isModulePath(game: string): boolean {
  return /^(\.{1,2}\/|\/)/.test(game) || /\.(m|c)?(t|j)s$/.test(game);
}
