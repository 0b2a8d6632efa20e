/**
 * Two-dimensional coin-turning games as products of row games, in the catalog:
 * `tartan:G*H` (the direct product: turn A × B; value g(x) ⊗ h(y) by the Tartan theorem) and
 * `acrostic:G*H` (turn the cross A × {y} ∪ {x} × B; values by the single-coin recursion on the
 * grid). G and H are coin-turning codes or names (`1-3`, `turnips`, `grunt`, `twins`, `ruler`).
 * A position is one H/T word per row; the report ends with the grid's nim-value table.
 */
import { NimlabError } from '../../engine/errors.js';
import { canonicalGameName } from '../aliases.js';
import type { GameDefinition, GameFamily, PositionReport } from '../catalog.js';
import { acrosticRule } from './acrostic.js';
import { mockTurtlesRule, rulerRule, twinsRule } from './classic.js';
import { turningCodeRule } from './codeRule.js';
import { tartanRule } from './tartan.js';
import { gridCoinValues } from './theorem.js';
import { formatTurningCode, parseTurningCode } from './turningCode.js';
import type { Cell, CoinGridRule, CoinRowRule } from './turnRule.js';

const MAX_SIDE = 12;
const SET_BUDGET = 100_000;

const CLASSIC: Record<string, CoinRowRule> = { twins: twinsRule, ruler: rulerRule, 'mock-turtles': mockTurtlesRule };

function rowRule(text: string): CoinRowRule {
  const name = canonicalGameName(text).toLowerCase();
  const classic = CLASSIC[name];
  if (classic) return classic;
  const code = parseTurningCode(name.startsWith('turning:') ? name.slice('turning:'.length) : name);
  return turningCodeRule(code, formatTurningCode(code));
}

function parseGrid(family: string, words: readonly string[]): string[] {
  const rows = words.map((w) => w.toUpperCase());
  if (rows.length === 0) throw new NimlabError(`${family}: expected the rows of the grid, e.g. 'THH HTT'`);
  if (rows.some((r) => !/^[HT]+$/.test(r))) throw new NimlabError(`${family}: rows are written with H (heads) and T (tails) only`);
  if (rows.some((r) => r.length !== rows[0].length)) throw new NimlabError(`${family}: every row needs the same number of coins`);
  if (rows.length > MAX_SIDE || rows[0].length > MAX_SIDE) throw new NimlabError(`${family}: at most ${MAX_SIDE} × ${MAX_SIDE} coins`);
  return rows;
}

function productDefinition(kind: 'tartan' | 'acrostic', parameters: string): GameDefinition {
  const parts = parameters.split('*');
  if (parts.length !== 2 || parts.some((p) => p.trim() === '')) {
    throw new NimlabError(`${kind} needs two row games joined by '*', as in '${kind}:turnips*grunt'`);
  }
  const [rows, columns] = parts.map((p) => rowRule(p.trim()));
  const name = `${kind}:${rows.name}*${columns.name}`;
  const rule: CoinGridRule = kind === 'tartan' ? tartanRule(rows, columns, name) : acrosticRule(rows, columns, name);
  const summary =
    kind === 'tartan'
      ? `Tartan product ${rows.name} × ${columns.name}: a move turns A × B for a row move A and a column move B; value of coin (x, y) = g(x) ⊗ h(y).`
      : `Acrostic product ${rows.name} ⊠ ${columns.name}: a move turns the cross A × {y} ∪ {x} × B of a row move A and a column move B through (x, y).`;
  return {
    name,
    summary,
    example: 'TTT TTH',
    analyze(words): PositionReport {
      const grid = parseGrid(name, words);
      const r = grid.length;
      const c = grid[0].length;
      // The single-coin recursion on the grid (the coin-turning theorem), exact for both products.
      const values = gridCoinValues(rule, r, c);
      const heads: Cell[] = [];
      grid.forEach((row, i) => [...row].forEach((face, j) => face === 'H' && heads.push([i, j])));
      const total = heads.reduce((acc, [i, j]) => acc ^ values[i * c + j], 0);
      const winningMoves: { move: string; to: string }[] = [];
      let looked = 0;
      const last: Cell = [rule.firstRow + r - 1, rule.firstColumn + c - 1];
      if (total !== 0) {
        search: for (const [i, j] of heads) {
          for (const set of rule.turnSets([rule.firstRow + i, rule.firstColumn + j], last)) {
            if (++looked > SET_BUDGET) break search;
            const cells = set.map(([x, y]) => [x - rule.firstRow, y - rule.firstColumn] as const);
            if (cells.reduce((acc, [x, y]) => acc ^ values[x * c + y], 0) !== total) continue;
            const after = grid.map((row) => [...row]);
            for (const [x, y] of cells) after[x][y] = after[x][y] === 'H' ? 'T' : 'H';
            winningMoves.push({ move: `turn ${cells.map(([x, y]) => `(${x + rule.firstRow}, ${y + rule.firstColumn})`).join(' ')}`, to: after.map((row) => row.join('')).join(' ') });
          }
        }
      }
      const table = Array.from({ length: r }, (_, i) => Array.from({ length: c }, (_, j) => String(values[i * c + j]).padStart(4)).join(''));
      return {
        position: grid.join(' '),
        outcome: total === 0 ? 'P' : 'N',
        grundy: total,
        components: heads.map(([i, j]) => ({ label: `coin (${i + rule.firstRow}, ${j + rule.firstColumn})`, value: values[i * c + j] })),
        winningMoves,
        explanation: [
          summary,
          'Coin-turning theorem: the grid is the sum of its heads coins; each coin value is the mex over its moves of the XOR of the other coins turned.',
          `Value ${total}.${looked > SET_BUDGET ? ` Winning moves: the first ${SET_BUDGET} sets were searched.` : ''}`,
          `Nim values of this ${r} × ${c} grid (rows from ${rule.firstRow}, columns from ${rule.firstColumn}):`,
          ...table,
        ],
      };
    },
  };
}

function productFamily(kind: 'tartan' | 'acrostic'): GameFamily {
  return {
    family: kind,
    usage: `${kind}:G*H`,
    summary:
      kind === 'tartan'
        ? 'Tartan (direct) product of two coin-turning row games G and H (codes or names): turn A × B; value g(x) ⊗ h(y). Position: H/T rows.'
        : 'Acrostic product of two coin-turning row games: turn the cross A × {y} ∪ {x} × B through (x, y); Acrostic Twins has the ugly product x ⊠ y. Position: H/T rows.',
    example: `${kind}:turnips*grunt TTTTT TTTTH TTTTT`,
    create(parameters) {
      if (parameters === undefined) throw new NimlabError(`${kind} needs two row games, as in '${kind}:turnips*grunt'`);
      return productDefinition(kind, parameters);
    },
  };
}

export const tartanFamily = productFamily('tartan');
export const acrosticFamily = productFamily('acrostic');
