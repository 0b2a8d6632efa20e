import { GamePrinter, GameProperties, PartizanGames, PartizanLimitError, parseExpression } from '../../engine/partizan/index.js';
import type { StoreLimits, Value } from '../../engine/partizan/index.js';

/** The text lines `nimlab cgt` prints for a game: CGSuite's values under plain labels. */
const TEXT_PROPERTIES: [string, string][] = [
  ['outcome', 'OutcomeClass'],
  ['left stop', 'LeftStop'],
  ['right stop', 'RightStop'],
  ['mean', 'Mean'],
  ['temperature', 'Temperature'],
  ['thermograph', 'Thermograph'],
];

/**
 * One store, printer and property tables for a whole run or session, so games met again (and
 * their sums) are look-ups, and named games (`g := {1|0}`) and the last value `_` carry over.
 */
export class CgtCalculator {
  readonly games: PartizanGames;
  readonly printer: GamePrinter;
  readonly properties: GameProperties;
  readonly variables = new Map<string, number>();

  constructor(limits: StoreLimits = {}) {
    this.games = new PartizanGames(limits);
    this.printer = new GamePrinter(this.games);
    this.properties = new GameProperties(this.games, this.printer);
  }

  evaluate(expression: string): Value {
    const value = parseExpression(expression, { games: this.games, uptimals: this.printer.uptimals, variables: this.variables });
    if (value.kind === 'game') this.variables.set('_', value.id);
    return value;
  }

  /** The canonical form, then one labelled line per property (the one-shot text output). */
  report(value: Value): string {
    if (value.kind === 'truth') return `${value.value}\n`;
    const all = this.properties.all(value.id);
    const lines = [all.CanonicalForm, ...TEXT_PROPERTIES.map(([label, name]) => `${`${label}:`.padEnd(13)}${all[name]}`)];
    return lines.join('\n') + '\n';
  }

  /** Every property under CGSuite's names, for --json. */
  json(expression: string, value: Value): Record<string, unknown> {
    if (value.kind === 'truth') return { expression, value: value.value };
    return { expression, ...this.properties.all(value.id) };
  }
}

export { PartizanLimitError };
