/**
 * The pure side of the Toads and Frogs board: a touch on a creature plays its one move. A toad
 * (Left's, `T`) moves right and a frog (Right's, `F`) left, a step into the empty cell ahead or a
 * jump over one creature of the other kind (*Winning Ways* vol. 1 ch. 1), so each creature has at
 * most one move, and `toadsAndFrogs.moves` names it `from-to` (cells 1-based).
 */
export function toadsAndFrogsTouches(strip: string, moves: readonly string[]): (string | undefined)[] {
  const byStart = new Map<number, string>();
  for (const label of moves) {
    const match = /^(\d+)-(\d+)$/.exec(label);
    if (match) byStart.set(Number(match[1]) - 1, label);
  }
  return [...strip].map((_, cell) => byStart.get(cell));
}

/** The cell a move label lands on (0-based), or undefined for a label that is no strip move. */
export function landingCell(label: string): number | undefined {
  const match = /^(\d+)-(\d+)$/.exec(label);
  return match ? Number(match[2]) - 1 : undefined;
}
