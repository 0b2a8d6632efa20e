/** A Play page's whole state as URL parameters, so a link reproduces the exact moment of a game. */

/** Everything a link holds: the game, its start, who starts, the switches and the moves made. */
export interface PlayState {
  game: string;
  position: string;
  computerFirst: boolean;
  misere: boolean;
  hints: boolean;
  /** Indices into each position's move list, in order. */
  moves: number[];
}

export function readState(params: URLSearchParams): PlayState {
  const moves = (params.get('moves') ?? '').split('.').filter((m) => m !== '').map(Number);
  return {
    game: params.get('game') ?? 'nim',
    position: params.get('position') ?? '3 4 5',
    computerFirst: params.get('first') === 'computer',
    misere: params.get('misere') === '1',
    hints: params.get('hints') !== '0',
    moves,
  };
}

export function stateParams(state: PlayState): Record<string, string> {
  const params: Record<string, string> = { game: state.game, position: state.position };
  if (state.computerFirst) params.first = 'computer';
  if (state.misere) params.misere = '1';
  if (!state.hints) params.hints = '0';
  if (state.moves.length > 0) params.moves = state.moves.join('.');
  return params;
}
