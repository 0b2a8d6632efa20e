/**
 * Two-dimensional games as products of row games, in the catalog:
 * - `tartan:G*H`, the Tartan (direct) product (Winning Ways ch. 14): turn A × B; value g(x) ⊗ h(y);
 * - `acrostic:G*H`, the acrostic product (Winning Ways ch. 14, CGSuite's AcrosticProduct): a move of
 *   G in one coordinate or of H in the other (acrostic.ts);
 * - `cross:G*H`, nimlab's own cross product: a move of G and one of H together, turning the cross
 *   through the coin (crossProduct.ts).
 * G and H are coin-turning codes or names (`1-3`, `turnips`, `grunt`, `twins`, `ruler`); for the
 * acrostic product also heap games (take-and-break codes, `kayles`, `S(1,3,4)`). When both are coin rows a
 * position is one H/T word per row, coin (1, 1) at the top left, and the report ends with the
 * grid's nim-value table; otherwise a position is a list of pairs `m,n` (heap or coin m of G,
 * heap or coin n of H), a sum.
 */
import { NimlabError } from '../../../engine/core/errors.js';
import { componentsOf } from '../../../engine/core/game.js';
import { GrundySolver } from '../../../engine/normal/grundy.js';
import { canonicalGameName } from '../../aliases.js';
import type { GameDefinition, GameFamily, PositionReport } from '../../catalog.js';
import { isHeapGameName, parseHeapGame } from '../../heap/index.js';
import { acrosticGame, acrosticRule, type AcrosticPair } from './acrostic.js';
import { mockTurtlesRule, rulerRule, twinsRule } from '../classic.js';
import { turningCodeRule } from '../code/codeRule.js';
import { crossRule } from './crossProduct.js';
import { coinRowRuleset, takeBreakRuleset, type HeapRuleset } from './heapRuleset.js';
import { tartanRule } from './tartan.js';
import { gridCoinValues } from '../theorem.js';
import { formatTurningCode, parseTurningCode } from '../code/turningCode.js';
import type { Cell, CoinGridRule, CoinRowRule } from '../turnRule.js';

const MAX_SIDE = 12;
const SET_BUDGET = 100_000;
/** Largest heap or coin in a pair position: the recursion visits every pair below it. */
const MAX_PAIR_HEAP = 60;

type ProductKind = 'tartan' | 'acrostic' | 'cross';

const CLASSIC: Record<string, CoinRowRule> = { twins: twinsRule, ruler: rulerRule, 'mock-turtles': mockTurtlesRule };

/** A factor: a coin-turning row, or (acrostic only) a take-and-break code. */
type Factor = { kind: 'coins'; rule: CoinRowRule } | { kind: 'heaps'; ruleset: HeapRuleset };

function factor(text: string): Factor {
  const name = canonicalGameName(text).toLowerCase();
  const classic = CLASSIC[name];
  if (classic) return { kind: 'coins', rule: classic };
  if (isHeapGameName(text)) {
    const heapGame = parseHeapGame(text);
    return { kind: 'heaps', ruleset: takeBreakRuleset(heapGame.code, heapGame.name) };
  }
  const code = parseTurningCode(name.startsWith('turning:') ? name.slice('turning:'.length) : name);
  return { kind: 'coins', rule: turningCodeRule(code, formatTurningCode(code)) };
}

/** G and H from `G*H`; a take-and-break code may hold `*` itself, so each `*` is tried in turn. */
function factors(kind: ProductKind, parameters: string): [Factor, Factor] {
  const usage = `${kind} needs two row games joined by '*', as in '${kind}:turnips*grunt'`;
  const stars = [...parameters].flatMap((ch, i) => (ch === '*' ? [i] : []));
  if (stars.length === 0) throw new NimlabError(usage);
  let firstError: unknown;
  for (const at of stars) {
    const [left, right] = [parameters.slice(0, at).trim(), parameters.slice(at + 1).trim()];
    if (left === '' || right === '') continue;
    try {
      return [factor(left), factor(right)];
    } catch (error) {
      firstError ??= error;
    }
  }
  throw firstError ?? new NimlabError(usage);
}

