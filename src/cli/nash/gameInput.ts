import { basename } from 'node:path';
import { NimlabError } from '../../engine/core/errors.js';
import { shortToken } from '../../engine/core/quoteToken.js';
import { classicGame, readMatrixGame, type MatrixGame } from '../../games/matrix/index.js';
import { readFileUpTo } from '../io/positionFile.js';
import { InputTooLargeError, readStandardInput } from '../io/stdin.js';

/** A game file or standard input is refused past this size (a 1000 × 1000 bimatrix is about 10 MB). */
export const MAX_INPUT_BYTES = 64 << 20;

/**
 * The game `nimlab nash` was given: `-` (standard input), a classic's name (`rps`, `blotto:5,3`),
 * or a file (`.nfg` or a plain matrix). A name that is neither a classic nor a file says both.
 */
export function readGameArgument(argument: string): MatrixGame {
  if (argument === '-') return readMatrixGame(readStandardInput(MAX_INPUT_BYTES, 'standard input').toString('utf8'), 'standard input');
  const classic = classicGame(argument);
  if (classic !== null) return classic;
  let text: string;
  try {
    text = readFileUpTo(argument, MAX_INPUT_BYTES).toString('utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') {
      throw new NimlabError(
        `'${shortToken(argument)}' is neither a file nor a classic (matching-pennies, rps, prisoners-dilemma, battle-of-the-sexes, chicken, blotto:S,F)`,
      );
    }
    if (code === 'EISDIR') throw new NimlabError(`${shortToken(argument)} is a directory, not a game file`);
    if (error instanceof InputTooLargeError) throw new NimlabError(`${shortToken(argument)} is longer than ${MAX_INPUT_BYTES >> 20} MiB`);
    throw error;
  }
  try {
    return readMatrixGame(text, basename(argument));
  } catch (error) {
    if (error instanceof NimlabError) throw new NimlabError(`${shortToken(argument)}: ${error.message}`);
    throw error;
  }
}
