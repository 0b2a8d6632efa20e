import { useEffect, useRef } from 'react';
import type { GlossaryTerm } from '../shell/GlossaryLink';
import { hrefFor } from '../shell/route';
import { usePageTitle } from '../shell/usePageTitle';

interface Entry {
  term: GlossaryTerm;
  word: string;
  meaning: string;
  source: string;
}

/** The definitions in our words (docs/definitions.md holds them with their proofs' sources). */
const ENTRIES: readonly Entry[] = [
  {
    term: 'p-position',
    word: 'P-position and N-position',
    meaning:
      'A P-position is one where the Previous player (the one who just moved) wins: whoever is to move loses against perfect play. ' +
      'Every other position is an N-position: the Next player, the one to move, can win. A winning move is a move to a P-position.',
    source: 'Berlekamp, Conway and Guy, Winning Ways, ch. 2; Siegel, Combinatorial Game Theory, ch. I.1',
  },
  {
    term: 'remoteness',
    word: 'remoteness',
    meaning:
      'How many moves the game lasts from a position when the winner hurries to win and the loser delays as long as possible. ' +
      'An even remoteness means the player to move loses, an odd one that they win; a draw has none.',
    source: 'Steinhaus (1925); Winning Ways, ch. 9 ("Remote Stars")',
  },
  {
    term: 'nim-value',
    word: 'nim-value (Grundy value)',
    meaning:
      'The size of the Nim heap a position is worth: the least number that is not the nim-value of any of its options. ' +
      'A position is a P-position exactly when its nim-value is 0, and a sum of games is worth the XOR of its parts’ values.',
    source: 'Sprague (1935), Grundy (1939); Winning Ways, ch. 3',
  },
  {
    term: 'genus',
    word: 'genus',
    meaning:
      'What misère play (whoever moves last loses) needs beyond the nim-value: the nim-value, then as superscripts the values of ' +
      'the game plus 2, 2 + 2, … heaps, read under misère rules. Two games of the same genus are alike in many misère sums.',
    source: 'Conway, On Numbers and Games, ch. 12; Winning Ways, ch. 13',
  },
  {
    term: 'value',
    word: 'value (of a partizan game)',
    meaning:
      'In a partizan game Left and Right have different moves. Its value is the simplest game equal to it, written as CGSuite writes it: ' +
      'a number such as 2 or 1/2 counts spare moves for Left (negative for Right), * (star) and ↑ (up) are small games that are not numbers, ' +
      'and {A|B} is the game where Left may move to A and Right to B. A sum of independent regions is worth the sum of their values.',
    source: 'Conway, On Numbers and Games, ch. 1–10; Winning Ways, ch. 1–2; Siegel, Combinatorial Game Theory, ch. II',
  },
  {
    term: 'outcome-class',
    word: 'outcome class (L, R, N, P)',
    meaning:
      'Who wins a partizan game with perfect play, whoever starts: L, Left wins (value > 0); R, Right wins (value < 0); ' +
      'N, the first player wins (value fuzzy with 0); P, the second player wins (value = 0). A player with no move left loses.',
    source: 'Winning Ways, ch. 1; Siegel, Combinatorial Game Theory, ch. I.1',
  },
  {
    term: 'temperature',
    word: 'temperature and thermograph',
    meaning:
      'How much moving first is worth in a game: its thermograph shows what Left and Right can force when every move costs a tax t; ' +
      'the walls meet at the mast, whose height is the temperature and whose position is the mean value. Hot games are where to play first.',
    source: 'Winning Ways, ch. 6; Conway, On Numbers and Games, ch. 9; Siegel, Combinatorial Game Theory, ch. II.5',
  },
];

/** The glossary: each term with its meaning and source; `term` in the link scrolls to one and marks it. */
export function GlossaryPage({ params }: { params: URLSearchParams }) {
  usePageTitle('Glossary');
  const wanted = params.get('term');
  const marked = useRef<HTMLDivElement>(null);
  useEffect(() => {
    marked.current?.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <section>
      <h1>Glossary</h1>
      <p>
        The words the playground uses. Back to the <a href={hrefFor('gallery')}>gallery</a>.
      </p>
      <dl className="glossary" data-testid="glossary">
        {ENTRIES.map((e) => (
          <div
            key={e.term}
            id={`term-${e.term}`}
            className={e.term === wanted ? 'marked' : undefined}
            ref={e.term === wanted ? marked : undefined}
          >
            <dt>{e.word}</dt>
            <dd>
              {e.meaning} <span className="muted">({e.source})</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
