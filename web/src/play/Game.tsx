import { GameIntro } from '../components/GameIntro';
import type { Playable } from '../library';
import { Match } from './Match';
import type { PlayState } from './playState';
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
  // Without the whole solution a draw would look like a loss, so such a game waits for it.
  if (playable.mayDraw && state !== 'solved') {
    return (
      <section>
        {intro}
        <StartForm state={initial} />
        {state === 'working' ? (
          <p className="muted" role="status">
            solving the game graph…
          </p>
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
