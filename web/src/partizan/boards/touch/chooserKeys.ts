/**
 * The keyboard's way through a board's moves (the house pattern of `web/src/study/KeyChooser.tsx`,
 * which features other than Play may not import): arrow keys step through the mover's legal move
 * labels in the family's order, Home and End jump to the ends, Escape clears the choice, Enter or
 * Space plays the chosen move. Pure, so every board shares it and a test holds it to the moves.
 */
export type ChooserAction = { readonly kind: 'choose'; readonly label: string | null } | { readonly kind: 'play'; readonly label: string };

const STEPS: Readonly<Record<string, number>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1, PageDown: 10, PageUp: -10 };

/** What a key does with the moves offered and the label chosen so far; undefined for keys it leaves alone. */
export function chooserAction(key: string, moves: readonly string[], chosen: string | null): ChooserAction | undefined {
  const count = moves.length;
  if (count === 0) return undefined;
  const at = chosen === null ? -1 : moves.indexOf(chosen);
  if (key in STEPS) {
    const step = STEPS[key];
    const next = at < 0 ? (step > 0 ? 0 : count - 1) : (((at + step) % count) + count) % count;
    return { kind: 'choose', label: moves[next] };
  }
  if (key === 'Home') return { kind: 'choose', label: moves[0] };
  if (key === 'End') return { kind: 'choose', label: moves[count - 1] };
  if (key === 'Escape') return { kind: 'choose', label: null };
  if ((key === 'Enter' || key === ' ') && at >= 0) return { kind: 'play', label: moves[at] };
  return undefined;
}
