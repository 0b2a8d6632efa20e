import { NimlabError, type Game } from '../library';

/**
 * Positions a module may be asked about while valuing one heap, all of them past the largest heap
 * wanted, before its play is taken never to end. (A game whose moves reach larger heaps is fine as
 * long as every play ends; one heap needing millions of larger positions is not a table to draw.)
 */
export const ENDLESS_AFTER = 2_000_000;

/**
 * Watches a module's moves while its table is filled, so that one whose moves lead on forever
 * (moves(n) = [n + 1]) is stopped with a message naming the heap and the positions it went
 * through, instead of running until memory or the time limit runs out.
 */
export class EndlessPlayWatch {
  private heap = 0;
  private asked = 0;
  private largest = -Infinity;
  private first: unknown[] = [];

  constructor(
    private readonly origin: string,
    private readonly to: number,
  ) {}

  /** The game with its moves watched. */
  watch<P>(game: Game<P>): Game<P> {
    return {
      ...game,
      moves: (position: P) => {
        this.asked++;
        if (this.first.length < 4 && !this.first.includes(position)) this.first.push(position);
        if (typeof position === 'number' && position > this.largest) this.largest = position;
        if (this.asked > ENDLESS_AFTER && this.largest > this.to) this.fail();
        return game.moves(position);
      },
    };
  }

  /** Heaps 0..done−1 have their values: the count starts again for the next heap. */
  finished(done: number): void {
    this.heap = done;
    this.asked = 0;
    this.largest = -Infinity;
    this.first = [];
  }

  private fail(): never {
    const path = this.first.map((p) => `moves(${JSON.stringify(p)})`).join(', ');
    throw new NimlabError(
      `${this.origin} never ends: valuing heap ${this.heap} asked for the moves of ${this.asked.toLocaleString('en')} positions ` +
        `(${path}, …, up to heap ${this.largest.toLocaleString('en')}) without reaching one where play stops. ` +
        'Every sequence of moves must end: make moves(n) lead to smaller heaps, or to larger ones only finitely often.',
    );
  }
}
