/**
 * A small calculator language for nimbers, as `nimlab nimber` reads it:
 *   expression := term (('+' | '-' | '⊕') term)*          nim-sum (in characteristic 2, − is +)
 *   term       := unary (('*' | '⊗' | '/' | '⊠' | 'ugly') unary)*   nim-product, nim-division, ugly product
 *   unary      := ('inv' | 'sqrt') unary | power           inverse, square root
 *   power      := atom ('^' exponent)?                     exponent: an ordinary integer, may be negative
 *   exponent   := integer ('^' exponent)?                  ordinary powers, right-associative
 *   atom       := number | '(' expression ')'               number: decimal or 0x hexadecimal
 * so `inv 2 ^ 3` is inv(2^3), `sqrt 8 * 8` is sqrt(8) ⊗ 8, and `2 ^ 2 ^ 3` is 2^(2^3) = 2^8, as
 * a tower of powers reads everywhere (the exponent is an ordinary integer, so 2^3 there is 8).
 */
import { NimlabError } from '../../../engine/core/errors.js';
import { shortToken } from '../../../engine/core/quoteToken.js';
import { nimDivide, nimInverse, nimPower, nimProduct, nimSqrt } from './arithmetic.js';
import { uglyProduct } from './ugly.js';

/** Deepest nesting of parentheses read (far past any expression written by hand). */
const MAX_NESTING = 500;

/** Largest exponent (in bits) a tower `a ^ b ^ c` may build. */
const MAX_EXPONENT_BITS = 1_000_000n;

interface Token {
  text: string;
  at: number;
}

/** The expression parsed and evaluated: its value and a fully parenthesised reading of it. */
export interface NimberEvaluation {
  value: bigint;
  /** How the expression was read, with ⊕ ⊗ ⊘ and explicit parentheses. */
  reading: string;
}

const TOKEN = /\s*(0x[0-9a-fA-F]+|[0-9]+|[a-zA-Z]+|[-+*/^()⊕⊗⊠])/y;

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  let at = 0;
  while (at < source.length) {
    if (/^\s*$/.test(source.slice(at))) break;
    TOKEN.lastIndex = at;
    const match = TOKEN.exec(source);
    if (!match) {
      const where = at + (source.slice(at).length - source.slice(at).trimStart().length);
      throw syntaxError(source, where, `unexpected character '${source[where]}'`);
    }
    tokens.push({ text: match[1], at: TOKEN.lastIndex - match[1].length });
    at = TOKEN.lastIndex;
  }
  return tokens;
}

function syntaxError(source: string, at: number, message: string): NimlabError {
  return new NimlabError(`nimber expression '${shortToken(source)}': ${message} at column ${at + 1}`);
}

class Parser {
  private index = 0;
  /** Open parentheses, inv/sqrt and exponents around the current token (each is a level of recursion). */
  private depth = 0;
  constructor(
    private readonly source: string,
    private readonly tokens: Token[],
  ) {}

  parse(): NimberEvaluation {
    if (this.tokens.length === 0) throw new NimlabError('nimber expression is empty');
    const result = this.expression();
    const extra = this.peek();
    if (extra) throw this.error(extra, `unexpected '${extra.text}'`);
    return result;
  }

  private expression(): NimberEvaluation {
    let left = this.term();
    for (let op = this.peek(); op && ['+', '-', '⊕'].includes(op.text); op = this.peek()) {
      this.index++;
      const right = this.term();
      left = { value: left.value ^ right.value, reading: `(${left.reading} ⊕ ${right.reading})` };
    }
    return left;
  }

  private term(): NimberEvaluation {
    let left = this.unary();
    for (let op = this.peek(); op && ['*', '⊗', '/', '⊠', 'ugly'].includes(op.text.toLowerCase()); op = this.peek()) {
      this.index++;
      const right = this.unary();
      left =
        op.text === '/'
          ? { value: nimDivide(left.value, right.value), reading: `(${left.reading} ⊘ ${right.reading})` }
          : op.text === '⊠' || op.text.toLowerCase() === 'ugly'
            ? { value: uglyProduct(left.value, right.value), reading: `(${left.reading} ⊠ ${right.reading})` }
            : { value: nimProduct(left.value, right.value), reading: `(${left.reading} ⊗ ${right.reading})` };
    }
    return left;
  }

