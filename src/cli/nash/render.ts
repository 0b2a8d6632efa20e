import type { Equilibrium, Rational } from '../../engine/matrix/index.js';
import type { MatrixGame, NashReport } from '../../games/matrix/index.js';

const METHOD_NAMES: Record<NashReport['method'], string> = {
  support: 'support enumeration',
  vertex: 'vertex enumeration',
  lemke: 'Lemke–Howson',
  lp: 'the exact simplex',
  pure: 'pure profiles',
};

const COVERAGE: Record<NashReport['coverage'], string> = {
  all: 'every equilibrium',
  extreme: 'the extreme equilibria; the set is not finite: the mixtures of extreme equilibria that share a strategy are equilibria too',
  'all if nondegenerate': 'every equilibrium if the game is nondegenerate (else use --method vertex)',
  some: 'not necessarily every equilibrium',
  pure: 'every pure equilibrium; mixed ones are not looked for with more than two players',
};

/** `nimlab nash --json`: the issue's `{ value?, equilibria }` and how they were found. */
export interface NashJson {
  value?: string;
  /** Which path found the value: `exact simplex` or `HiGHS, made exact and verified`. */
  valuePath?: string;
  equilibria: { strategies: string[][]; payoffs: string[] }[];
  method: NashReport['method'];
  /** `all`, `extreme` (the set is not finite), `all if nondegenerate`, `some` or `pure`. */
  coverage: NashReport['coverage'];
  /** Vertex enumeration: whether some vertex of a best-response polytope is degenerate. */
  degenerate?: boolean;
  /** Vertex enumeration: the maximal convex sets of equilibria, as indices (from 0) into `equilibria`. */
  convexSets?: number[][];
  /** Lemke–Howson: `exact pivoting`, or floating pivots solved exactly on their supports. */
  lemkePath?: string;
  /** Lemke–Howson: the starting labels (from 1: rows, then columns) that reached each equilibrium. */
  labels?: number[][];
}

/** The JSON the issue fixes, `{ value?, equilibria: [{ strategies, payoffs }] }` (every number an exact fraction string), then how it was found. */
export function nashJson(report: NashReport): NashJson {
  return {
    ...(report.value === undefined ? {} : { value: report.value.toString(), valuePath: report.valuePath }),
    equilibria: report.equilibria.map((e) => ({ strategies: e.strategies.map((s) => s.map(String)), payoffs: e.payoffs.map(String) })),
    method: report.method,
    coverage: report.coverage,
    ...(report.degenerate === undefined ? {} : { degenerate: report.degenerate }),
    ...(report.convexSets === undefined ? {} : { convexSets: report.convexSets }),
    ...(report.lemkePath === undefined ? {} : { lemkePath: report.lemkePath }),
    ...(report.labels === undefined ? {} : { labels: report.labels.map((list) => list.map((label) => label + 1)) }),
  };
}

/** Gambit's own output lines: `NE,` then every probability, player by player (as `gambit-enummixed` prints). */
export function gambitLines(report: NashReport): string {
  return report.equilibria.map((e) => `NE,${e.strategies.flat().join(',')}\n`).join('');
}

/** The report for a reader: the game, the value first for a zero-sum game, dominance, then each equilibrium. */
export function nashText(game: MatrixGame, report: NashReport): string {
  const { strategyCounts } = game.table;
  const lines = [
    `${game.title}: ${strategyCounts.length} players, ${strategyCounts.join(' × ')} strategies${report.zeroSum ? ', zero-sum' : ''}`,
  ];
  if (report.value !== undefined) {
    lines.push(`value ${report.value} (${report.valuePath ?? 'exact simplex'}; each optimal strategy guarantees it)`);
    const saddles = report.saddlePoints ?? [];
    lines.push(
      saddles.length === 0
        ? 'saddle points: none'
        : `saddle points: ${saddles.map(([i, j]) => `(${game.strategyNames[0][i]}, ${game.strategyNames[1][j]})`).join(' ')}`,
    );
  }
  const steps = report.dominance.steps;
  if (steps.length === 0) lines.push('strictly dominated strategies: none');
  else {
    lines.push('strictly dominated strategies, removed in turn:');
    steps.forEach(({ player, removed, by }, k) =>
      lines.push(
        `  ${k + 1}. ${game.playerNames[player]}: ${game.strategyNames[player][removed]} (dominated by ${game.strategyNames[player][by]})`,
      ),
    );
  }
  const count = report.equilibria.length;
  const path = report.lemkePath === undefined ? '' : `, ${report.lemkePath}`;
  lines.push(`${count} equilibri${count === 1 ? 'um' : 'a'} by ${METHOD_NAMES[report.method]}${path} (${COVERAGE[report.coverage]}):`);
  if (report.coverage === 'extreme' && report.convexSets !== undefined) {
    const sets = report.convexSets.map((set) => `{${set.map((k) => k + 1).join(', ')}}`);
    lines.push(`maximal convex sets of equilibria (every mixture within a set is an equilibrium): ${sets.join(' ')}`);
  }
  report.equilibria.forEach((e, k) => {
    const reached = report.labels?.[k];
    lines.push(
      `  ${k + 1}. ${equilibriumText(game, e)}${reached === undefined ? '' : `   (from label${reached.length === 1 ? '' : 's'} ${reached.map((label) => label + 1).join(', ')})`}`,
    );
  });
  return lines.join('\n') + '\n';
}

/** `Husband: Fight 2/3, Ballet 1/3 | Wife: Ballet 1 | payoffs 2/3, 2/3` (strategies played with probability 0 left out). */
function equilibriumText(game: MatrixGame, e: Equilibrium): string {
  const players = e.strategies.map((strategy, player) => {
    const played = strategy.flatMap((p: Rational, s) => (p.sign() === 0 ? [] : [`${game.strategyNames[player][s]} ${p}`]));
    return `${game.playerNames[player]}: ${played.join(', ')}`;
  });
  return `${players.join(' | ')} | payoffs ${e.payoffs.join(', ')}`;
}
