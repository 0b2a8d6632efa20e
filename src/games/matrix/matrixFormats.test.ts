import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { profileCount, Rational, type PayoffTable } from '../../engine/matrix/index.js';
import { namedGame } from './matrixGame.js';
import { readNfg } from './nfgRead.js';
import { writeNfgOutcomes, writeNfgPayoffs } from './nfgWrite.js';
import { readPlainMatrix } from './plainMatrix.js';
import { readMatrixGame } from './readGame.js';

const tableArbitrary: fc.Arbitrary<PayoffTable> = fc
  .array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 3 })
  .chain((strategyCounts) =>
    fc
      .array(
        fc.array(fc.tuple(fc.integer({ min: -99, max: 99 }), fc.integer({ min: 1, max: 8 })), {
          minLength: profileCount(strategyCounts),
          maxLength: profileCount(strategyCounts),
        }),
        { minLength: strategyCounts.length, maxLength: strategyCounts.length },
      )
      .map((payoffs) => ({ strategyCounts, payoffs: payoffs.map((list) => list.map(([n, d]) => Rational.of(n, d))) })),
  );

const asText = (table: PayoffTable) => ({ counts: table.strategyCounts, payoffs: table.payoffs.map((list) => list.map(String)) });

/** Gambit's sample file for the payoff version (Selten, IJGT 1975, fig. 2, normal form). */
const SELTEN_PAYOFF = `NFG 1 R "Selten (IJGT, 75), Figure 2, normal form"
{ "Player 1" "Player 2" } { 3 2 }

1 1 0 2 0 2 1 1 0 3 2 0
`;

/** The same game, outcome version (Gambit's documentation gives both). */
const SELTEN_OUTCOME = `NFG 1 R "Selten (IJGT, 75), Figure 2, normal form" { "Player 1" "Player 2" }

{
{ "1" "2" "3" }
{ "1" "2" }
}

{
{ "" 1, 1 }
{ "" 0, 2 }
{ "" 0, 2 }
{ "" 1, 1 }
{ "" 0, 3 }
{ "" 2, 0 }
}
1 2 3 4 5 6
`;

describe('Gambit .nfg files', () => {
  it("reads both versions of Gambit's sample into the same table", () => {
    const payoff = readNfg(SELTEN_PAYOFF);
    const outcome = readNfg(SELTEN_OUTCOME);
    expect(payoff.title).toBe('Selten (IJGT, 75), Figure 2, normal form');
    expect(payoff.playerNames).toEqual(['Player 1', 'Player 2']);
    expect(asText(payoff.table)).toEqual(asText(outcome.table));
    expect(asText(payoff.table).payoffs).toEqual([
      ['1', '0', '0', '1', '0', '2'],
      ['1', '2', '2', '1', '3', '0'],
    ]);
  });

  it('writes and reads back the same game, in both versions, for any number of players', () => {
    fc.assert(
      fc.property(tableArbitrary, fc.string({ maxLength: 8 }), (table, title) => {
        const game = { ...namedGame(title, table), comment: 'a "quoted" comment' };
        for (const text of [writeNfgPayoffs(game), writeNfgOutcomes(game)]) {
          const back = readNfg(text);
          expect(asText(back.table)).toEqual(asText(table));
          expect(back.title).toBe(title);
          expect(back.comment).toBe('a "quoted" comment');
        }
      }),
    );
  });

  it('reads decimals, fractions, labels with escaped quotes, an outcome 0 and commas', () => {
    const game = readNfg('NFG 1 R "say \\"hi\\"" { "A" "B" } { { "x" "y" } { "z" } } "note" { { "o" 1.5, -1/3 } } 1 0');
    expect(game.title).toBe('say "hi"');
    expect(game.strategyNames).toEqual([['x', 'y'], ['z']]);
    expect(asText(game.table).payoffs).toEqual([
      ['3/2', '0'],
      ['-1/3', '0'],
    ]);
  });

  it('names each fault in one line', () => {
    const bad: [string, string][] = [
      ['', "not an .nfg file: it must begin with 'NFG', not nothing"],
      ['EFG 2 R "x" { "a" }', "not an .nfg file: it must begin with 'NFG', not 'EFG'"],
      ['NFG 1 R "x" { "a" "b" } { 2 2 } 1 2 3', 'the .nfg file has 3 payoffs, but 2 players with 2 × 2 strategies need 8'],
      ['NFG 1 R "x" { "a" "b" } { 1 1 } 1 x', "payoff 2: 'x' is not a number"],
      ['NFG 1 R "x" { "a" "b" } { 2 }', 'the .nfg file names 2 players but gives strategies for 1'],
      ['NFG 1 R "x" { "a" } { 0 }', "player 1's number of strategies must be a positive integer, not '0'"],
      ['NFG 1 R "x" { "a" } { 2 } { { "" 1 } } 1', 'the .nfg file has 1 outcome numbers, but 2 strategies make 2 profiles'],
      ['NFG 1 R "x" { "a" } { 1 } { { "" 1 } } 2', "profile 1: outcome '2' is not 0 or one of the 1 outcomes"],
      ['NFG 1 R "x" { "a" "b" } { 1 1 } { { "" 1 } } 1', 'outcome 1 has 1 payoffs for 2 players'],
      ['NFG 1 R "x', 'the .nfg file ends inside a quoted label'],
      ['NFG 2 R "x" { "a" } { 1 } 0', ".nfg version '2' is not supported (only version 1 exists)"],
    ];
    for (const [text, message] of bad) expect(() => readNfg(text), text).toThrow(message);
  });
});

describe('plain matrices', () => {
  it('whitespace rows are a zero-sum game; CSV reads the same', () => {
    const spaces = readPlainMatrix('1 -1\n-1 1\n');
    const csv = readPlainMatrix('1,-1\r\n-1,1\r\n');
    expect(asText(spaces.table)).toEqual(asText(csv.table));
    expect(asText(spaces.table).payoffs).toEqual([
      ['1', '-1', '-1', '1'],
      ['-1', '1', '1', '-1'],
    ]);
  });

  it("'A | B' rows give both players' payoffs; comments and blank lines are skipped", () => {
    const game = readPlainMatrix('# battle of the sexes\n2 0 | 1 0\n\n0 1 | 0 2\n');
    expect(asText(game.table).payoffs).toEqual([
      ['2', '0', '0', '1'],
      ['1', '0', '0', '2'],
    ]);
  });

  it('names each fault in one line', () => {
    const bad: [string, string][] = [
      ['', 'no matrix: the input is empty'],
      ['1 2\n3\n', 'line 2: 1 entries, but the first row has 2 (a ragged matrix)'],
      ['1 2\n3 four\n', "line 2, entry 2: 'four' is not a number"],
      ['1 2 | 3 4\n5 6\n', "line 2: no '|', unlike the first row (every row or none gives B after '|')"],
      ['1 2 | 3\n', "line 1: 1 entries of B after '|', but 2 of A before it"],
      ['1 | 2 | 3\n', "line 1: more than one '|'"],
    ];
    for (const [text, message] of bad) expect(() => readPlainMatrix(text), text).toThrow(message);
    expect(() => readMatrixGame('  \n\n', 'x')).toThrow('no game: the input is empty');
  });
});
