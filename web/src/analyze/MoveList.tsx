import { useState } from 'react';
import type { MoveReport } from '../library';

/** Up to this many moves are listed as they are; more are grouped. */
const PLAIN_LIMIT = 12;
/** Moves per group when the moves name no component (and per page of a component's group). */
const GROUP_SIZE = 50;

interface Group {
  title: string;
  moves: MoveReport[];
}

/** Groups by component (heap) when the moves name one, else in runs of GROUP_SIZE. */
export function groupMoves(moves: readonly MoveReport[], componentLabel: (component: number) => string): Group[] {
  if (moves.every((m) => m.component !== undefined)) {
    const byComponent = new Map<number, MoveReport[]>();
    for (const move of moves) byComponent.set(move.component!, [...(byComponent.get(move.component!) ?? []), move]);
    return [...byComponent].map(([component, list]) => ({ title: `${componentLabel(component)}: ${count(list.length)}`, moves: list }));
  }
  const groups: Group[] = [];
  for (let i = 0; i < moves.length; i += GROUP_SIZE) {
    const end = Math.min(moves.length, i + GROUP_SIZE);
    groups.push({ title: `moves ${i + 1}–${end}`, moves: moves.slice(i, end) });
  }
  return groups;
}

const count = (n: number) => `${n.toLocaleString('en')} winning move${n === 1 ? '' : 's'}`;

/**
 * Winning moves: a short list as it is; a long one grouped per component (heap), each group
 * listing its moves only when opened, so the page never holds thousands of elements at once.
 */
export function MoveList({ moves, componentLabel }: { moves: readonly MoveReport[]; componentLabel: (component: number) => string }) {
  if (moves.length === 0) return <p>none</p>;
  if (moves.length <= PLAIN_LIMIT) return <MoveItems moves={moves} />;
  return (
    <div data-testid="move-groups">
      {groupMoves(moves, componentLabel).map((group) => (
        <MoveGroup key={group.title} group={group} />
      ))}
    </div>
  );
}

function MoveGroup({ group }: { group: Group }) {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(GROUP_SIZE);
  return (
    <details className="move-group" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{group.title}</summary>
      {open && (
        <>
          <MoveItems moves={group.moves.slice(0, shown)} />
          {shown < group.moves.length && (
            <button className="secondary" onClick={() => setShown(shown + GROUP_SIZE)}>
              show {Math.min(GROUP_SIZE, group.moves.length - shown)} more of {group.moves.length.toLocaleString('en')}
            </button>
          )}
        </>
      )}
    </details>
  );
}

function MoveItems({ moves }: { moves: readonly MoveReport[] }) {
  return (
    <ul>
      {moves.map((m, i) => (
        <li key={i} className="mono">
          {m.move} → {m.to}
        </li>
      ))}
    </ul>
  );
}
