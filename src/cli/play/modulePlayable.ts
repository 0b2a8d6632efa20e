import { NimlabError } from '../../engine/core/errors.js';
import type { Playable, PlayMove } from '../../games/index.js';
import type { PlayGraph } from '../userGame/playGraph.js';

/** Sums searched for one misère answer before play of a module's position says it is too large. */
export const MISERE_SEARCH_LIMIT = 500_000;

/**
 * A game module as `nimlab play` plays it, from the graph its host explored once (playGraph.ts):
 * a position is a sum, the sorted list of its components' nodes. Normal play reads the Grundy
 * values (Sprague–Grundy: a sum is won by the mover iff the XOR of its components' values is not
 * 0; Winning Ways ch. 2). Misère play has no such rule for sums, so it is searched from its
 * definition (the mover with no move wins; else the mover wins iff some move leaves a loss),
 * iteratively, each answer kept in `misereWins`, which lives as long as this object.
 */
export class ModulePlayable implements Playable<number[]> {
  readonly supportsMisere = true;
  private readonly misereWins = new Map<string, boolean>();

  constructor(private readonly graph: PlayGraph) {}

  /** The position the module was asked about (the words were read by the module's own parser). */
  start(): number[] {
    return [...this.graph.start].sort((a, b) => a - b);
  }

  parse(): number[] {
    return this.start();
  }

  format(position: number[]): string {
    return position.length === 0 ? '0' : position.map((node) => this.graph.texts[node]).join(' + ');
  }

  moves(position: number[]): PlayMove<number[]>[] {
    const moves: PlayMove<number[]>[] = [];
    const labels = new Set<string>();
    position.forEach((node, at) => {
      // Equal components give equal moves: the first of them stands for all.
      if (at > 0 && position[at - 1] === node) return;
      const rest = [...position.slice(0, at), ...position.slice(at + 1)];
      for (const parts of this.graph.options[node]) {
        const label = `${this.graph.texts[node]}:${parts.length === 0 ? '0' : parts.map((part) => this.graph.texts[part]).join('+')}`;
        if (labels.has(label)) continue;
        labels.add(label);
        moves.push({ label, to: [...rest, ...parts].sort((a, b) => a - b) });
      }
    });
    return moves;
  }

  toMoveWins(position: number[], misere: boolean): boolean {
    if (!misere) return position.reduce((xor, node) => xor ^ this.graph.grundy[node], 0) !== 0;
    return this.misereToMoveWins(position);
  }

  /** Depth-first over the sums below `position`, with an explicit stack (no recursion: sums may be deep). */
  private misereToMoveWins(position: number[]): boolean {
    const known = this.misereWins;
    const stack: { position: number[]; key: string; children: number[][] | null }[] = [
      { position, key: position.join(','), children: null },
    ];
    let searched = 0;
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      if (known.has(top.key)) {
        stack.pop();
        continue;
      }
      top.children ??= this.moves(top.position).map((move) => move.to);
      const unknown = top.children.find((child) => !known.has(child.join(',')));
      if (unknown !== undefined) {
        if (++searched > MISERE_SEARCH_LIMIT)
          throw new NimlabError(
            `misère play of this sum needs more than ${MISERE_SEARCH_LIMIT} positions searched; play it in normal play`,
          );
        stack.push({ position: unknown, key: unknown.join(','), children: null });
        continue;
      }
      // No move: the mover wins (misère). Else the mover wins iff some move leaves a losing sum.
      known.set(top.key, top.children.length === 0 || top.children.some((child) => !known.get(child.join(','))));
      stack.pop();
    }
    return known.get(position.join(','))!;
  }
}
