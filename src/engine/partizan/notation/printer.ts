import type { NumberUpStar } from '../canonical/gameStore.js';
import type { PartizanGames } from '../canonical/partizanGames.js';
import type { Dyadic } from '../numbers/dyadic.js';
import { stops } from '../temperature/stops.js';
import type { Stops } from '../temperature/stops.js';
import { thermograph } from '../temperature/thermograph.js';
import type { Thermograph } from '../temperature/thermograph.js';
import { Uptimals } from './uptimals.js';
import type { NamedUptimal } from './uptimals.js';
import { compareExpansions } from './uptimalExpansion.js';
import type { UptimalExpansion } from './uptimalExpansion.js';

/** A printed game and how many slashes it used without braces (0: braced or atomic). */
interface Printed {
  readonly text: string;
  readonly slashes: number;
}

/** What a game prints as, decided from the game alone; each part is printed before the whole. */
type Shape =
  | { kind: 'numberUpStar'; form: NumberUpStar }
  | { kind: 'uptimal'; form: NamedUptimal }
  | { kind: 'switch'; options: number[] }
  | { kind: 'tiny' | 'miny'; translate: Dyadic; subscript: number }
  | { kind: 'braces'; left: number[]; right: number[] };

/** CGSuite never prints more than three slashes bare: a fourth level gets braces. */
const MAX_SLASHES = 4;

/**
 * Prints canonical games in CGSuite's notation (read from CGSuite's `CanonicalShortGame` and
 * `Uptimal` output rules; its own test cases are ours): numbers `-3/4`, x + n↑ + *m as
 * `1/2^^*3`, `v3`, uptimals `^<2>*`, `v[3]`, switches `+-1`, `+-(1*)`, `+-{2,{2|1}}`, Tiny and
 * Miny `2Tiny(2)`, `Miny({5||3|1})`, and otherwise `{L|R}` where a side with one option drops its
 * braces and deepens the slashes (`{3||2*|1*}`). Options are sorted as CGSuite sorts them:
 * numbers by value, then nimbers, then uptimals, then the rest by their sorted options.
 *
 * Iterative: a game 30 000 levels deep prints without overflowing the stack. The tables live in
 * this object; keep one per store.
 */
export class GamePrinter {
  private readonly printed = new Map<string, Printed>();
  private readonly shapes = new Map<number, Shape>();
  private readonly thermographs = new Map<number, Thermograph>();
  private readonly stopTable = new Map<number, Stops>();
  /** @internal the uptimal recogniser the printer and the properties share. */
  readonly uptimals: Uptimals;

  constructor(private readonly games: PartizanGames) {
    this.uptimals = new Uptimals(games);
  }

  print(id: number): string {
    const root = request(id, true, false);
    const pending = [root];
    while (pending.length > 0) {
      this.games.store.tick();
      const top = pending[pending.length - 1];
      if (this.printed.has(top.key)) {
        pending.pop();
        continue;
      }
      const missing = this.parts(top).filter((part) => !this.printed.has(part.key));
      if (missing.length > 0) {
        pending.push(...missing);
        continue;
      }
      this.printed.set(top.key, this.assemble(top));
      pending.pop();
    }
    return (this.printed.get(root.key) as Printed).text;
  }

  /**
   * CGSuite's order (its `DeterministicOrdering`): numbers by value, nimbers, uptimals by their
   * expansions (x + n↑ + *m among them), then the rest by their sorted Left, then Right, options.
   */
  compareGames(g: number, h: number): number {
    if (g === h) return 0;
    const a = this.sortClass(g);
    const b = this.sortClass(h);
    if (a.rank !== b.rank) return a.rank - b.rank;
    if (a.expansion !== undefined && b.expansion !== undefined) return compareExpansions(a.expansion, b.expansion);
    return (
      compareLists(this, this.sortedOptions(g, 'left'), this.sortedOptions(h, 'left')) ||
      compareLists(this, this.sortedOptions(g, 'right'), this.sortedOptions(h, 'right'))
    );
  }

  sortedOptions(id: number, side: 'left' | 'right'): number[] {
    const options = side === 'left' ? this.games.leftOptions(id) : this.games.rightOptions(id);
    return options.sort((a, b) => this.compareGames(a, b));
  }

  mean(id: number): Dyadic {
    return thermograph(this.games.store, id, this.thermographs).mean;
  }

  /** 0 numbers, 1 nimbers, 2 other uptimals, 3 the rest. */
  private sortClass(id: number): { rank: number; expansion: UptimalExpansion | undefined } {
    const form = this.games.store.numberUpStar(id);
    if (form !== undefined && form.up === 0 && (form.nimber === 0 || form.number.isZero())) {
      return { rank: form.nimber === 0 ? 0 : 1, expansion: this.uptimals.expansion(id) };
    }
    const expansion = this.uptimals.expansion(id);
    return { rank: expansion === undefined ? 3 : 2, expansion };
  }

  private shape(id: number): Shape {
    const known = this.shapes.get(id);
    if (known !== undefined) return known;
    const shape = this.findShape(id);
    this.shapes.set(id, shape);
    return shape;
  }

  private findShape(id: number): Shape {
    const games = this.games;
    const form = games.store.numberUpStar(id);
    if (form !== undefined) return { kind: 'numberUpStar', form };
    const { left: leftStop, right: rightStop } = stops(games.store, id, this.stopTable);
    if (leftStop.equals(rightStop)) {
      const uptimal = this.uptimals.recognise(id);
      if (uptimal !== undefined) return { kind: 'uptimal', form: uptimal };
    }
    const left = this.sortedOptions(id, 'left');
    const right = this.sortedOptions(id, 'right');
    if (games.negate(id) === id) return { kind: 'switch', options: left };
    const tiny = this.tinyShape(left, right);
    if (tiny !== undefined) return tiny;
    return { kind: 'braces', left, right };
  }

