/** A Play page's whole state as URL parameters, so a link reproduces the exact moment of a game. */

/** Who plays: a person against the computer, two people, or the computer against itself. */
export type PlayMode = 'computer' | 'two' | 'auto';
const MODES: readonly PlayMode[] = ['computer', 'two', 'auto'];

/** Everything a link holds: the game, its start, who plays, who starts, the switches and the moves made. */
export interface PlayState {
  mode: PlayMode;
  game: string;
  position: string;
  computerFirst: boolean;
  misere: boolean;
  hints: boolean;
  /** Indices into each position's move list, in order. */
  moves: number[];
}

export function readState(params: URLSearchParams): PlayState {
  const moves = (params.get('moves') ?? '')
    .split('.')
    .filter((m) => m !== '')
    .map(Number);
  const mode = params.get('mode');
  return {
    mode: MODES.find((m) => m === mode) ?? 'computer',
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
  if (state.mode !== 'computer') params.mode = state.mode;
  if (state.computerFirst) params.first = 'computer';
  if (state.misere) params.misere = '1';
  if (!state.hints) params.hints = '0';
  if (state.moves.length > 0) params.moves = state.moves.join('.');
  return params;
}