  private unary(): NimberEvaluation {
    const token = this.peek();
    const name = token?.text.toLowerCase();
    if (name === 'inv' || name === 'sqrt') {
      this.index++;
      if (++this.depth > MAX_NESTING) throw this.error(token!, `operators nested more than ${MAX_NESTING} deep`);
      const operand = this.unary();
      this.depth--;
      return name === 'inv'
        ? { value: nimInverse(operand.value), reading: `inv ${operand.reading}` }
        : { value: nimSqrt(operand.value), reading: `sqrt ${operand.reading}` };
    }
    return this.power();
  }

  private power(): NimberEvaluation {
    const base = this.atom();
    if (this.peek()?.text !== '^') return base;
    this.index++;
    const { value: exponent, reading } = this.exponentTower();
    // A base that is itself a power came in parentheses: keep them, since ^ now groups to the right.
    const baseReading = base.reading.includes('^') && !base.reading.startsWith('(') ? `(${base.reading})` : base.reading;
    return { value: nimPower(base.value, exponent), reading: `${baseReading}^${reading}` };
  }

  /** `e1 ^ e2 ^ …` of ordinary integers, right to left; the exponents after the first are ≥ 0. */
  private exponentTower(): { value: bigint; reading: string } {
    const at = this.peek();
    const first = this.exponent();
    const firstReading = first < 0n ? `(${first})` : String(first);
    if (this.peek()?.text !== '^') return { value: first, reading: String(first) };
    this.index++;
    if (++this.depth > MAX_NESTING) throw this.error(at!, `operators nested more than ${MAX_NESTING} deep`);
    const rest = this.exponentTower();
    this.depth--;
    if (rest.value < 0n) throw this.error(at!, `an exponent's own exponent must be 0 or more, got ${rest.value}`);
    // Past a million bits the power is beyond use (the nim-power reduces it modulo 2^(2^k) − 1 anyway).
    const bits = BigInt((first < 0n ? -first : first).toString(2).length);
    if (first !== 0n && first !== 1n && first !== -1n && rest.value * bits > MAX_EXPONENT_BITS) {
      throw this.error(at!, `the exponent ${first}^${rest.reading} has more than ${MAX_EXPONENT_BITS} bits`);
    }
    return { value: first ** rest.value, reading: `(${firstReading}^${rest.reading})` };
  }

  /** An ordinary integer, optionally negative and in parentheses: `10`, `-1`, `(-2)`. */
  private exponent(): bigint {
    const parenthesised = this.peek()?.text === '(';
    if (parenthesised) this.index++;
    const negative = this.peek()?.text === '-';
    if (negative) this.index++;
    const token = this.next('an integer exponent');
    if (!/^(0x[0-9a-fA-F]+|[0-9]+)$/.test(token.text)) throw this.error(token, `expected an integer exponent, got '${token.text}'`);
    if (parenthesised) this.expect(')');
    const value = BigInt(token.text);
    return negative ? -value : value;
  }

  private atom(): NimberEvaluation {
    const token = this.next('a number');
    if (token.text === '(') {
      // The parser descends once per parenthesis: a bound keeps a pasted monster a one-line error.
      if (++this.depth > MAX_NESTING) throw this.error(token, `parentheses nested more than ${MAX_NESTING} deep`);
      const inner = this.expression();
      this.expect(')');
      this.depth--;
      return inner;
    }
    if (/^(0x[0-9a-fA-F]+|[0-9]+)$/.test(token.text)) {
      const value = BigInt(token.text);
      return { value, reading: value.toString() };
    }
    throw this.error(token, `expected a number, got '${token.text}'`);
  }

  private peek(): Token | undefined {
    return this.tokens[this.index];
  }

  private next(what: string): Token {
    const token = this.tokens[this.index++];
    if (!token) throw syntaxError(this.source, this.source.length, `expected ${what}, got the end`);
    return token;
  }

  private expect(text: string): void {
    const token = this.next(`'${text}'`);
    if (token.text !== text) throw this.error(token, `expected '${text}', got '${token.text}'`);
  }

  private error(token: Token, message: string): NimlabError {
    return syntaxError(this.source, token.at, message);
  }
}

/** Parses and evaluates a nimber expression; any mistake is a one-line NimlabError. */
export function evaluateNimberExpression(source: string): NimberEvaluation {
  return new Parser(source, tokenize(source)).parse();
}