function factorName(f: Factor): string {
  return f.kind === 'coins' ? f.rule.name : f.ruleset.name;
}

function parseGrid(family: string, words: readonly string[]): string[] {
  const rows = words.map((w) => w.toUpperCase());
  if (rows.length === 0) throw new NimlabError(`${family}: expected the rows of the grid, e.g. 'THH HTT'`);
  if (rows.some((r) => !/^[HT]+$/.test(r))) throw new NimlabError(`${family}: rows are written with H (heads) and T (tails) only`);
  if (rows.some((r) => r.length !== rows[0].length)) throw new NimlabError(`${family}: every row needs the same number of coins`);
  if (rows.length > MAX_SIDE || rows[0].length > MAX_SIDE) throw new NimlabError(`${family}: at most ${MAX_SIDE} × ${MAX_SIDE} coins`);
  return rows;
}

const SUMMARY: Record<ProductKind, (g: string, h: string) => string> = {
  tartan: (g, h) =>
    `Tartan product ${g} × ${h} (Winning Ways ch. 14): a move turns A × B for a row move A and a column move B; value of coin (x, y) = g(x) ⊗ h(y).`,
  acrostic: (g, h) =>
    `Acrostic product ${g} ⊠ ${h} (Winning Ways ch. 14, CGSuite's AcrosticProduct): a move is a move of ${g} in the first coordinate or of ${h} in the second.`,
  cross: (g, h) =>
    `Cross product ${g} ⊞ ${h} (nimlab's own): a move turns the cross A × {y} ∪ {x} × B of a row move A and a column move B through (x, y).`,
};

function gridRule(kind: ProductKind, rows: CoinRowRule, columns: CoinRowRule, name: string): CoinGridRule {
  if (kind === 'tartan') return tartanRule(rows, columns, name);
  if (kind === 'cross') return crossRule(rows, columns, name);
  return acrosticRule(rows, columns, name);
}

/** A grid of coins, both factors coin rows: the single-coin recursion on the grid (coin-turning theorem). */
function gridDefinition(kind: ProductKind, rows: CoinRowRule, columns: CoinRowRule): GameDefinition {
  const name = `${kind}:${rows.name}*${columns.name}`;
  const rule = gridRule(kind, rows, columns, name);
  const summary = SUMMARY[kind](rows.name, columns.name);
  return {
    name,
    summary,
    example: 'TTT TTH',
    analyze(words): PositionReport {
      const grid = parseGrid(name, words);
      const r = grid.length;
      const c = grid[0].length;
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
            winningMoves.push({
              move: `turn ${cells.map(([x, y]) => `(${x + rule.firstRow}, ${y + rule.firstColumn})`).join(' ')}`,
              to: after.map((row) => row.join('')).join(' '),
            });
          }
        }
      }
      const table = Array.from({ length: r }, (_, i) =>
        Array.from({ length: c }, (_, j) => String(values[i * c + j]).padStart(4)).join(''),
      );
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

function parsePair(name: string, word: string, rows: HeapRuleset, columns: HeapRuleset): AcrosticPair {
  const match = /^(\d+),(\d+)$/.exec(word.trim());
  if (!match) throw new NimlabError(`${name}: a position is a list of pairs 'm,n', e.g. '3,4 2,5'; got '${word}'`);
  const [m, n] = [Number(match[1]), Number(match[2])];
  if (m < rows.first || n < columns.first)
    throw new NimlabError(`${name}: pair '${word}': the first of ${rows.name} is ${rows.first}, of ${columns.name} ${columns.first}`);
  if (m > MAX_PAIR_HEAP || n > MAX_PAIR_HEAP) throw new NimlabError(`${name}: pair '${word}': at most ${MAX_PAIR_HEAP} in each coordinate`);
  return [m, n];
}

