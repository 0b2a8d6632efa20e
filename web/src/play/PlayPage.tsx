import { useMemo } from 'react';
import { inWords, titleOf } from '../components/GameIntro';
import { builtInGames, type Playable } from '../library';
import { Game } from './Game';
import { readState } from './playState';
import { StartForm } from './StartForm';
import { usePageTitle } from '../shell/usePageTitle';

interface Setup {
  name?: string;
  playable?: Playable<unknown>;
  start?: unknown;
  error?: string;
}

function setUp(game: string, positionText: string): Setup {
  try {
    const definition = builtInGames.resolve(game);
    if (!definition.playable) return { error: `game '${definition.name}' cannot be played move by move` };
    const words = positionText
      .trim()
      .split(/\s+/)
      .filter((w) => w.length > 0);
    try {
      return { name: definition.name, playable: definition.playable, start: definition.playable.parse(words) };
    } catch (error) {
      return { error: inWords((error as Error).message, definition.name) };
    }
  } catch (error) {
    return { error: (error as Error).message };
  }
}

export function PlayPage({ params }: { params: URLSearchParams }) {
  const initial = useMemo(() => readState(params), [params]);
  const setup = useMemo(() => setUp(initial.game, initial.position), [initial]);
  usePageTitle(setup.name ? `Play ${titleOf(setup.name)}` : 'Play');
  if (setup.error || !setup.playable) {
    return (
      <section>
        <h1>Play</h1>
        <StartForm state={initial} />
        <div className="error" role="alert">
          {setup.error}
        </div>
      </section>
    );
  }
  // A misère link to a game with no misère play here is played, and labelled, under normal rules.
  const misereRefused = initial.misere && !setup.playable.supportsMisere;
  return (
    <>
      {misereRefused && (
        <div className="error" role="alert" data-testid="misere-refused">
          {titleOf(setup.name!)} has no misère play here: this game is played under normal rules (whoever moves last wins).
        </div>
      )}
      <Game
        initial={misereRefused ? { ...initial, misere: false } : initial}
        name={setup.name!}
        playable={setup.playable}
        start={setup.start}
      />
    </>
  );
}
