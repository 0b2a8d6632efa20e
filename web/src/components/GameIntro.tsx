import { builtInGames, classicGame, gameTitle, NimlabError } from '../library';

/** A game's human name ("Kayles") and its name to type ("0.77"). */
export function titleOf(name: string): string {
  const family = builtInGames.familyOf(name);
  return family ? gameTitle(name, family) : name;
}

/**
 * The head of a game's page: its human name, the name to type, and its rule — the classic's
 * rule in everyday words when it has one, then the definition's exact rule.
 */
export function GameIntro({
  name,
  prefix = '',
  suffix = '',
  misere = false,
}: {
  name: string;
  prefix?: string;
  suffix?: string;
  /** Played misère: the rule's last sentence (whoever moves last wins) is reversed, and the page says so. */
  misere?: boolean;
}) {
  const title = titleOf(name);
  const classic = classicGame(name);
  let summary: string | undefined;
  try {
    summary = builtInGames.resolve(name).summary;
  } catch (error) {
    // A name the catalog does not know: the page shows that error itself.
    if (!(error instanceof NimlabError)) throw error;
    summary = undefined;
  }
  return (
    <div className="game-intro">
      <h1>
        {prefix}
        {title}
        {suffix}
        {!title.toLowerCase().includes(name.toLowerCase()) && <span className="game-code mono"> {name}</span>}
      </h1>
      {(classic || summary) && (
        <p className="rule" data-testid="rule">
          {classic && <>{classic.rule} </>}
          {summary && <span className="muted">{summary}</span>}
        </p>
      )}
      {misere && (
        <p className="rule" data-testid="misere-rule">
          <strong>Misère play:</strong> whoever makes the last move loses.
        </p>
      )}
    </div>
  );
}

/**
 * An error of the library said with the game's human name: a message that starts with the game's
 * code ("1-2: a row is written with H and T") starts with its name instead ("Turning Turtles: …").
 */
export function inWords(message: string, name: string): string {
  const title = titleOf(name);
  return title !== name && message.startsWith(`${name}: `) ? `${title}: ${message.slice(name.length + 2)}` : message;
}

/** One line naming a game and its rule, for a page whose heading is not the game (Explore). */
export function GameRuleLine({ name }: { name: string }) {
  const classic = classicGame(name);
  let summary: string;
  try {
    summary = builtInGames.resolve(name).summary;
  } catch (error) {
    // A game of the user's own (a module) has no entry in the catalog.
    if (!(error instanceof NimlabError)) throw error;
    return null;
  }
  return (
    <p className="rule" data-testid="rule">
      <strong>{titleOf(name)}</strong>: {classic ? `${classic.rule} ` : ''}
      <span className="muted">{summary}</span>
    </p>
  );
}
