import { NimlabError } from '../../engine/errors.js';
import type { GameDefinition, GameFamily, MoveReport, PositionReport } from '../catalog.js';
import { parseHeaps } from '../parse.js';
import { analyzeHeapSum, MAX_ANALYZED_HEAP, type HeapSumAnalysis } from './analysis.js';
import { describeCode } from './describeCode.js';
import { isHeapGameName, parseHeapGame, type HeapGame } from './heapGame.js';
import { looksLikeCode } from './parseCode.js';
import { proofRuleFor } from './periodicity.js';
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
    analyze(words, options) {
      const heaps = parseHeaps(words).map((h) => {
        if (h > BigInt(MAX_ANALYZED_HEAP)) throw new NimlabError(`heap ${h} is too large (at most ${MAX_ANALYZED_HEAP})`);
        return Number(h);
      });
      return report(game, analyzeHeapSum(game, heaps, MOVES_LISTED, options?.onProgress));
    },
  };
}

function report(game: HeapGame, analysis: HeapSumAnalysis): PositionReport {
  const { heaps, values, grundy } = analysis;
  const winningMoves: MoveReport[] = analysis.winningMoves.map(({ heap, option }) => {
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
  if (analysis.winningMoveCount > analysis.winningMoves.length) {
    explanation.push(`${analysis.winningMoveCount} winning moves in all; the first ${analysis.winningMoves.length} are listed.`);
  }
  const period = analysis.period;
  if (period) {
    const rule = proofRuleFor(game.code)!;
    explanation.push(
      `G(n + ${period.period}) = G(n) for every n ≥ ${period.preperiod}, proven by the periodicity theorem ` +
        `(at most ${rule.maxHeaps} heaps left, at most ${rule.maxRemoved} tokens taken).`,
    );
  }
  return {
    position: heaps.join(' '),
    outcome: analysis.outcome,
    grundy,
    winningMoves,
    components: heaps.map((h, i) => ({ label: `heap ${h}`, value: values[i] })),
    explanation,
  };
}

/** Take-and-break codes: `octal:0.77`, or the bare code `0.77`, `4!.0`, `S(1,3,4)`, `kayles`… */
export const takeBreakFamily: GameFamily = {
  family: 'octal',
  usage: 'octal:CODE',
  summary:
    "Take-and-break codes in CGSuite notation d0.d1d2…: bit k of digit dj = remove j tokens and leave k heaps; digits 0-9 A-V, &n; (n < 512: at most 8 heaps named one by one), " +
    '{0,2!,3+} a set of heap counts (k+ = k or more), * any number of heaps; marks ! unequal, ? not all equal, = all equal; ' +
    'a repeating tail [..]; digits before d0 add tokens (80.0). 0.77 Kayles, 0.07 Dawson, 4!.0 Grundy, 0.[3] Nim; also S(1,3,4), allbut(1,2).',
  example: '0.77 5 3',
  create(parameters) {
    if (parameters === undefined) throw new NimlabError("octal needs a code, as in 'octal:0.77' (or just '0.77')");
    return heapGameDefinition(parseHeapGame(parameters));
  },
  accepts: (name) => !name.includes(':') && isHeapGameName(name) && (looksLikeCode(name) || /^[sS]\(|^allbut\(/i.test(name)),
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
