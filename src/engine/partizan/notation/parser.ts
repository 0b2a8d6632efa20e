import { NimlabError } from '../../core/errors.js';
import type { PartizanGames } from '../canonical/partizanGames.js';
import { Dyadic } from '../numbers/dyadic.js';
import { PartizanLimitError } from '../partizanLimitError.js';
import { ConwayProducts } from '../products/conwayProducts.js';
import { NortonProducts } from '../products/nortonProducts.js';
import { tokenize } from './tokens.js';
import type { Token } from './tokens.js';
import type { Uptimals } from './uptimals.js';

/** The value of an expression: a game (an id of the store), or the answer to a comparison. */
export type Value = { kind: 'game'; id: number } | { kind: 'truth'; value: boolean };

/** What an expression may refer to: the store, the uptimal builder, and named games. */
export interface ParseContext {
  readonly games: PartizanGames;
  readonly uptimals: Uptimals;
  readonly variables?: ReadonlyMap<string, number>;
  /** The tables of the products (one pair per store, kept across expressions); a parse makes its own when absent. */
  readonly products?: ProductTables;
}

/** Norton's and Conway's products on one store, for `G.NortonMultiply(U)` and `G.ConwayMultiply(H)`. */
export interface ProductTables {
  readonly norton: NortonProducts;
  readonly conway: ConwayProducts;
}

/**
 * CGSuite's methods of a short game that the notation reads (its CanonicalShortGame's
 * `NortonMultiply`, and `ConwayMultiply`, named `ConwayProduct` in its later versions), and the
 * product each one is.
 */
const METHODS = new Map<string, keyof ProductTables>([
  ['NortonMultiply', 'norton'],
  ['ConwayMultiply', 'conway'],
  ['ConwayProduct', 'conway'],
]);

/** Braces and parentheses may nest this deep (the parser descends one call per level). */
export const MAX_NESTING = 400;

/** The largest nimber or up multiple written as a literal. */
const MAX_LITERAL = 100_000;

/**
 * Reads an expression in CGSuite's notation (CGSuite's grammar for game literals; Siegel 2013,
 * ch. II for the games): numbers `3`, `-3/4`; `*`, `*5`; `^`, `^^`, `^3`, `v`, `vv`, `v3`,
 * `^<n>`, `^[n]`, `v[n]` with a number before and a star after (`3/4v[3]*`, `1/2^*`); `+-G`
 * and `+-{a,b}`; `Tiny(G)`, `Miny(G)`, `2Tiny(2)`; `{L | R}` where sides are comma lists and
 * deeper nesting is written with more slashes (`{3||2|1}`); `+`, `-`, parentheses, `G:H`
 * (ordinal sum), and one comparison `==`, `!=`, `<=`, `>=`, `<`, `>`, `<>` (confused).
 * Products are CGSuite's methods: `G.NortonMultiply(U)` (Norton multiplication, ONAG ch. 15's
 * G.U), `G.ConwayMultiply(H)` or `G.ConwayProduct(H)` (ONAG ch. 1), bound as CGSuite binds them
 * (tighter than a sign, `+-` and `:`), or CGSuite's infix form `G NortonMultiply U` (looser than
 * `+` and `-`). Bad input throws one NimlabError line naming the column.
 */
export function parseExpression(source: string, context: ParseContext): Value {
  return new Parser(source, context).whole();
}

class Parser {
  private readonly tokens: Token[];
  private index = 0;
  private depth = 0;
  /** The product tables when the context brings none (made on first use, for this parse). */
  private ownProducts: ProductTables | undefined;

  constructor(
    private readonly source: string,
    private readonly context: ParseContext,
  ) {
    this.tokens = tokenize(source);
  }

  whole(): Value {
    const value = this.comparison();
    if (this.peek().kind !== 'end') this.fail(`unexpected '${this.peek().text}'`);
    return value;
  }

