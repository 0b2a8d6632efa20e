import { NimlabError } from '../../engine/core/errors.js';
import type { MatrixGame } from './matrixGame.js';
import { readNfg } from './nfgRead.js';
import { readPlainMatrix } from './plainMatrix.js';

/**
 * A game from text in either format nimlab reads: a Gambit `.nfg` file (it begins with `NFG`) or a
 * plain matrix (rows of numbers, `A | B` for a bimatrix). `title` names a plain matrix.
 */
export function readMatrixGame(text: string, title: string): MatrixGame {
  const start = text.trimStart();
  if (start === '') throw new NimlabError('no game: the input is empty');
  return start.startsWith('NFG') ? readNfg(text) : readPlainMatrix(text, title);
}