  /** {x || x | x − G} is x + Tiny(G) and {x + G | x || x} is x + Miny(G) when G has mean > 0. */
  private tinyShape(left: number[], right: number[]): Shape | undefined {
    if (left.length !== 1 || right.length !== 1) return undefined;
    const games = this.games;
    const [gl] = left;
    const [gr] = right;
    const x = games.store.numberValue(gl);
    if (x !== undefined && games.leftOptions(gr).length === 1 && games.rightOptions(gr).length === 1) {
      const [grl] = games.leftOptions(gr);
      const [grr] = games.rightOptions(gr);
      if (grl === gl && this.mean(grr).lessThan(x)) return { kind: 'tiny', translate: x, subscript: games.subtract(gl, grr) };
    }
    const y = games.store.numberValue(gr);
    if (y !== undefined && games.leftOptions(gl).length === 1 && games.rightOptions(gl).length === 1) {
      const [gll] = games.leftOptions(gl);
      const [glr] = games.rightOptions(gl);
      if (glr === gr && y.lessThan(this.mean(gll))) return { kind: 'miny', translate: y, subscript: games.subtract(gll, gr) };
    }
    return undefined;
  }

  private parts(r: Request): Request[] {
    const shape = this.shape(r.id);
    switch (shape.kind) {
      case 'numberUpStar':
      case 'uptimal':
        return [];
      case 'switch':
        return shape.options.map((option) => request(option, true, shape.options.length === 1));
      case 'tiny':
      case 'miny':
        return [request(shape.subscript, true, false)];
      case 'braces':
        return [
          ...shape.left.map((o) => request(o, shape.left.length > 1, false)),
          ...shape.right.map((o) => request(o, shape.right.length > 1, false)),
        ];
    }
  }

  private assemble(r: Request): Printed {
    const shape = this.shape(r.id);
    const get = (part: Request): Printed => this.printed.get(part.key) as Printed;
    switch (shape.kind) {
      case 'numberUpStar':
        return { text: numberUpStarText(shape.form, r.forceParens), slashes: 0 };
      case 'uptimal':
        return { text: uptimalText(shape.form, r.forceParens), slashes: 0 };
      case 'switch': {
        const texts = this.parts(r).map((part) => get(part).text);
        return { text: texts.length > 1 ? `+-{${texts.join(',')}}` : `+-${texts[0]}`, slashes: 0 };
      }
      case 'tiny':
      case 'miny': {
        const [sub] = this.parts(r);
        const translate = shape.translate.isZero() ? '' : shape.translate.toString();
        const text = `${translate}${shape.kind === 'tiny' ? 'Tiny' : 'Miny'}(${get(sub).text})`;
        return { text: r.forceParens ? `(${text})` : text, slashes: 0 };
      }
      case 'braces': {
        const parts = this.parts(r);
        const leftParts = parts.slice(0, shape.left.length).map(get);
        const rightParts = parts.slice(shape.left.length).map(get);
        const slashes = Math.max(...leftParts.map((p) => p.slashes + 1), ...rightParts.map((p) => p.slashes + 1));
        const body = `${leftParts.map((p) => p.text).join(',')}${'|'.repeat(slashes)}${rightParts.map((p) => p.text).join(',')}`;
        if (r.forceBrackets || slashes === MAX_SLASHES) return { text: `{${body}}`, slashes: 0 };
        return { text: body, slashes };
      }
    }
  }
}

interface Request {
  readonly id: number;
  readonly forceBrackets: boolean;
  readonly forceParens: boolean;
  readonly key: string;
}

function request(id: number, forceBrackets: boolean, forceParens: boolean): Request {
  return { id, forceBrackets, forceParens, key: `${id}:${forceBrackets ? 1 : 0}${forceParens ? 1 : 0}` };
}

function compareLists(printer: GamePrinter, a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    const c = printer.compareGames(a[i], b[i]);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}

/** x + n↑ + *m as CGSuite's Uptimal prints it: `0`, `*3`, `^^`, `v3*2`, `1/2^*`. */
export function numberUpStarText(form: NumberUpStar, forceParens: boolean): string {
  const { number, up, nimber } = form;
  let text = !number.isZero() || (up === 0 && nimber === 0) ? number.toString() : '';
  if (up !== 0) {
    const arrow = up > 0 ? '^' : 'v';
    text += Math.abs(up) === 2 ? arrow + arrow : Math.abs(up) > 2 ? `${arrow}${Math.abs(up)}` : arrow;
  }
  if (nimber !== 0) text += nimber === 1 ? '*' : `*${nimber}`;
  const compound = !(up === 0 && nimber === 0) && !(up === 0 && number.isZero()) && !(number.isZero() && nimber === 0);
  return forceParens && compound ? `(${text})` : text;
}

function uptimalText(form: NamedUptimal, forceParens: boolean): string {
  const number = form.number.isZero() ? '' : form.number.toString();
  const arrow = form.sign > 0 ? '^' : 'v';
  const order = form.kind === '<>' ? `<${form.order}>` : `[${form.order}]`;
  const star = form.nimber === 0 ? '' : form.nimber === 1 ? '*' : `*${form.nimber}`;
  const text = `${number}${arrow}${order}${star}`;
  return forceParens && (number !== '' || star !== '') ? `(${text})` : text;
}
