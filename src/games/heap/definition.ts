import { NimlabError } from '../../engine/core/errors.js';
import type { GameDefinition, GameFamily, MoveReport, PositionReport } from '../catalog.js';
import { parseHeaps } from '../parse.js';
import { analyzeHeapSum, MAX_ANALYZED_HEAP } from './analysis.js';
import { forEachLargeOptionWithValue, periodicValueOf } from './sequence/periodicOptions.js';
import { GrundySequencer } from './sequence/sequencer.js';
import type { ProgressCallback } from '../../engine/core/progressSlices.js';
import { formatCode } from './code/code.js';
import { describeCode } from './code/describeCode.js';
import { isHeapGameName, parseHeapGame, type HeapGame } from './heapGame.js';
import { looksLikeCode, meantAsCode } from './code/parseCode.js';
import { proofRuleFor, type Periodicity } from './sequence/periodicity.js';
import { takeBreakGame } from './rules.js';
import { playableHeapGame } from './playable.js';

/** Winning moves listed per position (the count of the rest is reported). */
const MOVES_LISTED = 100;

/** A heap game from the catalog: analyze a sum of heaps. */
export function heapGameDefinition(game: HeapGame): GameDefinition {
  return {
    name: game.name,
    summary: `Take-and-break game ${game.name}: ${describeCode(game.code)}.`,
    example: '5 3',
    heap: takeBreakGame(game.code),
    playable: playableHeapGame(game),
    analyze: (words, options) => analyzeHeapPosition(game, words, { onProgress: options?.onProgress }),
  };
}

export interface HeapAnalysisOptions {
  /** Winning moves listed (default 100); the report counts them all. */
  movesListed?: number;
  /** A sequencer of this game already run as far as the caller could (progress, time limits). */
  sequencer?: GrundySequencer;
  /** Called as the values are computed in slices (the playground's worker shows it). */
  onProgress?: ProgressCallback;
}

/**
 * A sum of heaps given as words: heaps up to MAX_ANALYZED_HEAP from the values computed up to
 * them; larger ones (any size) from the proven period, when the theorem proves one by then.
 */
export function analyzeHeapPosition(game: HeapGame, words: readonly string[], options: HeapAnalysisOptions = {}): PositionReport {
  const limit = options.movesListed ?? MOVES_LISTED;
  const sequencer = options.sequencer ?? new GrundySequencer(game.code);
  const heaps = parseHeaps(words);
  const largest = heaps.reduce((a, b) => (a > b ? a : b), 0n);
  if (largest <= BigInt(MAX_ANALYZED_HEAP)) {
    const analysis = analyzeHeapSum(game, heaps.map(Number), limit, sequencer, options.onProgress);
    const moves = analysis.winningMoves.map(({ heap, option }) => ({ heap, removed: option.removed, parts: option.parts }));
    return report(game, heaps, analysis.values, moves, BigInt(analysis.winningMoveCount), analysis.period);
  }
  return largeHeapReport(game, heaps, largest, limit, sequencer);
}

/** A sum holding a heap past MAX_ANALYZED_HEAP: only a proven period answers it. */
function largeHeapReport(game: HeapGame, heaps: bigint[], largest: bigint, limit: number, sequencer: GrundySequencer): PositionReport {
  const tooLarge = `heap ${largest} is past the ${MAX_ANALYZED_HEAP} values computed`;
  if (proofRuleFor(game.code) === null)
    throw new NimlabError(`${tooLarge}, and no periodicity theorem applies to ${formatCode(game.code)} to give the rest`);
  sequencer.extendTo(MAX_ANALYZED_HEAP + 1);
  const period = sequencer.proven;
  if (period === null) throw new NimlabError(`${tooLarge}, and no period of ${formatCode(game.code)} is proven within them`);
  const g = sequencer.computedValues();
  const valueOf = periodicValueOf(g, sequencer.computed, period);
  const values = heaps.map(valueOf);
  const grundy = values.reduce((a, b) => a ^ b, 0);
  const moves: { heap: number; removed: number; parts: readonly (number | bigint)[] }[] = [];
  let count = 0n;
  if (grundy !== 0) {
    heaps.forEach((heap, index) => {
      count += forEachLargeOptionWithValue(game.code, heap, grundy ^ values[index], g, sequencer.computed, period, (option) => {
        if (moves.length < limit) moves.push({ heap: index, removed: option.removed, parts: option.parts });
        return moves.length < limit;
      });
    });
  }
  return report(game, heaps, values, moves, count, period);
}

