import { useMemo, useState } from 'react';
import type { Playable, PlayMove, PlayValue } from '../library';
import { MoveButton } from './MoveButton';
import { FLAT_MOVE_LIMIT, GROUP_PAGE, groupMoves } from './moveGroups';
import { unitOf } from './playWords';

export interface MoveListProps {
  name: string;
  playable: Playable<unknown>;
  position: unknown;
  moves: PlayMove<unknown>[];
  hints: boolean;
  valueOf(p: unknown): PlayValue;
  remotenessKnown: boolean;
  onPlay(index: number): void;
}

/**
 * Every move as a button, for keyboards and screen readers. A long list is grouped (by heap, by
 * coin) behind buttons that open a group, and a group shows GROUP_PAGE moves at a time, so a
 * position with ten thousand moves renders a few dozen buttons.
 */
export function MoveList(props: MoveListProps) {
  const { moves } = props;
  const groups = useMemo(() => (moves.length > FLAT_MOVE_LIMIT ? groupMoves(moves, unitOf(props.name)) : null), [moves, props.name]);
  const [open, setOpen] = useState<Record<string, number>>({});
  if (!groups) {
    return (
      <div className="moves" data-testid="moves">
        {moves.map((_, i) => (
          <MoveButton key={i} index={i} {...props} />
        ))}
      </div>
    );
  }
  return (
    <div className="move-groups" data-testid="moves">
      <p className="muted">{moves.length} moves, grouped: open a group to see its moves.</p>
      {groups.map((group) => {
        const shown = open[group.key] ?? 0;
        return (
          <div className="move-group" key={group.key}>
            <button
              className="secondary group-toggle"
              aria-expanded={shown > 0}
              onClick={() => setOpen({ ...open, [group.key]: shown > 0 ? 0 : GROUP_PAGE })}
            >
              {group.title} · {group.indices.length} move{group.indices.length === 1 ? '' : 's'}
            </button>
            {shown > 0 && (
              <div className="moves">
                {group.indices.slice(0, shown).map((i) => (
                  <MoveButton key={i} index={i} {...props} />
                ))}
                {shown < group.indices.length && (
                  <button className="secondary" onClick={() => setOpen({ ...open, [group.key]: shown + GROUP_PAGE })}>
                    show {Math.min(GROUP_PAGE, group.indices.length - shown)} more
                  </button>
                )}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
