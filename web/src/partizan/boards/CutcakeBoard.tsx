import { useState } from 'react';
import { KeyChooser } from '../../study/KeyChooser';
import type { PartizanBoardProps } from './boardProps';
import { cakeCut, type CakeCut } from './touch/cutcakeCuts';

interface Cake {
  readonly rows: number;
  readonly cols: number;
}

/** Cakes wider or higher than this are drawn as a box with their size, not square by square. */
const MAX_DRAWN_SIDE = 16;
/** More cuts than this in one cake are offered through a list box rather than a button each. */
const MAX_CUT_BUTTONS = 24;

/**
 * Cutcake's board (*Winning Ways* ch. 2): each rectangle drawn in unit squares, and under it the
 * cut lines the mover may take (Left vertical |, Right horizontal —), each a button; touching one
 * cuts. The hint and the keyboard's choice are drawn as a dashed line across the cake.
 */
export function CutcakeBoard({ position, mover, moves, disabled, hint, onMove }: PartizanBoardProps<readonly Cake[]>) {
  const [keyChoice, setKeyChoice] = useState<number | null>(null);
  const cuts = moves.map((label) => cakeCut(label, mover)).filter((cut): cut is CakeCut => cut !== undefined);
  const marked = [hint, keyChoice === null ? undefined : moves[keyChoice]].flatMap((label) =>
    label === undefined ? [] : [cakeCut(label, mover)],
  );
  const play = (label: string) => {
    setKeyChoice(null);
    onMove(label);
  };
  return (
    <KeyChooser
      count={disabled ? 0 : moves.length}
      chosen={keyChoice}
      chosenWords={keyChoice === null ? null : (moves[keyChoice] ?? null)}
      onChoose={setKeyChoice}
      onPlay={(index) => play(moves[index]!)}
    >
      <div className="pz-cakes" data-testid="cutcake-board">
        {position.map((cake, which) => {
          const mine = cuts.filter((cut) => cut.cake === which);
          const lines = marked.filter((cut) => cut?.cake === which).map((cut) => cut!.at);
          return (
            <figure key={which} className="pz-cake-figure">
              <CakePicture cake={cake} mover={mover} lines={lines} />
              <figcaption className="muted">
                cake {which + 1}: {cake.rows}×{cake.cols}
              </figcaption>
              {!disabled && mine.length > 0 && <CutChoices cake={which} cuts={mine} mover={mover} hint={hint} onCut={play} />}
            </figure>
          );
        })}
      </div>
    </KeyChooser>
  );
}

function CakePicture({ cake, mover, lines }: { cake: Cake; mover: 'left' | 'right'; lines: number[] }) {
  if (cake.rows > MAX_DRAWN_SIDE || cake.cols > MAX_DRAWN_SIDE)
    return <div className="pz-cake pz-cake-big">{`${cake.rows} × ${cake.cols}`}</div>;
  const unit = Math.max(8, Math.min(24, Math.floor(200 / Math.max(cake.rows, cake.cols))));
  return (
    <div
      className="pz-cake"
      style={{ width: unit * cake.cols, height: unit * cake.rows, backgroundSize: `${unit}px ${unit}px` }}
      role="img"
      aria-label={`a ${cake.rows} by ${cake.cols} cake`}
    >
      {lines.map((at) => (
        <span
          key={at}
          className={`pz-cut-line pz-cut-${mover}`}
          style={mover === 'left' ? { left: at * unit - 2, top: 0, bottom: 0 } : { top: at * unit - 2, left: 0, right: 0 }}
        />
      ))}
    </div>
  );
}

function CutChoices({
  cake,
  cuts,
  mover,
  hint,
  onCut,
}: {
  cake: number;
  cuts: CakeCut[];
  mover: 'left' | 'right';
  hint?: string;
  onCut: (label: string) => void;
}) {
  const [picked, setPicked] = useState(cuts[0]!.label);
  const words = (cut: CakeCut) =>
    mover === 'left' ? `cut cake ${cake + 1} after column ${cut.at}` : `cut cake ${cake + 1} after row ${cut.at}`;
  if (cuts.length > MAX_CUT_BUTTONS)
    return (
      <div className="row">
        <select aria-label={`where to cut cake ${cake + 1}`} value={picked} onChange={(e) => setPicked(e.target.value)}>
          {cuts.map((cut) => (
            <option key={cut.label} value={cut.label}>
              {words(cut)}
            </option>
          ))}
        </select>
        <button type="button" onClick={() => onCut(picked)}>
          Cut
        </button>
      </div>
    );
  return (
    <div className="pz-cuts" role="group" aria-label={`cuts of cake ${cake + 1}`}>
      {cuts.map((cut) => (
        <button
          key={cut.label}
          type="button"
          className={`pz-cut ${cut.label === hint ? 'pz-hint' : ''}`}
          aria-label={`${words(cut)}${cut.label === hint ? ' (hint)' : ''}`}
          data-move={cut.label}
          onClick={() => onCut(cut.label)}
        >
          {mover === 'left' ? `|${cut.at}` : `—${cut.at}`}
        </button>
      ))}
    </div>
  );
}
