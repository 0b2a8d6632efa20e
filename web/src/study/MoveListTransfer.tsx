import { useState } from 'react';
import { builtInGames, NimlabError } from '../library';
import { MoveListError, readHeader, replayLabels, writeMoveList } from './moveListText';

/** Where a read move list goes: the game, its start as typed and the moves by index (Play's link). */
export interface LoadedGame {
  game: string;
  position: string;
  moves: number[];
}

/**
 * Export and import of a move list (moveListText.ts): the game so far as text to copy or save, and
 * a box to paste one into, which opens it on Play at its last move. A list that does not fit its
 * game is refused with the line at fault.
 */
export function MoveListTransfer({
  game,
  startText,
  labels,
  misere,
  onLoad,
}: {
  game: string;
  startText: string;
  labels: readonly string[];
  misere: boolean;
  onLoad(loaded: LoadedGame): void;
}) {
  const text = writeMoveList(game, startText, labels);
  const [pasted, setPasted] = useState('');
  const [error, setError] = useState('');
  const [copied, setCopied] = useState(false);
  const load = () => {
    try {
      const header = readHeader(pasted);
      const playable = builtInGames.resolve(header.game).playable;
      if (!playable) throw new MoveListError(`line 1: ${header.game} cannot be played move by move`);
      const words = header.position.split(/\s+/).filter((w) => w !== '');
      const start = playable.parse(words);
      const moves = replayLabels({ moves: (p) => playable.moves(p, misere), format: (p) => playable.format(p) }, start, header.labels);
      setError('');
      onLoad({ game: header.game, position: header.position, moves });
    } catch (caught) {
      // The list's own faults and the catalog's (an unknown game, a bad position) are said in words; anything else is a bug.
      if (!(caught instanceof MoveListError || caught instanceof NimlabError)) throw caught;
      setError(caught.message);
    }
  };
  const copy = () => {
    void navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <details className="move-transfer" data-testid="move-transfer">
      <summary>Export or import the move list</summary>
      <label className="field block">
        This game as text (one move a line, in the CLI&apos;s labels)
        <textarea readOnly value={text} rows={Math.min(8, labels.length + 2)} data-testid="move-export" />
      </label>
      <div className="row">
        <button type="button" className="secondary" onClick={copy}>
          Copy
        </button>
        <a
          className="button secondary"
          download={`${game.replace(/[^\w.-]+/g, '_')}-moves.txt`}
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
        >
          Save as a file
        </a>
        {copied && <span className="muted">copied</span>}
      </div>
      <label className="field block">
        Paste a move list to play it from its last move
        <textarea value={pasted} rows={4} onChange={(e) => setPasted(e.target.value)} data-testid="move-import" />
      </label>
      <button type="button" className="secondary" onClick={load} disabled={pasted.trim() === ''}>
        Load moves
      </button>
      {error && (
        <div className="error" role="alert" data-testid="move-import-error">
          {error}
        </div>
      )}
    </details>
  );
}
