import { NimlabError } from '../../engine/core/errors.js';
import { GrundySolver } from '../../engine/normal/grundy.js';
import { noParameters, type GameDefinition, type GameFamily } from '../catalog.js';
import { parseNatural, parseSmallPositive } from '../parse.js';
import { DynamicNumberSystem, MAX_DYNAMIC_HEAP, dynamicWinningTakes } from './fast.js';
import { dynamicPosition, dynamicStart, dynamicSubtractionGame, type DynamicPosition } from './rules.js';
import { playableDynamic } from './playable.js';

/** Largest multiplier: the number system then has about K·ln(n/K) terms, a few million at most. */
const MAX_MULTIPLIER = 100_000;
/** Up to this heap the engine computes the Grundy value of N-positions too. */
const GRUNDY_BY_ENGINE_LIMIT = 100;
/** How many terms of the sequence an explanation lists. */
const LISTED_TERMS = 10;

function systemName(k: number): string {
  if (k === 1) return 'binary: the terms are the powers of two';
  if (k === 2) return 'Zeckendorf: the terms are the Fibonacci numbers, no two consecutive ones used';
  return `the ${k}-multiple number system: a_0 = 1, a_(i+1) = 1 + the largest sum of terms ≤ a_i with each more than ${k}× the next`;
}

/** `n` (a fresh heap: the first move takes 1..n−1) or `n m` (m = most the next move may take). */
function parsePosition(words: readonly string[]): DynamicPosition {
  if (words.length < 1 || words.length > 2) {
    throw new NimlabError("dynamic: expected 'n' (a fresh heap) or 'n m' (heap n, next move takes at most m)");
  }
  const n = Number(parseNatural(words[0], 'heap', BigInt(MAX_DYNAMIC_HEAP)));
  if (words.length === 1) return dynamicStart(n);
  return dynamicPosition(n, Number(parseNatural(words[1], 'largest allowed take', BigInt(MAX_DYNAMIC_HEAP))));
}

function grundyValue(k: number, position: DynamicPosition, isP: boolean): number | null {
  if (isP) return 0;
  if (position.remaining > GRUNDY_BY_ENGINE_LIMIT) return null;
  return new GrundySolver(dynamicSubtractionGame(k)).grundy(position);
}

function explain(k: number, system: DynamicNumberSystem, position: DynamicPosition, takes: readonly number[]): string[] {
  const { remaining: n, maxTake } = position;
  const shown = system.firstTerms(LISTED_TERMS).join(', ') + (system.termCount > LISTED_TERMS ? ', …' : '');
  const lines = [
    `Take-away with limit: after taking t the opponent may take 1..${k}·t. Number system (${systemName(k)}).`,
    `Theorem: the player to move loses iff every term of n's representation exceeds the current limit; ` +
      'at the start (limit n − 1) that means n is itself a term.',
  ];
  if (n === 0) return [...lines, 'The heap is empty: the player to move has lost.'];
  const parts = system.representation(n);
  lines.push(`Terms up to ${n}: ${shown}. Representation: ${n} = ${parts.join(' + ')}.`);
  const smallest = parts[parts.length - 1];
  if (takes.length === 0) {
    lines.push(
      parts.length === 1 && maxTake < n
        ? `${n} is a term and the whole heap may not be taken: the player to move loses.`
        : `The smallest term ${smallest} exceeds the limit ${maxTake}: the player to move loses.`,
    );
  } else if (takes[0] === n) {
    lines.push(`The limit ${maxTake} allows taking the whole heap.`);
  } else {
    const above = parts[parts.length - 2];
    lines.push(
      `Take the smallest term ${smallest} (≤ limit ${maxTake}): the opponent may then take at most ${k}·${smallest} = ${k * smallest} ` +
        `< ${above}, the smallest term left, and so loses.`,
    );
  }
  return lines;
}

function createDynamic(k: number): GameDefinition {
  const name = `dynamic:${k}`;
  return {
    name,
    summary: `One heap; the first move takes 1..n−1 stones, each later move 1..${k}× the previous take. Last to take wins.`,
    example: '20',
    playable: playableDynamic(k),
    analyze(words) {
      const position = parsePosition(words);
      const { remaining: n, maxTake } = position;
      const system = new DynamicNumberSystem(k, n);
      const takes = dynamicWinningTakes(system, n, maxTake);
      const isP = takes.length === 0;
      return {
        position: words.length === 1 ? `${n}` : `${n} ${maxTake}`,
        outcome: isP ? 'P' : 'N',
        grundy: grundyValue(k, position, isP),
        winningMoves: takes.map((t) => {
          const next = dynamicPosition(n - t, k * t);
          return {
            move: `take ${t} (${n} → ${n - t}; the opponent may take up to ${next.maxTake})`,
            to: next.remaining === 0 ? '0' : `${next.remaining} ${next.maxTake}`,
          };
        }),
        explanation: explain(k, system, position, takes),
      };
    },
  };
}

export const dynamicFamily: GameFamily = {
  family: 'dynamic',
  usage: 'dynamic:K (each move takes at most K times the previous take)',
  summary: 'Dynamic subtraction: one heap; the first move takes less than the heap, each later one at most K× the previous take.',
  example: 'dynamic:2 20',
  create(parameters) {
    if (parameters === undefined) {
      throw new NimlabError("game 'dynamic' needs its parameter: dynamic:K (each move takes at most K times the previous take)");
    }
    return createDynamic(parseSmallPositive(parameters, 'dynamic:K, K', MAX_MULTIPLIER));
  },
};

/** Fibonacci Nim is dynamic subtraction with K = 2. */
export const fibonacciFamily: GameFamily = {
  family: 'fibonacci',
  summary: 'Fibonacci Nim (= dynamic:2): the first move takes less than the heap, each later one at most twice the previous take.',
  example: 'fibonacci 20',
  create(parameters) {
    noParameters('fibonacci', parameters);
    return createDynamic(2);
  },
};