function report(
  game: HeapGame,
  heaps: readonly bigint[],
  values: readonly number[],
  moves: readonly { heap: number; removed: number; parts: readonly (number | bigint)[] }[],
  winningMoveCount: bigint,
  period: Periodicity | null,
): PositionReport {
  const grundy = values.reduce((a, b) => a ^ b, 0);
  const winningMoves: MoveReport[] = moves.map(({ heap, removed, parts }) => {
    const option = { removed, parts };
    const leaves = option.parts.length === 0 ? 'nothing' : option.parts.join(' + ');
    const to = heaps.flatMap((h, i) => (i === heap ? option.parts : [h]));
    return {
      move: `heap ${heap + 1}: ${heaps[heap]} → ${leaves} (${option.removed < 0 ? `add ${-option.removed}` : `take ${option.removed}`})`,
      to: to.length === 0 ? '(no heaps)' : to.join(' '),
      component: heap,
    };
  });
  const explanation = [
    `${game.name}: ${describeCode(game.code)}.`,
    heaps.length === 1
      ? `G(${heaps[0]}) = ${grundy}: the mex of the values of its options.`
      : `Sprague–Grundy: a sum of heaps has the XOR of the heaps' values; ` +
        `${heaps.map((h, i) => `G(${h}) = ${values[i]}`).join(', ')}, so the value is ${values.join(' ⊕ ')} = ${grundy}.`,
    grundy === 0
      ? 'Value 0: every move changes one heap value, so the player to move loses.'
      : `A move wins iff it leaves value 0: in a heap of value g, move to options of value g ⊕ ${grundy}.`,
  ];
  if (winningMoveCount > BigInt(winningMoves.length)) {
    explanation.push(`${winningMoveCount} winning moves in all; the first ${winningMoves.length} are listed.`);
  }
  if (period) {
    const rule = proofRuleFor(game.code)!;
    explanation.push(
      `G(n + ${period.period}) = G(n) for every n ≥ ${period.preperiod}, proven by the periodicity theorem ` +
        `(at most ${rule.maxHeaps} heaps left, at most ${rule.maxRemoved} tokens taken).`,
    );
  }
  return {
    position: heaps.join(' '),
    outcome: grundy === 0 ? 'P' : 'N',
    grundy,
    winningMoves,
    winningMoveCount,
    components: heaps.map((h, i) => ({ label: `heap ${h}`, value: values[i] })),
    explanation,
  };
}

/** Take-and-break codes: `octal:0.77`, or the bare code `0.77`, `4!.0`, `S(1,3,4)`, `kayles`… */
export const takeBreakFamily: GameFamily = {
  family: 'octal',
  usage: 'octal:CODE',
  summary:
    'Take-and-break codes in CGSuite notation d0.d1d2…: bit k of digit dj = remove j tokens and leave k heaps; digits 0-9 A-V, &n; (n < 512: at most 8 heaps named one by one), ' +
    '{0,2!,3+} a set of heap counts (k+ = k or more), * any number of heaps; marks ! unequal, ? not all equal, = all equal; ' +
    'a repeating tail [..]; digits before d0 add tokens (80.0). 0.77 Kayles, 0.07 Dawson, 4!.0 Grundy, 0.[3] Nim; also S(1,3,4), allbut(1,2).',
  example: '0.77 5 3',
  create(parameters) {
    if (parameters === undefined) throw new NimlabError("octal needs a code, as in 'octal:0.77' (or just '0.77')");
    return heapGameDefinition(parseHeapGame(parameters));
  },
  accepts: (name) => !name.includes(':') && isHeapGameName(name) && (looksLikeCode(name) || /^[sS]\(|^allbut\(/i.test(name)),
  // Meant as a code (`0.7x`): create then gives the parser's own error, "bad take-and-break code".
  claims: meantAsCode,
};

/** S(s1, s2, …): remove s_i tokens from one heap. */
export const subtractionFamily: GameFamily = {
  family: 'subtraction',
  usage: 'subtraction:S,…',
  summary: 'Subtraction game S(s1,s2,…): a move removes s_i tokens from one heap. Also written S(1,3,4).',
  example: 'subtraction:1,3,4 10 7',
  create(parameters) {
    if (parameters === undefined) throw new NimlabError("subtraction needs a set, as in 'subtraction:1,3,4'");
    return heapGameDefinition(parseHeapGame(`subtraction:${parameters}`));
  },
};

/** All-but subtraction: remove any positive number except the listed ones. */
export const allButFamily: GameFamily = {
  family: 'allbut',
  usage: 'allbut:S,…',
  summary: 'All-but subtraction game: a move removes any positive number of tokens except s1, s2, … from one heap.',
  example: 'allbut:1,2 10 7',
  create(parameters) {
    return heapGameDefinition(parseHeapGame(`allbut:${parameters ?? ''}`));
  },
};
