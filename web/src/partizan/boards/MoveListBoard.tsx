import type { PartizanBoardProps } from './boardProps';

/**
 * The board of a family whose own board has not landed: the mover's legal moves by name, a
 * button each (the hint marked in words as well as by its outline).
 */
export function MoveListBoard<P>({ mover, moves, disabled, hint, onMove }: PartizanBoardProps<P>) {
  return (
    <div
      className="pz-move-list"
      role="group"
      aria-label={`${mover === 'left' ? "Left's" : "Right's"} moves`}
      data-testid="move-list-board"
    >
      {moves.map((label) => (
        <button
          key={label}
          type="button"
          className={`secondary mono ${label === hint ? 'pz-hint' : ''}`}
          disabled={disabled}
          data-move={label}
          onClick={() => onMove(label)}
        >
          {label}
          {label === hint ? ' (hint)' : ''}
        </button>
      ))}
    </div>
  );
}
