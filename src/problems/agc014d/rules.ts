import { NimlabError } from '../../engine/core/errors.js';
import type { PayoffGame } from '../../engine/conventions/minimax.js';
import type { Graph } from '../../graph/index.js';

const UNCOLOURED = 0;
const WHITE = 1;
const BLACK = 2;

/** Colourings are base-3 numbers (digit v = colour of v), so n stays small. */
export const COLOURING_GAME_MAX_VERTICES = 12;

/**
 * The black-and-white tree game as a payoff game for the engine: a position is the colouring so
 * far; the first player colours a vertex white, the second black, until none is left. Then every
 * white vertex next to a black one turns black, and the payoff is 1 (the first player wins) if a
 * white vertex remains, else 0. The first player maximises.
 */
export function colouringGame(tree: Graph): PayoffGame<number, number> {
  const { n, offsets, targets } = tree;
  if (n > COLOURING_GAME_MAX_VERTICES)
    throw new NimlabError(`the exhaustive colouring model takes at most ${COLOURING_GAME_MAX_VERTICES} vertices`);
  const power = Array.from({ length: n }, (_, v) => 3 ** v);
  const colourOf = (position: number, v: number) => Math.floor(position / power[v]) % 3;
  const coloured = (position: number) => power.filter((_, v) => colourOf(position, v) !== UNCOLOURED).length;
  return {
    *moves(position) {
      const colour = coloured(position) % 2 === 0 ? WHITE : BLACK;
      for (let v = 0; v < n; v++) if (colourOf(position, v) === UNCOLOURED) yield position + colour * power[v];
    },
    key: (position) => position,
    maximizerToMove: (position) => coloured(position) % 2 === 0,
    payoff(position) {
      for (let v = 0; v < n; v++) {
        if (colourOf(position, v) !== WHITE) continue;
        let touchesBlack = false;
        for (let e = offsets[v]; e < offsets[v + 1]; e++) if (colourOf(position, targets[e]) === BLACK) touchesBlack = true;
        if (!touchesBlack) return 1;
      }
      return 0;
    },
  };
}
