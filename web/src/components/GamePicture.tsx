import type { Playable, PlayMove } from '../library';
import { CoinGrid, CoinRow } from './CoinRow';
import { HackenbushPicture } from './HackenbushPicture';
import { Picture } from './Picture';
import { StaircasePicture } from './StaircasePicture';
import { WYTHOFF_BOARD_LIMIT, WythoffBoard } from './WythoffBoard';

export interface GamePictureProps {
  /** The game's canonical name (`wythoff`, `bash:3`); its family picks the picture. */
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
 * The picture of a position, chosen by the game's family: the queen on Wythoff's board, a coin
 * row, a Hackenbush graph, a staircase; heaps of stones for heap games; otherwise the game's own
 * text board (Northcott's rows, …) or the position as text.
 */
export function GamePicture(props: GamePictureProps) {
  const { game, playable, start, position, hints, misere, moves, onPlay } = props;
  const family = game.split(':')[0];
  const winning = new Set(hints ? moves.flatMap((move, i) => (playable.toMoveWins(move.to, misere) ? [] : [i])) : []);
  const text = playable.format(position);
  switch (family) {
    case 'wythoff': {
      const [a, b] = position as [number, number];
      const [a0, b0] = start as [number, number];
      if (Math.max(a, b, a0, b0) < WYTHOFF_BOARD_LIMIT) {
        return <WythoffBoard start={[a0, b0]} position={[a, b]} playable={playable as Playable<readonly [number, number]>} hints={hints} moves={moves} onPlay={onPlay} />;
      }
      break;
    }
    case 'coins-left':
    case 'coins-multiples':
    case 'ruler':
    case 'mock-turtles':
    case 'twins': {
      const firstCoin = FIRST_COIN[family] ?? 1;
      return <CoinRow row={position as string} firstCoin={firstCoin} highlighted={changedCoins(position as string, firstCoin, moves.filter((_, i) => winning.has(i)))} />;
    }
    case 'turning-corners':
      return <CoinGrid rows={position as string[]} highlighted={changedCells(position as string[], moves.filter((_, i) => winning.has(i)))} />;
    case 'hackenbush':
      return <HackenbushPicture start={start as HackenbushGraph} position={position as HackenbushGraph} moves={moves} winning={winning} onPlay={onPlay} />;
    case 'staircase':
      return <StaircasePicture steps={position as number[]} hints={hints} />;
  }
  if (Array.isArray(position) && position.every((h) => typeof h === 'number')) return <Picture position={position} text={text} />;
  const board = playable.board?.(position);
  if (board) return <pre className="board" data-testid="text-board">{board.join('\n')}</pre>;
  return <Picture position={position} text={text} />;
}

interface HackenbushGraph {
  vertexCount: number;
  edges: readonly (readonly [number, number])[];
}

/** How each coin-row family numbers its coins (the rule's first coin). */
const FIRST_COIN: Record<string, number> = { 'coins-left': 1, 'coins-multiples': 1, ruler: 1, 'mock-turtles': 0, twins: 0 };

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
