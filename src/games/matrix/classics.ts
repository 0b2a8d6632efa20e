import { NimlabError } from '../../engine/core/errors.js';
import { Rational, tableFromBimatrix, zeroSumBimatrix, type Bimatrix } from '../../engine/matrix/index.js';
import { shortToken } from '../../engine/core/quoteToken.js';
import { blotto } from './blotto.js';
import type { MatrixGame } from './matrixGame.js';

const ints = (rows: number[][]) => rows.map((row) => row.map((x) => Rational.of(x)));

function twoPlayer(title: string, strategies: [string[], string[]], game: Bimatrix, players = ['Player 1', 'Player 2']): MatrixGame {
  return { title, playerNames: players, strategyNames: strategies, table: tableFromBimatrix(game) };
}

/** A classic by name: its one-line description (with its source) and the game. */
export interface Classic {
  readonly name: string;
  readonly usage: string;
  readonly summary: string;
  readonly create: (parameters: string) => MatrixGame;
}

/**
 * The classic games by name. Payoffs are the cited sources' (the row player's listed first):
 * matching pennies and rock–paper–scissors ("stone, paper, scissors"), von Neumann and
 * Morgenstern, *Theory of Games and Economic Behavior* (1944), §14.7 (win 1, lose −1, tie 0); the prisoner's dilemma with Axelrod's payoffs T = 5, R = 3, P = 1, S = 0
 * (*The Evolution of Cooperation*, 1984, ch. 1, fig. 1); the battle of the sexes, Luce and Raiffa,
 * *Games and Decisions* (1957), §5.3 (2, 1 / 0, 0 / 0, 0 / 1, 2); chicken with Rapoport and
 * Chammah's ordering T > R > S > P ("The game of Chicken", *American Behavioral Scientist* 10,
 * 1966) as 1 > 0 > −1 > −10 (the numbers are nimlab's); Colonel Blotto, see `blotto.ts`.
 */
export const CLASSICS: readonly Classic[] = [
  {
    name: 'matching-pennies',
    usage: 'matching-pennies',
    summary: 'zero-sum: the row player wins 1 when the pennies match, loses 1 otherwise (value 0, both 1/2–1/2)',
    create: () =>
      twoPlayer(
        'Matching pennies',
        [
          ['Heads', 'Tails'],
          ['Heads', 'Tails'],
        ],
        zeroSumBimatrix(
          ints([
            [1, -1],
            [-1, 1],
          ]),
        ),
      ),
  },
  {
    name: 'rps',
    usage: 'rps',
    summary: 'rock–paper–scissors, zero-sum: win 1, lose −1, tie 0 (value 0, each 1/3)',
    create: () =>
      twoPlayer(
        'Rock-paper-scissors',
        [
          ['Rock', 'Paper', 'Scissors'],
          ['Rock', 'Paper', 'Scissors'],
        ],
        zeroSumBimatrix(
          ints([
            [0, -1, 1],
            [1, 0, -1],
            [-1, 1, 0],
          ]),
        ),
      ),
  },
  {
    name: 'prisoners-dilemma',
    usage: 'prisoners-dilemma',
    summary: "Axelrod's payoffs T 5, R 3, P 1, S 0: mutual defection is the one equilibrium (1, 1)",
    create: () =>
      twoPlayer(
        "Prisoner's dilemma",
        [
          ['Cooperate', 'Defect'],
          ['Cooperate', 'Defect'],
        ],
        {
          a: ints([
            [3, 0],
            [5, 1],
          ]),
          b: ints([
            [3, 5],
            [0, 1],
          ]),
        },
      ),
  },
  {
    name: 'battle-of-the-sexes',
    usage: 'battle-of-the-sexes',
    summary: 'Luce and Raiffa: two pure equilibria and a mixed one, (2/3, 1/3) against (1/3, 2/3)',
    create: () =>
      twoPlayer(
        'Battle of the sexes',
        [
          ['Fight', 'Ballet'],
          ['Fight', 'Ballet'],
        ],
        {
          a: ints([
            [2, 0],
            [0, 1],
          ]),
          b: ints([
            [1, 0],
            [0, 2],
          ]),
        },
        ['Husband', 'Wife'],
      ),
  },
  {
    name: 'chicken',
    usage: 'chicken',
    summary: 'swerve 0 / 0, one goes straight 1 / −1, both −10: two pure equilibria and each swerving 9/10',
    create: () =>
      twoPlayer(
        'Chicken',
        [
          ['Swerve', 'Straight'],
          ['Swerve', 'Straight'],
        ],
        {
          a: ints([
            [0, -1],
            [1, -10],
          ]),
          b: ints([
            [0, 1],
            [-1, -10],
          ]),
        },
      ),
  },
  {
    name: 'blotto',
    usage: 'blotto:S,F',
    summary: 'Colonel Blotto: S soldiers on F fields each, fields won minus fields lost (zero-sum, value 0)',
    create: (parameters) => {
      const match = /^(\d{1,4}),(\d{1,4})$/.exec(parameters);
      if (match === null)
        throw new NimlabError(`blotto needs 'blotto:S,F' (soldiers, fields), e.g. blotto:5,3; got 'blotto:${shortToken(parameters)}'`);
      return blotto(Number(match[1]), Number(match[2]));
    },
  },
];

/** The classic a name means (`rps`, `blotto:5,3`), or null when the name is no classic. */
export function classicGame(name: string): MatrixGame | null {
  const colon = name.indexOf(':');
  const base = colon < 0 ? name : name.slice(0, colon);
  const classic = CLASSICS.find((c) => c.name === base);
  if (classic === undefined) return null;
  if (colon >= 0 && base !== 'blotto') throw new NimlabError(`${base} takes no parameters`);
  return classic.create(colon < 0 ? '' : name.slice(colon + 1));
}
