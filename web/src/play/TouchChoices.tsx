import type { SelectionMatch } from '../components/touch';
import type { PlayMove } from '../library';
import { moveWords } from './moveWords';

/** After touching part of a move: the moves that are exactly what was touched, or why none is. */
export function TouchChoices({
  name,
  position,
  moves,
  match,
  hintIndex,
  onPlay,
  onClear,
}: {
  name: string;
  hintIndex: number | null;
  position: unknown;
  moves: PlayMove<unknown>[];
  match: SelectionMatch;
  onPlay(index: number): void;
  onClear(): void;
}) {
  return (
    <div className="touch-choices" data-testid="touch-choices">
      {match.candidates.length === 0 && <p>No move takes exactly that here.</p>}
      {match.exact.length > 0 && (
        <p>
          {match.exact.length === 1 ? 'Play this move' : 'Choose how the move ends'}
          {match.candidates.length > match.exact.length ? ', or touch more to make a larger move' : ''}:
        </p>
      )}
      {match.exact.length === 0 && match.candidates.length > 0 && (
        <p>Touch more to complete the move ({match.candidates.length} moves include this).</p>
      )}
      <div className="moves touch-moves">
        {match.exact.slice(0, 24).map((i) => (
          <button
            key={i}
            className={i === hintIndex ? 'winning' : ''}
            onClick={() => onPlay(i)}
            data-testid="touch-move"
            data-hint={i === hintIndex ? 'true' : undefined}
          >
            {moveWords(name, position, moves[i].label)}
          </button>
        ))}
        <button className="secondary" onClick={onClear}>
          Clear
        </button>
      </div>
    </div>
  );
}
