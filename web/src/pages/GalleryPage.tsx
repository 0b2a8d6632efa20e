import cards from 'virtual:gallery';
import { hrefFor } from '../route';
import { usePageTitle } from '../usePageTitle';

export function GalleryPage() {
  usePageTitle('Gallery');
  return (
    <section>
      <h1>Game gallery</h1>
      <p>Every built-in game: its rule, an example position, and what you can do with it.</p>
      <div className="cards" data-testid="gallery">
        {cards.map(({ family, title, summary, example, game, position, playable, explorable }) => (
          <div className="card" key={family} data-testid={`game-${family}`}>
            <h2>{title}</h2>
            <p>{summary}</p>
            <p className="mono">e.g. {example}</p>
            <div className="actions">
              <a href={hrefFor('analyze', { game, position })}>Analyze</a>
              {playable && <a href={hrefFor('play', { game, position })}>Play</a>}
              {explorable && <a href={hrefFor('explore', { game, to: '200' })}>Explore</a>}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
