import type { MoveListProps } from './MoveList';
import { moveWords } from './moveWords';
import { moveValueWords } from './playWords';

export function MoveButton({
  index,
  name,
  playable,
  position,
  moves,
  hints,
  valueOf,
  remotenessKnown,
  onPlay,
}: MoveListProps & { index: number }) {
  const move = moves[index];
  const after = hints ? valueOf(move.to) : null;
  // The move's value for the mover is the opposite of the position's for the opponent.
  const kind = !after ? '' : after.result === 'lose' ? 'winning' : after.result === 'win' ? 'losing' : 'drawing';
  return (
    <button
      className={kind}
      onClick={() => onPlay(index)}
      title={`${move.label} → ${playable.format(move.to)}`}
      data-label={move.label}
      data-remoteness={after ? after.remoteness : undefined}
    >
      {moveWords(name, position, move.label)}
      {after && <span className="remoteness">{moveValueWords(after, remotenessKnown)}</span>}
    </button>
  );
}
