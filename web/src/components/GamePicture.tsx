import type { ReactElement } from 'react';
import { classicGame, type PictureKind, type Playable, type PlayMove } from '../library';
import { DawsonsChessBoard } from './DawsonsChessBoard';
import type { Pattern } from './touch';
import { CoinGrid, CoinRow } from './CoinRow';
import { GraphBoard } from './GraphBoard';
import { fitsHeapBoard, HeapBoard } from './HeapBoard';
import { NorthcottBoard, type NorthcottSquares } from './NorthcottBoard';
import { HackenbushPicture } from './HackenbushPicture';
import { Picture } from './Picture';
import { StaircasePicture } from './StaircasePicture';
import { WYTHOFF_BOARD_LIMIT, WythoffBoard } from './WythoffBoard';

export interface GamePictureProps {
  /** The game's canonical name (`wythoff`, `bash:3`). */
  game: string;
  playable: Playable<unknown>;
  start: unknown;
  position: unknown;
  hints: boolean;
  misere: boolean;
  /** The moves the player may make now (empty while the computer moves or when the game is over). */
  moves: PlayMove<unknown>[];
  onPlay(move: PlayMove<unknown>): void;
  /** One winning move to show (index into `moves`), when hints are on and one is known. */
  hintIndex: number | null;
  /** What the hint move changes (stones, coins), in the picture's parts. */
  hintPattern: Pattern | null;
  /** The partial move touched so far. */
  selection: Pattern;
  /** Touching a part of the picture (null while it is not a person's turn). */
  onTouch: ((part: string, amount: number) => void) | null;
  /** What a heap is called in this game ("heap", "step"). */
  unit: string;
}

/**
 * The picture of a position. A family with a picture of its own names it in its Playable
 * (`picture`, see src/games/playable.ts) and PICTURES draws that kind; otherwise heap positions are
 * drawn as heaps you touch (Dawson's Chess, 0.137, as its pawns), and the rest as the game's own
 * text board or as text.
 */
export function GamePicture(props: GamePictureProps) {
  const { playable, position } = props;
  // PICTURES[k] takes the picture of kind k; TypeScript cannot follow that through the union.
  const own = playable.picture ? (PICTURES[playable.picture.kind] as Draw<PictureKind['kind']>)(props, playable.picture) : null;
  if (own) return own;
  const text = playable.format(position);
  if (isHeaps(position)) {
    if (classicGame(props.game)?.name === 'dawsons-chess' && fitsHeapBoard(position)) {
      const hintLabel = props.hintIndex === null ? null : (props.moves[props.hintIndex]?.label ?? null);
      return <DawsonsChessBoard heaps={position} moves={props.moves} hintLabel={hintLabel} onPlay={props.onPlay} />;
    }
    if (fitsHeapBoard(position))
      return (
        <HeapBoard
          heaps={position}
          unit={props.unit}
          selection={props.selection}
          hint={props.hintPattern}
          onTouch={props.onTouch}
          splits={props.moves.some((m) => splitsWithoutTaking(position, m.label))}
        />
      );
    return null; // too large to draw: the position line under the picture says it
  }
  const board = playable.board?.(position);
  // Focusable: a wide board scrolls inside its box, and keyboards must reach it (axe scrollable-region-focusable).
  if (board)
    return (
      <pre className="board" data-testid="text-board" tabIndex={0} role="region" aria-label="the board, as text">
        {board.join('\n')}
      </pre>
    );
  return <Picture position={position} text={text} />;
}

/** Whether a heap move (`i:a+b`) splits heap i without taking from it (Grundy's game, Lasker's Nim). */
function splitsWithoutTaking(heaps: readonly number[], label: string): boolean {
  const m = label.match(/^(\d+):(\d+(?:\+\d+)+)$/);
  return m !== null && m[2].split('+').reduce((sum, part) => sum + Number(part), 0) === heaps[Number(m[1]) - 1];
}

export function isHeaps(position: unknown): position is number[] {
  return Array.isArray(position) && position.every((h) => typeof h === 'number');
}

type Draw<K extends PictureKind['kind']> = (props: GamePictureProps, picture: Extract<PictureKind, { kind: K }>) => ReactElement | null;

/** One component per picture kind a family may name. */
const PICTURES: { [K in PictureKind['kind']]: Draw<K> } = {
  'wythoff-board'({ start, position, playable, hints, moves, onPlay }) {
    const [a, b] = position as [number, number];
    const [a0, b0] = start as [number, number];
    if (Math.max(a, b, a0, b0) >= WYTHOFF_BOARD_LIMIT) return null;
    return (
      <WythoffBoard
        start={[a0, b0]}
        position={[a, b]}
        playable={playable as Playable<readonly [number, number]>}
        hints={hints}
        moves={moves}
        onPlay={onPlay}
      />
    );
  },
  'coin-row'({ position, selection, hintPattern, onTouch }, { firstCoin }) {
    return <CoinRow row={position as string} firstCoin={firstCoin} selection={selection} hint={hintPattern} onTouch={onTouch} />;
  },
  'coin-grid'({ position, selection, hintPattern, onTouch }) {
    return <CoinGrid rows={position as string[]} selection={selection} hint={hintPattern} onTouch={onTouch} />;
  },
  hackenbush(props) {
    const winning = new Set(props.hintIndex === null ? [] : [props.hintIndex]);
    return (
      <HackenbushPicture
        start={props.start as HackenbushGraph}
        position={props.position as HackenbushGraph}
        moves={props.moves}
        winning={winning}
        onPlay={props.onPlay}
      />
    );
  },
  staircase({ position, hints, selection, hintPattern, onTouch }) {
    return <StaircasePicture steps={position as number[]} hints={hints} selection={selection} hint={hintPattern} onTouch={onTouch} />;
  },
  graph({ position, moves, hintIndex, onPlay }, { draw }) {
    const hintLabel = hintIndex === null ? null : (moves[hintIndex]?.label ?? null);
    return <GraphBoard drawing={draw(position)} moves={moves} hintLabel={hintLabel} onPlay={onPlay} />;
  },
  northcott({ position, moves, hintIndex, onPlay }) {
    const hintLabel = hintIndex === null ? null : (moves[hintIndex]?.label ?? null);
    return <NorthcottBoard position={position as NorthcottSquares} moves={moves} hintLabel={hintLabel} onPlay={onPlay} />;
  },
  'memory-heap'({ position, unit, selection, hintPattern, onTouch }) {
    const [heap, last] = position as [number, number];
    if (!fitsHeapBoard([heap])) return null;
    return (
      <HeapBoard heaps={[heap]} unit={unit} selection={selection} hint={hintPattern} onTouch={onTouch}>
        <p data-testid="last-take">last take: {last === 0 ? 'none yet' : last}</p>
      </HeapBoard>
    );
  },
};

interface HackenbushGraph {
  vertexCount: number;
  edges: readonly (readonly [number, number])[];
}
