import { createElement, type ComponentType } from 'react';
import type { PartizanBoardProps } from './boardProps';
import { CutcakeBoard } from './CutcakeBoard';
import { GridBoard, type GridKind } from './GridBoard';
import type { GridView } from './touch/gridMoves';
import { ArcKaylesBoard, ColBoard, SnortBoard } from './GraphFamilyBoard';
import { HackenbushBoard } from './HackenbushBoard';
import { MoveListBoard } from './MoveListBoard';
import { ToadsAndFrogsBoard } from './ToadsAndFrogsBoard';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each family has its own position type
type AnyBoard = ComponentType<PartizanBoardProps<any>>;

const stones = (cell: string) =>
  cell === 'x'
    ? { glyph: '●', words: "Left's stone (x, black)", side: 'left' as const }
    : cell === 'o'
      ? { glyph: '○', words: "Right's stone (o, white)", side: 'right' as const }
      : { glyph: '', words: 'empty' };

const CLOBBER: GridKind = { piece: stones, steps: ['stone to move', 'stone to clobber'], unordered: false };
const KONANE: GridKind = { piece: stones, steps: ['stone to jump', 'cell to land on'], unordered: false };
const DOMINEERING: GridKind = {
  piece: (cell) => (cell === '#' ? { glyph: '■', words: 'filled' } : { glyph: '', words: 'empty' }),
  steps: ['first cell of the domino', "domino's other cell"],
  unordered: true,
};
const AMAZONS: GridKind = {
  piece: (cell) =>
    cell === 'x'
      ? { glyph: '♛', words: "Left's amazon (x)", side: 'left' }
      : cell === 'o'
        ? { glyph: '♕', words: "Right's amazon (o)", side: 'right' }
        : cell === '#'
          ? { glyph: '✕', words: 'burnt' }
          : { glyph: '', words: 'empty' },
  steps: ['amazon to move', 'cell it goes to', 'cell its arrow burns'],
  unordered: false,
};

/** A grid family's position as the board draws it: CGSuite grid strings, or Domineering's filled cells. */
function gridView(position: { rows: number; cols: number; cells?: string; filled?: Uint8Array }): GridView {
  if (position.cells !== undefined) return { rows: position.rows, cols: position.cols, cells: position.cells };
  return { rows: position.rows, cols: position.cols, cells: [...(position.filled ?? [])].map((cell) => (cell ? '#' : '.')).join('') };
}

function gridBoard(kind: GridKind): AnyBoard {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the family's grid, read by gridView
  const Board = (props: PartizanBoardProps<any>) => createElement(GridBoard, { ...props, view: gridView(props.position), kind });
  return Board;
}

/** The board of each family; a family without one (none today) gets `MoveListBoard`, a button per move. */
const BOARDS: Readonly<Record<string, AnyBoard>> = {
  domineering: gridBoard(DOMINEERING),
  clobber: gridBoard(CLOBBER),
  konane: gridBoard(KONANE),
  amazons: gridBoard(AMAZONS),
  cutcake: CutcakeBoard,
  'hackenbush-colour': HackenbushBoard as AnyBoard,
  'toads-and-frogs': ToadsAndFrogsBoard as AnyBoard,
  col: ColBoard as AnyBoard,
  snort: SnortBoard as AnyBoard,
  'arc-kayles-partizan': ArcKaylesBoard as AnyBoard,
};

export function boardFor(game: string): AnyBoard {
  return BOARDS[game] ?? MoveListBoard;
}
