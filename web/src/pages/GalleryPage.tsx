import { builtInGames } from '../library';
import { hrefFor } from '../route';
import { usePageTitle } from '../usePageTitle';

/** Splits a family's example `nim 3 4 5` into the game name and the position. */
export function splitExample(example: string): { game: string; position: string } {
  const [game, ...position] = example.split(/\s+/);
  return { game, position: position.join(' ') };
}

function canPlay(game: string): boolean {
  try {
    return builtInGames.resolve(game).playable !== undefined;
  } catch {
    return false;
  }
}

function canExplore(game: string): boolean {
  try {
    return builtInGames.resolve(game).heap !== undefined;
  } catch {
    return false;
  }
}

export function GalleryPage() {
  usePageTitle('Gallery');
  const families = builtInGames.list();
  return (
    <section>
      <h1>Game gallery</h1>
      <p>Every built-in game: its rule, an example position, and what you can do with it.</p>
      <div className="cards" data-testid="gallery">
        {families.map((family) => {
          const { game, position } = splitExample(family.example);
          return (
            <div className="card" key={family.family} data-testid={`game-${family.family}`}>
              <h2>{family.usage ?? family.family}</h2>
              <p>{family.summary}</p>
              <p className="mono">e.g. {family.example}</p>
              <div className="actions">
                <a href={hrefFor('analyze', { game, position })}>Analyze</a>
                {canPlay(game) && <a href={hrefFor('play', { game, position })}>Play</a>}
                {canExplore(game) && <a href={hrefFor('explore', { game, to: '200' })}>Explore</a>}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
