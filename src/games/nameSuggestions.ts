/**
 * "Did you mean …?" for a mistyped game name (issue 39, item 11): the known names closest to what
 * was typed by edit distance (Levenshtein: insertions, deletions, substitutions), as git and cargo
 * suggest commands. A name is suggested only when few letters differ, relative to its length, so
 * that a word of another kind entirely gets the short list alone.
 */

/** Most suggestions given. */
const MOST_SUGGESTIONS = 3;

/** The edit distance between two words, row by row in two typed arrays (names are short). */
export function editDistance(a: string, b: string): number {
  let previous = Uint16Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Uint16Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(substitution, previous[j] + 1, current[j - 1] + 1);
    }
    [previous, current] = [current, previous];
  }
  return previous[b.length];
}

/** The known names within reach of `given` (case aside), closest first, at most three. */
export function closestNames(given: string, known: readonly string[]): string[] {
  const word = given.trim().toLowerCase();
  // One typo in four letters, at least one: `kayle` → kayles, `wythof` → wythoff, not `cat` → nim.
  const reach = Math.max(1, Math.floor(word.length / 4));
  return [...new Set(known)]
    .map((name) => ({ name, distance: editDistance(word, name.toLowerCase()) }))
    .filter(({ distance }) => distance <= reach)
    .sort((x, y) => x.distance - y.distance || x.name.localeCompare(y.name))
    .slice(0, MOST_SUGGESTIONS)
    .map(({ name }) => name);
}
