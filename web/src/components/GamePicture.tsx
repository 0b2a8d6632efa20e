import type { ReactElement } from 'react';
import type { PictureKind, Playable, PlayMove } from '../library';
import { CoinGrid, CoinRow } from './CoinRow';
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
}

/**
 * The picture of a position. A family with a picture of its own names it in its Playable
 * (`picture`, see src/games/playable.ts) and PICTURES draws that kind; otherwise heap positions are
 * drawn as heaps, and the rest as the game's own text board (Northcott's rows, …) or as text.
 */
export function GamePicture(props: GamePictureProps) {
  const { playable, position } = props;
  // PICTURES[k] takes the picture of kind k; TypeScript cannot follow that through the union.
  const own = playable.picture ? (PICTURES[playable.picture.kind] as Draw<PictureKind['kind']>)(props, playable.picture) : null;
  if (own) return own;
  const text = playable.format(position);
  if (Array.isArray(position) && position.every((h) => typeof h === 'number')) return <Picture position={position} text={text} />;
  const board = playable.board?.(position);
  if (board) return <pre className="board" data-testid="text-board">{board.join('\n')}</pre>;
  return <Picture position={position} text={text} />;
}

type Draw<K extends PictureKind['kind']> = (props: GamePictureProps, picture: Extract<PictureKind, { kind: K }>) => ReactElement | null;

/** The moves a hint marks as winning: those that leave the opponent a lost position. */
function winningMoves({ playable, moves, hints, misere }: GamePictureProps): Set<number> {
  return new Set(hints ? moves.flatMap((move, i) => (playable.toMoveWins(move.to, misere) ? [] : [i])) : []);
}

/** One component per picture kind a family may name. */
const PICTURES: { [K in PictureKind['kind']]: Draw<K> } = {
  'wythoff-board'({ start, position, playable, hints, moves, onPlay }) {
    const [a, b] = position as [number, number];
    const [a0, b0] = start as [number, number];
    if (Math.max(a, b, a0, b0) >= WYTHOFF_BOARD_LIMIT) return null;
    return <WythoffBoard start={[a0, b0]} position={[a, b]} playable={playable as Playable<readonly [number, number]>} hints={hints} moves={moves} onPlay={onPlay} />;
  },
  'coin-row'(props, { firstCoin }) {
    const winning = winningMoves(props);
    const row = props.position as string;
    return <CoinRow row={row} firstCoin={firstCoin} highlighted={changedCoins(row, firstCoin, props.moves.filter((_, i) => winning.has(i)))} />;
  },
  'coin-grid'(props) {
    const winning = winningMoves(props);
    const rows = props.position as string[];
    return <CoinGrid rows={rows} highlighted={changedCells(rows, props.moves.filter((_, i) => winning.has(i)))} />;
  },
  hackenbush(props) {
    return <HackenbushPicture start={props.start as HackenbushGraph} position={props.position as HackenbushGraph} moves={props.moves} winning={winningMoves(props)} onPlay={props.onPlay} />;
  },
  staircase({ position, hints }) {
    return <StaircasePicture steps={position as number[]} hints={hints} />;
  },
};

interface HackenbushGraph {
  vertexCount: number;
  edges: readonly (readonly [number, number])[];
}

/** Numbers of the coins that some of the given moves turn over. */
function changedCoins(row: string, firstCoin: number, moves: PlayMove<unknown>[]): Set<number> {
  const coins = new Set<number>();
  for (const move of moves) {
    const to = move.to as string;
    for (let i = 0; i < row.length; i++) if (row[i] !== to[i]) coins.add(firstCoin + i);
  }
  return coins;
}

/** Cells `x,y` of a coin grid that some of the given moves turn over. */
function changedCells(rows: readonly string[], moves: PlayMove<unknown>[]): Set<string> {
  const cells = new Set<string>();
  for (const move of moves) {
    const to = move.to as string[];
    rows.forEach((row, x) => [...row].forEach((face, y) => face !== to[x][y] && cells.add(`${x},${y}`)));
  }
  return cells;
}