const formatPair = ([m, n]: AcrosticPair): string => `${m},${n}`;

/** The acrostic product with a take-and-break factor: positions are sums of pairs, valued by the engine. */
function pairDefinition(rows: HeapRuleset, columns: HeapRuleset): GameDefinition {
  const name = `acrostic:${rows.name}*${columns.name}`;
  const summary = SUMMARY.acrostic(rows.name, columns.name);
  const game = acrosticGame(rows, columns);
  const solver = new GrundySolver(game);
  return {
    name,
    summary,
    example: `${rows.first + 3},${columns.first + 2}`,
    analyze(words): PositionReport {
      if (words.length === 0) throw new NimlabError(`${name}: expected pairs 'm,n', e.g. '3,4 2,5'`);
      const pairs = words.map((w) => parsePair(name, w, rows, columns));
      const values = pairs.map((p) => solver.grundy(p));
      const total = values.reduce((a, b) => a ^ b, 0);
      const winningMoves: { move: string; to: string }[] = [];
      if (total !== 0) {
        pairs.forEach((pair, i) => {
          for (const option of game.moves(pair)) {
            const parts = componentsOf(option);
            if (parts.reduce((acc, p) => acc ^ solver.grundy(p), total ^ values[i]) !== 0) continue;
            const rest = pairs.filter((_, j) => j !== i);
            const to = [...rest, ...parts].map(formatPair).join(' ');
            winningMoves.push({
              move: `${formatPair(pair)} → ${parts.length === 0 ? '0' : parts.map(formatPair).join(' + ')}`,
              to: to === '' ? '0' : to,
            });
          }
        });
      }
      return {
        position: pairs.map(formatPair).join(' '),
        outcome: total === 0 ? 'P' : 'N',
        grundy: total,
        components: pairs.map((p, i) => ({ label: `(${p[0]}, ${p[1]})`, value: values[i] })),
        winningMoves,
        explanation: [
          summary,
          'A sum of pairs: the XOR of their values, each the mex over its options of the XOR of the pairs an option leaves.',
          `Value ${total}.`,
        ],
      };
    },
  };
}

function productFamily(kind: ProductKind): GameFamily {
  const example = `${kind}:turnips*grunt TTTTT TTTTH TTTTT`;
  return {
    family: kind,
    usage: `${kind}:G*H`,
    summary: {
      tartan:
        'Tartan (direct) product of two coin-turning row games G and H (codes or names): turn A × B; value g(x) ⊗ h(y). Position: H/T rows.',
      acrostic:
        'Acrostic product (Winning Ways ch. 14): a move of G in one coordinate or of H in the other; G, H coin rows (position: H/T rows) or take-and-break codes (position: pairs m,n).',
      cross:
        "nimlab's own cross product of two coin rows: a G-move and an H-move together turn the cross A × {y} ∪ {x} × B. Position: H/T rows.",
    }[kind],
    example,
    create(parameters) {
      if (parameters === undefined) throw new NimlabError(`${kind} needs two row games, as in '${kind}:turnips*grunt'`);
      const [g, h] = factors(kind, parameters);
      if (g.kind === 'coins' && h.kind === 'coins') return gridDefinition(kind, g.rule, h.rule);
      if (kind !== 'acrostic')
        throw new NimlabError(`${kind}: both factors must be coin-turning rows, got '${factorName(g)}' and '${factorName(h)}'`);
      const ruleset = (f: Factor): HeapRuleset => (f.kind === 'coins' ? coinRowRuleset(f.rule) : f.ruleset);
      return pairDefinition(ruleset(g), ruleset(h));
    },
  };
}

export const tartanFamily = productFamily('tartan');
export const acrosticFamily = productFamily('acrostic');
export const crossFamily = productFamily('cross');
