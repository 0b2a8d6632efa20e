import { useMemo, useState } from 'react';
import type { PlayMove, PlayValue } from '../library';
import { buildTree, treeSize, type TreeNode } from './gameTree';

/** The depths offered: deeper trees of most games are more than a page can show. */
const DEPTHS = [1, 2, 3, 4];

/**
 * The game tree of the current position to a chosen depth, as nested lists (a screen reader walks
 * them as it walks any list): each node the move, the position and its value for the player to
 * move there. Built only while open.
 */
export function GameTree({
  position,
  moves,
  valueOf,
  format,
  say,
  remotenessKnown,
}: {
  position: unknown;
  moves(position: unknown): PlayMove<unknown>[];
  valueOf(position: unknown): PlayValue;
  format(position: unknown): string;
  say(from: unknown, label: string): string;
  remotenessKnown: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [depth, setDepth] = useState(2);
  const tree = useMemo(() => (open ? buildTree({ moves, valueOf }, position, depth) : null), [open, moves, valueOf, position, depth]);
  const valueWords = (v: PlayValue) =>
    v.result === 'draw' ? 'draw' : `${v.result === 'win' ? 'win' : 'lose'}${remotenessKnown ? ` in ${v.remoteness}` : ''}`;
  return (
    <details className="game-tree" data-testid="game-tree" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Game tree of this position</summary>
      <label className="field">
        depth{' '}
        <select value={depth} onChange={(e) => setDepth(Number(e.target.value))} aria-label="tree depth">
          {DEPTHS.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
      </label>
      {tree && (
        <>
          <p className="muted" data-testid="tree-size">
            {treeSize(tree)} positions; each with its value for the player to move there
          </p>
          <ul className="tree">
            <TreeItem node={tree} from={null} format={format} say={say} valueWords={valueWords} />
          </ul>
        </>
      )}
    </details>
  );
}

/** One node and its subtree; the tree is at most a few levels deep (the depth select), so nesting is shallow. */
function TreeItem({
  node,
  from,
  format,
  say,
  valueWords,
}: {
  node: TreeNode<unknown>;
  from: unknown;
  format(position: unknown): string;
  say(from: unknown, label: string): string;
  valueWords(v: PlayValue): string;
}) {
  return (
    <li data-testid="tree-node" data-result={node.value.result}>
      {node.label !== null && <>{say(from, node.label)} → </>}
      <span className="mono">{format(node.position)}</span>{' '}
      <span className={`tree-value ${node.value.result}`}>({valueWords(node.value)})</span>
      {node.leftOut > 0 && <span className="muted"> · {node.leftOut} more below</span>}
      {node.children.length > 0 && (
        <ul>
          {node.children.map((child, i) => (
            <TreeItem key={i} node={child} from={node.position} format={format} say={say} valueWords={valueWords} />
          ))}
        </ul>
      )}
    </li>
  );
}
