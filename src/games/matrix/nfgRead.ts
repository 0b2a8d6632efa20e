import { NimlabError } from '../../engine/core/errors.js';
import { parseRational, profileCount, Rational } from '../../engine/matrix/index.js';
import { shortToken } from '../../engine/core/quoteToken.js';
import { numberedNames, type MatrixGame } from './matrixGame.js';
import { describe, NfgReader } from './nfgTokens.js';

/** More profiles than this and the table would not fit in memory as rationals. */
export const MAX_PROFILES = 10_000_000;

/**
 * Reads a Gambit strategic-game file, either version (Gambit documentation, "Game representation
 * formats": "The strategic game (.nfg) file format, payoff version" and "… outcome version"):
 *
 *   NFG 1 R "title" { "Player 1" "Player 2" } { 3 2 } ["comment"]  then m·n·… × players payoffs,
 *   profile by profile, the first player's strategy fastest; or
 *   NFG 1 R "title" { "Player 1" "Player 2" } { { "s1" "s2" "s3" } { "t1" "t2" } } ["comment"]
 *   { { "outcome" p1, p2 } … } then one outcome number per profile (1-based; 0: every payoff 0).
 *
 * Either strategy form goes with either body. Every fault throws a NimlabError naming it.
 */
export function readNfg(text: string): MatrixGame {
  const reader = new NfgReader(text);
  const magic = reader.atEnd() ? undefined : reader.word("'NFG'");
  if (magic !== 'NFG')
    throw new NimlabError(`not an .nfg file: it must begin with 'NFG', not ${magic === undefined ? 'nothing' : `'${shortToken(magic)}'`}`);
  const version = reader.word('the version number 1');
  if (version !== '1') throw new NimlabError(`.nfg version '${shortToken(version)}' is not supported (only version 1 exists)`);
  const type = reader.word("'R' (or the obsolete 'D')");
  if (type !== 'R' && type !== 'D') throw new NimlabError(`expected 'R' after 'NFG 1', found '${shortToken(type)}'`);
  const title = reader.label('the title');
  const playerNames = readLabels(reader, 'the list of players');
  if (playerNames.length === 0) throw new NimlabError('the .nfg file names no players');
  const strategyNames = readStrategies(reader, playerNames.length);
  const counts = strategyNames.map((names) => names.length);
  const profiles = profileCount(counts);
  if (profiles > MAX_PROFILES)
    throw new NimlabError(`the game has ${profiles} strategy profiles, more than the ${MAX_PROFILES} nimlab can hold`);
  const comment = reader.peek()?.kind === 'label' ? reader.label('the comment') : undefined;
  const payoffs = reader.peek()?.kind === '{' ? readOutcomeBody(reader, counts, profiles) : readPayoffBody(reader, counts, profiles);
  if (!reader.atEnd()) throw new NimlabError(`unexpected ${describe(reader.next('the end'))} after the last payoff`);
  return { title, playerNames, strategyNames, table: { strategyCounts: counts, payoffs }, ...(comment === undefined ? {} : { comment }) };
}

function readLabels(reader: NfgReader, what: string): string[] {
  reader.open(what);
  const labels: string[] = [];
  while (!reader.closes()) labels.push(reader.label(`a name in ${what}`));
  return labels;
}

/** `{ 3 2 }` (counts) or `{ { "a" "b" "c" } { "x" "y" } }` (names): the strategy names, numbered when not given. */
function readStrategies(reader: NfgReader, players: number): string[][] {
  reader.open('the strategies');
  const names: string[][] = [];
  if (reader.peek()?.kind === '{') {
    while (!reader.closes()) names.push(readLabels(reader, `player ${names.length + 1}'s strategies`));
  } else {
    while (!reader.closes()) {
      const word = reader.word('a number of strategies');
      if (!/^\d{1,7}$/.test(word) || Number(word) === 0)
        throw new NimlabError(`player ${names.length + 1}'s number of strategies must be a positive integer, not '${shortToken(word)}'`);
      names.push(numberedNames(Number(word)));
    }
  }
  if (names.length !== players) throw new NimlabError(`the .nfg file names ${players} players but gives strategies for ${names.length}`);
  names.forEach((list, player) => {
    if (list.length === 0) throw new NimlabError(`player ${player + 1} has no strategies`);
  });
  return names;
}

function number(text: string, where: string): Rational {
  try {
    return parseRational(text);
  } catch (error) {
    if (error instanceof NimlabError) throw new NimlabError(`${where}: ${error.message}`);
    throw error;
  }
}

function readPayoffBody(reader: NfgReader, counts: number[], profiles: number): Rational[][] {
  const players = counts.length;
  const needed = profiles * players;
  const words: string[] = [];
  while (!reader.atEnd()) {
    const token = reader.next('a payoff');
    if (token.kind !== 'word') throw new NimlabError(`payoff ${words.length + 1}: expected a number, found ${describe(token)}`);
    words.push(token.text);
  }
  if (words.length !== needed) {
    throw new NimlabError(
      `the .nfg file has ${words.length} payoffs, but ${players} players with ${counts.join(' × ')} strategies need ${needed}`,
    );
  }
  const payoffs: Rational[][] = counts.map(() => []);
  words.forEach((word, k) => payoffs[k % players].push(number(word, `payoff ${k + 1}`)));
  return payoffs;
}

function readOutcomeBody(reader: NfgReader, counts: number[], profiles: number): Rational[][] {
  const players = counts.length;
  reader.open('the list of outcomes');
  const outcomes: Rational[][] = [];
  while (!reader.closes()) {
    const which = outcomes.length + 1;
    reader.open(`outcome ${which}`);
    reader.label(`outcome ${which}'s name`);
    const values: Rational[] = [];
    while (!reader.closes()) values.push(number(reader.word(`a payoff of outcome ${which}`), `outcome ${which}`));
    if (values.length !== players) throw new NimlabError(`outcome ${which} has ${values.length} payoffs for ${players} players`);
    outcomes.push(values);
  }
  const payoffs: Rational[][] = counts.map(() => []);
  let read = 0;
  while (!reader.atEnd()) {
    const word = reader.word('an outcome number');
    if (!/^\d{1,9}$/.test(word) || Number(word) > outcomes.length) {
      throw new NimlabError(`profile ${read + 1}: outcome '${shortToken(word)}' is not 0 or one of the ${outcomes.length} outcomes`);
    }
    const outcome = Number(word);
    for (let player = 0; player < players; player++) payoffs[player].push(outcome === 0 ? Rational.ZERO : outcomes[outcome - 1][player]);
    read++;
  }
  if (read !== profiles) {
    throw new NimlabError(`the .nfg file has ${read} outcome numbers, but ${counts.join(' × ')} strategies make ${profiles} profiles`);
  }
  return payoffs;
}