  private get games(): PartizanGames {
    return this.context.games;
  }

  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.index + offset, this.tokens.length - 1)];
  }

  private next(): Token {
    const token = this.peek();
    this.index += 1;
    return token;
  }

  private isSymbol(text: string, offset = 0): boolean {
    const token = this.peek(offset);
    return token.kind === 'symbol' && token.text === text;
  }

  private expect(text: string): void {
    if (!this.isSymbol(text)) this.fail(`expected '${text}'`);
    this.index += 1;
  }

  private fail(message: string): never {
    const token = this.peek();
    const where = token.kind === 'end' ? 'at the end' : `at column ${token.at + 1}`;
    throw new NimlabError(`${message} ${where} of "${this.source}"`);
  }

  private comparison(): Value {
    const left = this.infix();
    const token = this.peek();
    const operators = ['==', '!=', '<=', '>=', '<', '>', '<>'];
    if (token.kind !== 'symbol' || !operators.includes(token.text)) return { kind: 'game', id: left };
    this.index += 1;
    const right = this.infix();
    const relation = this.games.compare(left, right);
    const truths: Record<string, boolean> = {
      '==': relation === '=',
      '!=': relation !== '=',
      '<=': relation === '<' || relation === '=',
      '>=': relation === '>' || relation === '=',
      '<': relation === '<',
      '>': relation === '>',
      '<>': relation === '||',
    };
    return { kind: 'truth', value: truths[token.text] };
  }

  /** CGSuite's infix form of a method, `G NortonMultiply U`: below + and −, above a comparison. */
  private infix(): number {
    let value = this.sum();
    for (;;) {
      const token = this.peek();
      if (token.kind !== 'name' || !METHODS.has(token.text)) return value;
      this.index += 1;
      value = this.multiply(token.text, value, this.sum());
    }
  }

  private sum(): number {
    let value = this.unary();
    for (;;) {
      if (this.isSymbol('+')) {
        this.index += 1;
        value = this.games.add(value, this.unary());
      } else if (this.isSymbol('-')) {
        this.index += 1;
        value = this.games.subtract(value, this.unary());
      } else {
        return value;
      }
    }
  }

  private unary(): number {
    if (this.isSymbol('-') && this.peek(1).kind === 'integer') {
      // A signed literal keeps its suffixes: -1^ is (−1) + ↑, as CGSuite prints it.
      this.index += 1;
      return this.methods(this.numberLiteral(-1n));
    }
    if (this.isSymbol('-')) {
      this.index += 1;
      return this.games.negate(this.unary());
    }
    if (this.isSymbol('+-')) {
      this.index += 1;
      return this.switchGame();
    }
    let value = this.postfix();
    while (this.isSymbol(':')) {
      this.index += 1;
      value = ordinalSum(this.games, value, this.postfix());
    }
    return value;
  }

  /** +-G = {G | −G}; +-{a,b} = {a,b | −a,−b}. */
  private switchGame(): number {
    if (this.isSymbol('{') && !this.hasBarsBeforeClose()) {
      this.enter();
      this.index += 1;
      const options = [this.sum()];
      while (this.isSymbol(',')) {
        this.index += 1;
        options.push(this.sum());
      }
      this.expect('}');
      this.depth -= 1;
      return this.games.game(
        options,
        options.map((g) => this.games.negate(g)),
      );
    }
    const g = this.postfix();
    return this.games.game([g], [this.games.negate(g)]);
  }

  /** Whether the braces opened at the current token hold a slash at their own level. */
  private hasBarsBeforeClose(): boolean {
    let level = 0;
    for (let i = this.index; i < this.tokens.length; i += 1) {
      const token = this.tokens[i];
      if (token.kind === 'symbol' && (token.text === '{' || token.text === '(')) level += 1;
      else if (token.kind === 'symbol' && (token.text === '}' || token.text === ')')) level -= 1;
      else if (token.kind === 'bars' && level === 1) return true;
      if (level === 0) return false;
    }
    return false;
  }

  private enter(): void {
    this.depth += 1;
    if (this.depth > MAX_NESTING) throw new PartizanLimitError('nesting', MAX_NESTING);
  }

  /** A primary and the methods written after it: `^.NortonMultiply(^)`, `*4.ConwayMultiply(*4)`. */
  private postfix(): number {
    return this.methods(this.primary());
  }

  private methods(receiver: number): number {
    let value = receiver;
    while (this.isSymbol('.')) {
      this.index += 1;
      const name = this.peek();
      if (name.kind !== 'name') this.fail("expected a method after '.' (Norton multiplication is G.NortonMultiply(U), as in CGSuite)");
      if (!METHODS.has(name.text)) this.fail(`unknown method '${name.text}' (nimlab cgt knows ${[...METHODS.keys()].join(', ')})`);
      this.index += 1;
      this.enter();
      this.expect('(');
      if (this.isSymbol(')')) this.fail('expected a game');
      const argument = this.infix();
      this.expect(')');
      this.depth -= 1;
      value = this.multiply(name.text, value, argument);
    }
    return value;
  }

  private multiply(method: string, g: number, h: number): number {
    const products = (this.ownProducts ??= this.context.products ?? {
      norton: new NortonProducts(this.games),
      conway: new ConwayProducts(this.games),
    });
    return METHODS.get(method) === 'norton' ? products.norton.multiply(g, h) : products.conway.multiply(g, h);
  }

  private primary(): number {
    const token = this.peek();
    if (token.kind === 'integer') return this.numberLiteral();
    if (this.isSymbol('(')) {
      this.enter();
      this.index += 1;
      const value = this.sum();
      this.expect(')');
      this.depth -= 1;
      return this.suffixes(value);
    }
    if (this.isSymbol('{')) {
      this.enter();
      this.index += 1;
      const value = this.braces();
      this.depth -= 1;
      return value;
    }
    if (this.isSymbol('^') || this.isSymbol('*') || (token.kind === 'name' && /^v+$|^v[0-9]+$/.test(token.text))) {
      return this.suffixes(this.games.zero);
    }
    if (token.kind === 'name') return this.named();
    this.fail(token.kind === 'end' ? 'expected a game' : `unexpected '${token.text}'`);
  }

  private numberLiteral(sign = 1n): number {
    const numerator = sign * BigInt(this.next().text);
    let value = Dyadic.integer(numerator);
    const fraction = this.isSymbol('/') && this.peek(1).kind === 'integer';
    if (fraction) {
      this.index += 1;
      value = Dyadic.fraction(numerator, BigInt(this.next().text));
    }
    const game = this.suffixes(this.games.number(value));
    if (fraction && this.isSymbol('.')) {
      this.fail(
        'a method after a fraction needs parentheses, as in (1/2).NortonMultiply(^) (CGSuite reads 1/2.NortonMultiply(^) as 1 over a game)',
      );
    }
    return game;
  }

  /** Ups, downs, uptimals, a star, and Tiny / Miny written right after a number: `3/4v[3]*`. */
  private suffixes(base: number): number {
    let value = base;
    const token = this.peek();
    if (this.isSymbol('^')) {
      this.index += 1;
      value = this.games.add(value, this.upPart(1));
    } else if (token.kind === 'name' && /^v+$|^v[0-9]+$/.test(token.text)) {
      this.index += 1;
      const count = /^v[0-9]+$/.test(token.text) ? this.literal(token.text.slice(1)) : token.text.length;
      value = this.games.add(value, count === 1 ? this.games.negate(this.upPart(1)) : this.games.numberUpStar(Dyadic.ZERO, -count, 0));
    }
    if (this.isSymbol('*')) {
      this.index += 1;
      const n = this.peek().kind === 'integer' ? this.literal(this.next().text) : 1;
      value = this.games.add(value, this.games.nimber(n));
    }
    const name = this.peek();
    if (name.kind === 'name' && (name.text === 'Tiny' || name.text === 'Miny') && this.isSymbol('(', 1)) {
      value = this.games.add(value, this.named());
    }
    return value;
  }

  /** After `^` (or a lone `v`): more `^`, a count `^3`, `^<n>` or `^[n]`. */
  private upPart(sign: 1): number {
    let count = 1;
    while (this.isSymbol('^')) {
      this.index += 1;
      count += 1;
    }
    if (count === 1 && this.peek().kind === 'integer') count = this.literal(this.next().text);
    if (count === 1 && (this.isSymbol('<') || this.isSymbol('[')) && this.peek(1).kind === 'integer') {
      const close = this.isSymbol('<') ? '>' : ']';
      const kind = close === '>' ? '<>' : '[]';
      this.index += 1;
      const order = this.literal(this.next().text);
      this.expect(close);
      if (order < 1) this.fail('an uptimal order must be at least 1');
      return this.context.uptimals.game(kind, order);
    }
    return this.games.numberUpStar(Dyadic.ZERO, sign * count, 0);
  }

  private literal(text: string): number {
    const n = Number(text);
    if (n > MAX_LITERAL) this.fail(`${text} is larger than ${MAX_LITERAL}`);
    return n;
  }

  private named(): number {
    const token = this.next();
    if (token.text === 'Tiny' || token.text === 'Miny') {
      this.enter();
      this.expect('(');
      const g = this.sum();
      this.expect(')');
      this.depth -= 1;
      const games = this.games;
      const zero = games.zero;
      // Tiny(G) = {0 || 0 | −G}, Miny(G) = {G | 0 || 0} (Winning Ways ch. 5; Siegel ch. II.4).
      return token.text === 'Tiny'
        ? games.game([zero], [games.game([zero], [games.negate(g)])])
        : games.game([games.game([g], [zero])], [zero]);
    }
    const variable = token.kind === 'name' ? this.context.variables?.get(token.text) : undefined;
    if (variable !== undefined) return variable;
    this.index -= 1;
    return this.fail(`unknown name '${token.text}'`);
  }

  /** The inside of {…} up to its '}': comma lists of games separated by runs of slashes. */
  private braces(): number {
    const items: Item[] = [];
    for (;;) {
      const token = this.peek();
      if (this.isSymbol('}')) {
        this.index += 1;
        break;
      }
      if (token.kind === 'bars' || this.isSymbol(',')) {
        items.push({ separator: token.text, at: token.at });
        this.index += 1;
      } else if (token.kind === 'end') {
        this.fail("expected '}'");
      } else {
        items.push(this.sum());
      }
    }
    if (!items.some(isBars)) this.fail("a game needs a '|' between its Left and Right options");
    return this.split(items);
  }

  /** Splits at the one longest run of slashes; each side is a game if it has slashes, else a list. */
  private split(items: Item[]): number {
    const longest = Math.max(...items.map((item) => (isBars(item) ? item.separator.length : 0)));
    const runs = items.filter((item): item is Separator => isBars(item) && item.separator.length === longest);
    if (runs.length > 1) this.failAt(`ambiguous slashes: '${'|'.repeat(longest)}' appears twice at one level`, runs[1].at);
    const at = items.indexOf(runs[0]);
    return this.games.game(this.side(items.slice(0, at)), this.side(items.slice(at + 1)));
  }

  private side(items: Item[]): number[] {
    if (items.some(isBars)) return [this.split(items)];
    const options: number[] = [];
    for (let i = 0; i < items.length; i += 1) {
      const item = items[i];
      if (typeof item === 'number') options.push(item);
      else if (i % 2 === 0 || i === items.length - 1) this.failAt('an option is missing beside a comma', item.at);
    }
    return options;
  }

  private failAt(message: string, at: number): never {
    throw new NimlabError(`${message} at column ${at + 1} of "${this.source}"`);
  }
}

interface Separator {
  readonly separator: string;
  readonly at: number;
}

type Item = number | Separator;

function isBars(item: Item): item is Separator {
  return typeof item !== 'number' && item.separator.startsWith('|');
}

/**
 * The ordinal sum G:H (ONAG ch. 15; Siegel 2013, ch. II): {G^L, G:H^L | G^R, G:H^R}, moving in
 * G ends H. Built from H's options bottom-up.
 */
export function ordinalSum(games: PartizanGames, g: number, h: number): number {
  const memo = new Map<number, number>();
  const pending = [h];
  while (pending.length > 0) {
    const top = pending[pending.length - 1];
    if (memo.has(top)) {
      pending.pop();
      continue;
    }
    const options = [...games.leftOptions(top), ...games.rightOptions(top)];
    const missing = options.filter((o) => !memo.has(o));
    if (missing.length > 0) {
      pending.push(...missing);
      continue;
    }
    const left = [...games.leftOptions(g), ...games.leftOptions(top).map((o) => memo.get(o) as number)];
    const right = [...games.rightOptions(g), ...games.rightOptions(top).map((o) => memo.get(o) as number)];
    memo.set(top, games.game(left, right));
    pending.pop();
  }
  return memo.get(h) as number;
}
