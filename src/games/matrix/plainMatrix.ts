import { NimlabError } from '../../engine/core/errors.js';
import { parseRational, tableFromBimatrix, zeroSumBimatrix, type Rational } from '../../engine/matrix/index.js';
import { namedGame, type MatrixGame } from './matrixGame.js';

/**
 * Reads a plain matrix: one row of the row player's payoffs per line, numbers separated by spaces,
 * tabs or commas (CSV). A line `a₁ … aₙ | b₁ … bₙ` gives both players' payoffs (a bimatrix game,
 * `A | B`); lines without `|` make a zero-sum game (the column player receives −A). Blank lines and
 * lines starting with `#` are skipped. Every fault throws a NimlabError naming the line.
 */
export function readPlainMatrix(text: string, title = 'matrix'): MatrixGame {
  const rows: { line: number; a: Rational[]; b: Rational[] | null }[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const halves = line.split('|');
    if (halves.length > 2) throw new NimlabError(`line ${index + 1}: more than one '|'`);
    const a = numbers(halves[0], index + 1, 'A');
    const b = halves.length === 2 ? numbers(halves[1], index + 1, 'B') : null;
    rows.push({ line: index + 1, a, b });
  });
  if (rows.length === 0) throw new NimlabError('no matrix: the input is empty');
  const bimatrix = rows[0].b !== null;
  const columns = rows[0].a.length;
  for (const row of rows) {
    if ((row.b !== null) !== bimatrix)
      throw new NimlabError(
        `line ${row.line}: ${bimatrix ? "no '|'" : "a '|'"}, unlike the first row (every row or none gives B after '|')`,
      );
    if (row.a.length !== columns)
      throw new NimlabError(`line ${row.line}: ${row.a.length} entries, but the first row has ${columns} (a ragged matrix)`);
    if (row.b !== null && row.b.length !== columns)
      throw new NimlabError(`line ${row.line}: ${row.b.length} entries of B after '|', but ${columns} of A before it`);
  }
  const a = rows.map((row) => row.a);
  const game = bimatrix ? { a, b: rows.map((row) => row.b!) } : zeroSumBimatrix(a);
  return namedGame(title, tableFromBimatrix(game));
}

function numbers(text: string, line: number, which: 'A' | 'B'): Rational[] {
  const words = text.split(/[\s,;]+/).filter((word) => word !== '');
  if (words.length === 0) throw new NimlabError(`line ${line}: no entries of ${which}`);
  return words.map((word, column) => {
    try {
      return parseRational(word);
    } catch (error) {
      if (error instanceof NimlabError) throw new NimlabError(`line ${line}, entry ${column + 1}: ${error.message}`);
      throw error;
    }
  });
}
