import type { PartizanBoardProps } from './boardProps';
import { MoveChooser } from './MoveChooser';
import { HINT_COLOUR, LEFT_MARK, RIGHT_MARK } from './sidePalette';
import { landingCell, toadsAndFrogsTouches } from './touch/stripTouches';

/** A cell's side in CSS pixels: a 44 px target (seven cells fit a 360 px phone). */
const CELL_PX = 44;

/**
 * Toads and Frogs on its strip (*Winning Ways* vol. 1 ch. 1; Erickson 1996): touch a toad (Left's,
 * blue, `T` with an arrow pointing right) or a frog (Right's, red, `F` pointing left) to step or
 * jump it. Only creatures whose move is in `moves` are buttons. A long strip scrolls inside its own
 * box, so the page never scrolls sideways.
 */
export function ToadsAndFrogsBoard({ position, mover, moves, disabled, hint, onMove }: PartizanBoardProps<string>) {
  const touches = toadsAndFrogsTouches(position, disabled ? [] : moves);
  const describe = (label: string) => {
    const [from, to] = label.split('-');
    const creature = position[Number(from) - 1] === 'T' ? 'toad' : 'frog';
    return `move the ${creature} on cell ${from} to cell ${to}`;
  };
  return (
    <MoveChooser moves={moves} disabled={disabled} hint={hint} describe={describe} boardName="Toads and Frogs strip" onMove={onMove}>
      {(chosen) => {
        const target = chosen === null ? undefined : landingCell(chosen);
        return (
          <figure
            className="picture"
            data-testid="toads-and-frogs-board"
            data-position={position}
            data-mover={mover}
            data-disabled={String(disabled)}
          >
            <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
              <ol
                style={{ display: 'flex', listStyle: 'none', margin: 0, padding: '4px 0', gap: 2 }}
                aria-label="the strip, cell 1 on the left"
              >
                {[...position].map((cell, at) => (
                  <li key={at} style={{ flex: `0 0 ${CELL_PX}px` }}>
                    <Cell
                      cell={cell}
                      at={at}
                      label={touches[at]}
                      chosen={touches[at] !== undefined && touches[at] === chosen}
                      landing={target === at}
                      hinted={touches[at] !== undefined && touches[at] === hint}
                      onMove={onMove}
                    />
                  </li>
                ))}
              </ol>
            </div>
            <figcaption>
              {disabled
                ? 'Toads (T, blue, move right) and frogs (F, red, move left) step into an empty cell ahead or jump one of the other kind.'
                : `Your move as ${mover === 'left' ? 'Left: touch a toad (T)' : 'Right: touch a frog (F)'} to step or jump it.`}
            </figcaption>
          </figure>
        );
      }}
    </MoveChooser>
  );
}

function Cell({
  cell,
  at,
  label,
  chosen,
  landing,
  hinted,
  onMove,
}: {
  cell: string;
  at: number;
  label: string | undefined;
  chosen: boolean;
  landing: boolean;
  hinted: boolean;
  onMove(label: string): void;
}) {
  const mark = cell === 'T' ? LEFT_MARK : cell === 'F' ? RIGHT_MARK : undefined;
  const letter = mark === undefined ? '' : cell;
  const words = mark === undefined ? `cell ${at + 1}: empty` : `${letter}: ${cell === 'T' ? 'toad' : 'frog'} on cell ${at + 1}`;
  const style = {
    width: CELL_PX,
    height: CELL_PX,
    padding: 0,
    borderRadius: 6,
    border: `${chosen || landing ? 3 : 1}px ${landing ? 'dashed' : 'solid'} ${chosen || landing ? '#1d2330' : '#868e96'}`,
    boxShadow: hinted ? `0 0 0 4px ${HINT_COLOUR}` : undefined,
    background: mark?.tint ?? '#fff',
    color: mark?.colour ?? '#5c6475',
    fontWeight: 700,
    fontSize: 18,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 2,
  } as const;
  // The letter is the visible name (so the accessible name holds it); the arrow says which way it moves.
  const face =
    mark === undefined ? null : (
      <>
        {cell === 'F' && <Arrow pointsRight={false} />}
        {letter}
        {cell === 'T' && <Arrow pointsRight />}
      </>
    );
  if (label === undefined)
    return (
      <div style={style} data-testid="strip-cell" aria-label={words} role="img">
        {face}
      </div>
    );
  const to = label.split('-')[1];
  return (
    <button
      type="button"
      style={style}
      data-testid="strip-cell"
      data-label={label}
      data-hint={hinted ? 'true' : undefined}
      aria-label={`${words}: move it to cell ${to} (${label})`}
      onClick={() => onMove(label)}
    >
      {face}
    </button>
  );
}

/** A small triangle: toads move right, frogs left. */
function Arrow({ pointsRight }: { pointsRight: boolean }) {
  return (
    <svg width={8} height={10} viewBox="0 0 8 10" aria-hidden="true" focusable="false">
      <path d={pointsRight ? 'M 0 0 L 8 5 L 0 10 z' : 'M 8 0 L 0 5 L 8 10 z'} fill="currentColor" />
    </svg>
  );
}
