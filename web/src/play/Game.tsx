import { GameIntro } from '../components/GameIntro';
import type { Playable } from '../library';
import { Match } from './Match';
import { hrefFor } from '../shell/route';
import { stateParams, type PlayState } from './playState';
import { StartForm } from './StartForm';
import { useSolution } from './useSolution';

export function Game({
  initial,
  name,
  playable,
  start,
}: {
  initial: PlayState;
  name: string;
  playable: Playable<unknown>;
  start: unknown;
}) {
  const { solution, state } = useSolution(playable, start, initial.misere);
  const intro = <GameIntro name={name} prefix="" suffix={initial.misere ? ' (misère)' : ''} misere={initial.misere} />;
  // Without the whole solution a draw would look like a loss, so such a game waits for it; so does
  // misère play known only by a search of the whole graph, which the solution is.
  const misereBySearch = initial.misere && playable.misereBySearch === true;
  if ((playable.mayDraw || misereBySearch) && state !== 'solved') {
    return (
      <section>
        {intro}
        <StartForm state={initial} />
        {state === 'working' ? (
          <p className="muted" role="status">
            solving the game graph…
          </p>
        ) : misereBySearch ? (
          <div className="error" role="alert" data-testid="misere-too-large">
            This position is too large for misère play here: misère play has no shortcut for this game, and its game graph has too many
            positions to search. Start from a smaller position, or{' '}
            <a href={hrefFor('play', stateParams({ ...initial, misere: false, moves: [] }))}>play it under normal rules</a>.
          </div>
        ) : (
          <div className="error" role="alert">
            this game graph has too many positions to be played here (draws need the whole graph solved); analyze it instead
          </div>
        )}
      </section>
    );
  }
  return (
    <section>
      {intro}
      <StartForm state={initial} />
      <Match initial={initial} name={name} playable={playable} start={start} solution={solution} solving={state === 'working'} />
    </section>
  );
}
