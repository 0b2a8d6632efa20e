import { NimlabError } from '../../engine/core/errors.js';
import {
  ConwayProducts,
  GamePrinter,
  GameProperties,
  NortonProducts,
  PartizanGames,
  PartizanLimitError,
  parseExpression,
} from '../../engine/partizan/index.js';
import type { ProductTables, StoreLimits, Value } from '../../engine/partizan/index.js';

const ASSIGNMENT = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*:=(.*)$/;

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
  readonly products: ProductTables;

  constructor(limits: StoreLimits = {}) {
    this.games = new PartizanGames(limits);
    this.printer = new GamePrinter(this.games);
    this.properties = new GameProperties(this.games, this.printer);
    this.products = { norton: new NortonProducts(this.games), conway: new ConwayProducts(this.games) };
  }

  evaluate(expression: string): Value {
    const context = { games: this.games, uptimals: this.printer.uptimals, variables: this.variables, products: this.products };
    const value = parseExpression(expression, context);
    if (value.kind === 'game') this.variables.set('_', value.id);
    return value;
  }

  /** A session's line (an expression, or `name := expr`): what it prints. Errors are thrown. */
  line(text: string): string {
    const assignment = ASSIGNMENT.exec(text);
    const value = this.evaluate(assignment === null ? text : assignment[2]);
    if (assignment !== null) {
      if (value.kind !== 'game') throw new NimlabError(`${assignment[1]}: only a game can be named`);
      this.variables.set(assignment[1], value.id);
    }
    return value.kind === 'game' ? `${this.printer.print(value.id)}\n` : `${value.value}\n`;
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
