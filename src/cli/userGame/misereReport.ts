import { componentsOf, formatOption, type Game } from '../../engine/core/game.js';
import { FormGenus } from '../../engine/misere/formGenus.js';
import { MisereFormSolver } from '../../engine/misere/misereForm.js';
import { winningMoveLine } from '../report/analyzeReport.js';

/**
 * Misère analysis of a sum of a module's positions by canonical forms: the sum's simplest form
 * gives the outcome, and a move wins when the form of what it leaves is a P-position.
 */
export function misereModuleReport(
  game: Game<unknown>,
  name: string,
  components: unknown[],
  canonical: boolean,
): { lines: string[]; json: Record<string, unknown> } {
  const solver = new MisereFormSolver(game);
  const { forms } = solver;
  const formsOf = components.map((c) => solver.formOf(c));
  const total = forms.sumOf(formsOf);
  const genus = new FormGenus(forms);
  const formatted = components.map((c) => game.format!(c));
  const winningMoves: { move: string; to: string }[] = [];
  components.forEach((component, index) => {
    const rest = forms.sumOf(formsOf.filter((_, i) => i !== index));
    for (const option of game.moves(component)) {
      const after = forms.sum(rest, forms.sumOf(componentsOf(option).map((c) => solver.formOf(c))));
      if (forms.outcome(after) !== 'P') continue;
      const leaves = formatOption(game, option);
      winningMoves.push({
        move: `${formatted[index]} → ${leaves}`,
        to:
          formatted
            .map((f, i) => (i === index ? leaves : f))
            .filter((f) => f !== '0' || components.length === 1)
            .join(' + ') || '0',
      });
    }
  });
  const nimHeap = forms.nimHeapSize(total);
  const g = genus.genus(total);
  const phylum = genus.phylum(total);
  const form = forms.format(total);
  const outcome = forms.outcome(total);
  const lines = [
    `${name} ${formatted.join(' + ')} (misère: the player who moves last loses)`,
    `outcome: ${outcome === 'N' ? 'N (the player to move wins)' : 'P (the player to move loses)'}`,
    ...(canonical
      ? [
          `canonical form: ${form}`,
          `  birthday ${forms.birthday(total)}, ${nimHeap === null ? 'not a misère nim heap' : `the misère nim heap ${nimHeap === 0 ? '0' : `*${nimHeap}`}`}`,
          `genus: ${g.text} (${phylum})`,
        ]
      : ['by: misère canonical forms (the sum’s simplest form decides; --canonical prints it)']),
    winningMoves.length === 0 ? 'winning moves: none' : 'winning moves:',
    ...winningMoves.map(winningMoveLine),
  ];
  const json = {
    game: name,
    position: formatted.join(' + '),
    play: 'misere',
    outcome,
    canonicalForm: form,
    birthday: forms.birthday(total),
    nimHeap,
    genus: g.text,
    phylum,
    winningMoves,
  };
  return { lines, json };
}
