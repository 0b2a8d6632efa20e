import type { MisereQuotient } from './misereQuotient.js';

/**
 * A misère quotient written as Plambeck and Siegel write it ("Misère quotients for impartial
 * games", JCTA 115 (2008), §2 and the tables of §6): generators a, b, c, … (the elements of the
 * first heaps not already reached by smaller ones), every element named by its shortest word in
 * them (a²b, identity 1), relations between words, and each heap's element by name.
 */
export interface QuotientPresentation {
  /** Generator letters, in order, with the heap each stands for. */
  generators: { letter: string; heap: number }[];
  /** Each element's name (index = element; element 0, the identity, is `1`). */
  names: string[];
  /** Each element's word: the exponent of each generator. */
  words: number[][];
  /** Relations `left = right` (names of words); with them the generators give the monoid. */
  relations: { left: string; right: string }[];
  /** The element of heap h + 1, for h = 0..count − 1. */
  heapElements: number[];
}

/** a, b, …, z, then a₂₇-style letters are never needed in practice; past z generators are g27, g28, …. */
function letter(i: number): string {
  return i < 26 ? String.fromCharCode(97 + i) : `g${i + 1}`;
}

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** A word as letters with superscript exponents (a²b), the empty word as 1. */
export function formatWord(exponents: readonly number[]): string {
  let text = '';
  exponents.forEach((e, i) => {
    if (e === 0) return;
    text += letter(i) + (e === 1 ? '' : [...String(e)].map((d) => SUPERSCRIPT[Number(d)]).join(''));
  });
  return text === '' ? '1' : text;
}

/**
 * The presentation of a quotient. Generators: heap by heap, a heap whose element the generators so
 * far do not reach becomes the next one. Names: breadth-first from the identity, multiplying by each
 * generator in turn, so every element is named by a word of least length (the first in generator
 * order among those). Relations: each word w·x (w a name, x a generator) that is not itself a name,
 * though every word one letter shorter inside it is, equals the name of its element — the rules that
 * rewrite any word to its name, as a presentation needs.
 */
export function quotientPresentation(q: Pick<MisereQuotient, 'order' | 'product' | 'generatorElement'>): QuotientPresentation {
  const { order, product } = q;
  const times = (x: number, y: number) => product[x * order + y];
  const heapElements = [...q.generatorElement];
  const generatorElements: number[] = [];
  const generators: { letter: string; heap: number }[] = [];
  const reached = new Uint8Array(order);
  reached[0] = 1;
  heapElements.forEach((element, h) => {
    if (reached[element]) return;
    generators.push({ letter: letter(generators.length), heap: h + 1 });
    generatorElements.push(element);
    closeUnder(reached, generatorElements, times);
  });
  const k = generatorElements.length;
  const words: number[][] = new Array(order);
  words[0] = new Array(k).fill(0);
  let level = [0];
  while (level.length > 0) {
    const next: number[] = [];
    for (const x of level) {
      generatorElements.forEach((g, i) => {
        const y = times(x, g);
        if (words[y] !== undefined) return;
        words[y] = words[x].map((e, j) => (j === i ? e + 1 : e));
        next.push(y);
      });
    }
    level = next;
  }
  // Elements no heap reaches (none, for a quotient of sums of heaps) keep a name that says so.
  const names = Array.from({ length: order }, (_, x) => (words[x] ? formatWord(words[x]) : `?${x}`));
  const isName = new Set(words.filter(Boolean).map((w) => w.join(',')));
  const relations: { left: string; right: string }[] = [];
  const seen = new Set<string>();
  for (let x = 0; x < order; x++) {
    if (!words[x]) continue;
    generatorElements.forEach((g, i) => {
      const left = words[x].map((e, j) => (j === i ? e + 1 : e));
      const key = left.join(',');
      if (isName.has(key) || seen.has(key)) return;
      seen.add(key);
      const minimal = left.every((e, j) => e === 0 || isName.has(left.map((f, l) => (l === j ? f - 1 : f)).join(',')));
      if (minimal) relations.push({ left: formatWord(left), right: names[times(x, g)] });
    });
  }
  return { generators, names, words, relations, heapElements };
}

/** Marks every product of marked elements with the generators until nothing new appears. */
function closeUnder(reached: Uint8Array, generators: readonly number[], times: (x: number, y: number) => number): void {
  const queue: number[] = [];
  reached.forEach((r, x) => r && queue.push(x));
  while (queue.length > 0) {
    const x = queue.pop()!;
    for (const g of generators) {
      const y = times(x, g);
      if (!reached[y]) {
        reached[y] = 1;
        queue.push(y);
      }
    }
  }
}
