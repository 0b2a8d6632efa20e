import { useState } from 'react';
import cards from 'virtual:gallery';
import { GALLERY_SECTIONS } from './galleryCards';
import { GlossaryLink } from '../shell/GlossaryLink';
import { hrefFor } from '../shell/route';
import { usePageTitle } from '../shell/usePageTitle';

/** A card matches a search when every word of it is in the card's name, code (or the code its name stands for) or rule. */
function matches(card: (typeof cards)[number], words: string[]): boolean {
  const text = `${card.title} ${card.code} ${card.aka} ${card.summary} ${card.section}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

export function GalleryPage() {
  usePageTitle('Gallery');
  const [query, setQuery] = useState('');
  // On a phone only the classics start open (the whole gallery is many screens long); a search opens all.
  const [open, setOpen] = useState<Record<string, boolean>>(() => {
    const phone = window.matchMedia('(max-width: 600px)').matches;
    return Object.fromEntries(GALLERY_SECTIONS.map((section, i) => [section, !phone || i === 0]));
  });
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 0);
  const shown = cards.filter((card) => matches(card, words));
  // A search opens every section; the toggles then close and open them for that search alone.
  const [searchClosed, setSearchClosed] = useState<{ query: string; closed: Record<string, boolean> }>({ query: '', closed: {} });
  const searching = words.length > 0;
  const closedNow = searchClosed.query === query ? searchClosed.closed : {};
  return (
    <section>
      <h1>Game gallery</h1>
      <p data-testid="first-visit">
        nimlab solves two-player games exactly: who wins from any position, and how. Pick a game below and press <b>Play</b> to play it
        against a perfect opponent (or a friend), <b>Explore</b> to see its values heap by heap, or <b>Analyze</b> for a position&apos;s
        winning moves. A position where the player to move loses is a <GlossaryLink term="p-position">P-position</GlossaryLink>; the{' '}
        <GlossaryLink>glossary</GlossaryLink> explains the other words (remoteness, nim-value, genus).
      </p>
      <p>Every built-in game: its rule, an example position, and what you can do with it.</p>
      <p>
        Partizan games, where Left and Right have different moves (Domineering, Clobber, Konane, Amazons, Cutcake, Hackenbush in colour…),
        are played on their boards on the <a href={hrefFor('partizan')}>Partizan boards</a> page, with their values and thermographs.
      </p>
      <form className="row" role="search" onSubmit={(e) => e.preventDefault()}>
        <label className="field">
          Find a game <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="kayles, coins, split…" />
        </label>
        <span className="muted" role="status">
          {words.length > 0 ? `${shown.length} of ${cards.length} games` : ''}
        </span>
      </form>
      <div data-testid="gallery">
        {GALLERY_SECTIONS.map((section) => {
          const inSection = shown.filter((card) => card.section === section);
          if (inSection.length === 0) return null;
          const expanded = searching ? !closedNow[section] : open[section];
          return (
            <section key={section} className="gallery-section" aria-labelledby={`section-${section.replace(/\W+/g, '-')}`}>
              <h2 id={`section-${section.replace(/\W+/g, '-')}`}>
                <button
                  type="button"
                  className="section-toggle"
                  aria-expanded={expanded}
                  onClick={() =>
                    searching
                      ? setSearchClosed({ query, closed: { ...closedNow, [section]: expanded } })
                      : setOpen({ ...open, [section]: !open[section] })
                  }
                >
                  {section} <span className="muted">({inSection.length})</span>
                </button>
              </h2>
              {expanded && (
                <div className="cards">
                  {inSection.map(({ family, title, code, summary, example, game, position, playable, explorable }) => (
                    <div className="card" key={family} data-testid={`game-${family}`}>
                      <h3>
                        {title} {code.toLowerCase() !== title.toLowerCase() && <span className="card-code mono">{code}</span>}
                      </h3>
                      <p className="card-rule">{summary}</p>
                      <p className="mono card-example">e.g. {example}</p>
                      <div className="actions">
                        {playable && (
                          <a href={hrefFor('play', { game, position })} aria-label={`Play ${title}`}>
                            Play
                          </a>
                        )}
                        {explorable && (
                          <a href={hrefFor('explore', { game, to: '200' })} aria-label={`Explore ${title}`}>
                            Explore
                          </a>
                        )}
                        <a href={hrefFor('analyze', { game, position })} aria-label={`Analyze ${title}`}>
                          Analyze
                        </a>
                      </div>
                    </div>
                  ))}
                </div>
              )}
            </section>
          );
        })}
        {shown.length === 0 && <p>No game matches “{query}”.</p>}
      </div>
    </section>
  );
}
