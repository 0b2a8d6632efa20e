import { createInterface } from 'node:readline';
import type { Command } from 'commander';
import { NimlabError } from '../../engine/core/errors.js';
import { isModulePath } from '../userGame/modulePath.js';
import { runUserGameTask } from '../userGame/runTask.js';
import { ModulePlayable } from './modulePlayable.js';
import { checkValuesInReach, domineering } from '../../games/partizan/domineering/index.js';
import {
  builtInGames,
  findPartizanGame,
  otherSide,
  PartizanPlayable,
  canRedo,
  canUndo,
  chooseMove,
  currentPosition,
  legalMoves,
  newSession,
  perfectMoveIndex,
  personToMove,
  playMove,
  redo,
  switchMisere,
  undo,
  winner,
  type PlaySession,
  type Playable,
} from '../../games/index.js';
import {
  isHeapGameName,
  MISERE_PLAY_QUOTIENT_TIME_MS,
  MISERE_SEARCH_TOKENS,
  parseHeapGame,
  playableHeapGame,
} from '../../games/heap/index.js';
import { parseTimeLimit, timeLimitHelp } from '../io/timeLimit.js';

interface PlayOptions {
  first: string;
  misere?: boolean;
  as?: string;
  timeLimit?: string;
}

const HELP = "type a move (its number or label), or: moves ('moves all' past 50), hint, undo, redo, misere, help, quit (q)";
/** Words that end the session (as in less, man, gdb). */
const QUIT_WORDS = ['q', 'quit', 'exit'];

export function registerPlay(program: Command): void {
  program
    .command('play')
    .description('play a game in the terminal against the perfect opponent')
    .argument('<game>', "game name (see 'nimlab games') or a game module (./mygame.mjs, as analyze takes)")
    .argument('<position...>', 'the starting position')
    .option('--first <who>', "who moves first: 'me' or 'computer'", 'me')
    .option(
      '--misere',
      'misère play: whoever makes the last move loses (heap games of any size: small sums searched, larger ones read in the misère quotient; game modules: sums searched exhaustively)',
    )
    .option(
      '--time-limit <time>',
      timeLimitHelp(
        `misère play of heap games: time to grow the misère quotient a position past ${MISERE_SEARCH_TOKENS} tokens needs (default ${MISERE_PLAY_QUOTIENT_TIME_MS / 1000}s)`,
        's',
      ),
    )
    .option('--as <side>', "partizan games: play as 'left' or 'right' (default left); --first says who starts")
    .addHelpText(
      'after',
      `\nDuring play, ${HELP}.\nInput may come from a pipe: printf '1\\nhint\\n' | nimlab play nim 3 4 5\n\nExamples:\n  nimlab play nim 3 4 5\n  nimlab play nim 1 2 3 --first computer --misere\n  nimlab play ./mygame.mjs 5 7            a game module: its position words as analyze reads them\n  nimlab play clobber 'xoxo|oxox' --as right   (partizan: you are Right, you start)`,
    )
    .action(async (gameName: string, words: string[], options: PlayOptions) => {
      const partizan = isModulePath(gameName) ? undefined : findPartizanGame(gameName);
      if (partizan !== undefined) {
        if (options.first !== 'me' && options.first !== 'computer')
          throw new NimlabError(`--first: expected 'me' or 'computer', got '${options.first}'`);
        if (options.misere) throw new NimlabError(`game '${partizan.name}' is played in normal play here (no --misere for partizan games)`);
        const side = options.as ?? 'left';
        if (side !== 'left' && side !== 'right') throw new NimlabError(`--as: expected 'left' or 'right', got '${side}'`);
        // The first mover's seat is seat 0; the person sits at Left or Right as asked.
        const firstMover = options.first === 'me' ? side : otherSide(side);
        const playable = new PartizanPlayable(partizan, firstMover);
        // The perfect opponent plays by values: a Domineering region out of their reach is refused (one line).
        if (partizan.name === 'domineering') checkValuesInReach(domineering.parse(words));
        const seats = options.first === 'me' ? (['human', 'computer'] as const) : (['computer', 'human'] as const);
        say(`you are ${side === 'left' ? 'Left' : 'Right'} (${partizan.title}); ${firstMover === 'left' ? 'Left' : 'Right'} moves first`);
        await runMatch(newSession(playable, playable.parse(words), false, seats));
        return;
      }
      if (options.as !== undefined) {
        // An unknown name gets the unknown-game line (with its suggestions), not this one.
        const name = isModulePath(gameName) ? gameName : builtInGames.resolve(gameName).name;
        throw new NimlabError(`--as is for partizan games (see 'nimlab games'); '${name}' is impartial`);
      }
      if (options.first !== 'me' && options.first !== 'computer')
        throw new NimlabError(`--first: expected 'me' or 'computer', got '${options.first}'`);
      const seats = options.first === 'me' ? (['human', 'computer'] as const) : (['computer', 'human'] as const);
      if (isModulePath(gameName)) {
        const playable = await modulePlayable(gameName, words);
        await runMatch(newSession(playable, playable.start(), options.misere ?? false, seats));
        return;
      }
      const game = builtInGames.resolve(gameName);
      if (!game.playable) throw new NimlabError(`game '${game.name}' cannot be played move by move yet`);
      const playable = heapPlayable(game.name, options) ?? game.playable;
      // The terminal game speaks only of wins and losses; the playground shows draws.
      if (playable.mayDraw)
        throw new NimlabError(
          `game '${game.name}' can end in a draw, which 'nimlab play' does not show yet: play it in the playground, or list every state's result with 'nimlab analyze ${game.name}'`,
        );
      if (options.misere && !playable.supportsMisere) throw new NimlabError(`game '${game.name}' has no misère version here`);
      const start = playable.parse(words);
      if (options.misere && process.stderr.isTTY && isTakeBreakGame(game.name) && tokensIn(start) > MISERE_SEARCH_TOKENS)
        process.stderr.write(`misère play: growing the misère quotient of this game's heaps first (Ctrl-C stops)\n`);
      await runMatch(newSession(playable, start, options.misere ?? false, seats));
    });
}

/**
 * A take-and-break game's playable for misère play, with the terminal's time limit for growing its
 * misère quotient (`--time-limit`, default a minute: the catalog's playable, which the playground asks
 * on its page's thread, keeps a few seconds); undefined for other games. The
 * option is refused in one line where it means nothing: normal play, or a game of another family
 * (Nim's misère play is Bouton's rule, at once). A misère position past the search's tokens is read in
 * the quotient, grown once at the start: on a terminal a line says so, as that can take a while.
 */
function heapPlayable(name: string, options: PlayOptions): Playable<number[]> | undefined {
  const takeBreak = isTakeBreakGame(name);
  if (options.timeLimit !== undefined && !(options.misere === true && takeBreak))
    throw new NimlabError('--time-limit is for misère play of take-and-break games (the time to grow their misère quotient)');
  // Normal play too: the 'misere' command switches a game under way to misère play.
  if (!takeBreak) return undefined;
  const misereTimeLimitMs = options.timeLimit === undefined ? MISERE_PLAY_QUOTIENT_TIME_MS : parseTimeLimit(options.timeLimit, 's');
  return playableHeapGame(parseHeapGame(name), { misereTimeLimitMs });
}

/** Whether a catalog name (as resolved) is a take-and-break game (`0.77`, `S(1,3,4)`), not Nim or another family. */
function isTakeBreakGame(name: string): boolean {
  return isHeapGameName(name) && parseHeapGame(name).name === name;
}

/** Tokens in a heap position (0 for any other kind of position). */
function tokensIn(position: unknown): number {
  return Array.isArray(position) ? position.reduce((sum: number, heap) => sum + (typeof heap === 'number' ? heap : 0), 0) : 0;
}

/** Component positions a module's game may reach to be played here (its host explores them once). */
const MODULE_PLAY_POSITIONS = 200_000;
/** The module host's time to explore them, as `analyze` gives a module by default. */
const MODULE_PLAY_TIME_MS = 10_000;

/**
 * A game module, played as the built-in games are: its host (a child process with heap and time
 * limits) explores every component position reachable and values each, once; the play reads that.
 */
async function modulePlayable(file: string, words: string[]): Promise<ModulePlayable> {
  const answer = await runUserGameTask({ kind: 'playGraph', file, words, maxPositions: MODULE_PLAY_POSITIONS }, MODULE_PLAY_TIME_MS);
  if (answer.kind !== 'playGraph') throw new Error('worker answered the wrong task');
  return new ModulePlayable(answer.graph);
}

function say(line = ''): void {
  process.stdout.write(line + '\n');
}

/**
 * The game in the terminal is a play session (src/games/playSession.ts, the playground's too),
 * kept in a variable that each command replaces: this is the one the commands below change.
 */
interface Terminal<P> {
  session: PlaySession<P>;
}

function showPosition<P>({ session }: Terminal<P>): void {
  const { playable, misere } = session;
  const position = currentPosition(session);
  const wins = playable.toMoveWins(position, misere);
  for (const line of playable.board?.(position) ?? []) say(line);
  say(`position: ${playable.format(position)}${misere ? '   (misère)' : ''}`);
  // Redo, or switching to misère play, may reach an ended game.
  if (sayResult(session)) return;
  const who = personToMove(session) ? 'you' : 'the computer';
  say(`${who} to move: a ${wins ? 'winning' : 'losing'} position for ${who} with perfect play`);
}

/** Says who has won when the game is over; false while moves remain. */
function sayResult<P>(session: PlaySession<P>, moves = legalMoves(session)): boolean {
  const won = winner(session, moves);
  // Who wins an ended game is the game's rule (misère, or misère Nim's own), as winner says.
  if (won !== null) say(`no moves left: ${session.seats[won] === 'human' ? 'you win!' : 'the computer wins.'}`);
  return won !== null;
}

/** Moves listed by 'moves' and 'hint' before the rest is summarised ('moves all' lists every one). */
const MOVES_SHOWN = 50;
/** Winning moves named on the hint's first line. */
const HINTS_NAMED = 10;

function listMoves<P>({ session }: Terminal<P>, markWinning: boolean, all = false): void {
  const { playable, misere } = session;
  const moves = legalMoves(session);
  const shown = all ? moves : moves.slice(0, MOVES_SHOWN);
  shown.forEach((move, i) => {
    const mark = markWinning ? (playable.toMoveWins(move.to, misere) ? '  losing' : '  WINNING') : '';
    say(`  ${String(i + 1).padStart(3)}. ${move.label.padEnd(12)} → ${playable.format(move.to)}${mark}`);
  });
  if (shown.length < moves.length) say(`  … and ${moves.length - shown.length} more moves ('moves all' lists every one)`);
}

/** The hint: the winning moves named (the first few, then how many more), then the moves listed. */
function sayHint<P>(game: Terminal<P>): void {
  const { session } = game;
  const winning = legalMoves(session).filter((m) => !session.playable.toMoveWins(m.to, session.misere));
  const named = winning.slice(0, HINTS_NAMED).map((m) => m.label);
  const more = winning.length > named.length ? ` and ${winning.length - named.length} more` : '';
  say(winning.length === 0 ? 'no winning move: every move loses against perfect play' : `winning moves: ${named.join(', ')}${more}`);
  listMoves(game, true);
}

/** Plays the computer's moves until the person is to move or the game is over; true when over. */
function advance<P>(game: Terminal<P>): boolean {
  while (true) {
    const moves = legalMoves(game.session);
    if (sayResult(game.session, moves)) return true;
    if (personToMove(game.session)) return false;
    const index = perfectMoveIndex(game.session, moves)!;
    say(`computer plays ${moves[index].label} → ${game.session.playable.format(moves[index].to)}`);
    game.session = playMove(game.session, index, moves);
  }
}

async function runMatch<P>(session: PlaySession<P>): Promise<void> {
  const game: Terminal<P> = { session };
  const input = createInterface({ input: process.stdin, terminal: false });
  const prompt = () => process.stdout.isTTY && process.stdout.write('> ');
  say(HELP);
  if (!personToMove(session)) say(`starting position: ${session.playable.format(currentPosition(session))}`);
  if (advance(game)) return input.close();
  showPosition(game);
  // A finished game stays open for 'undo' until the player quits or the input ends.
  prompt();
  for await (const raw of input) {
    const line = raw.trim();
    if (line === '') {
      prompt();
      continue;
    }
    if (QUIT_WORDS.includes(line)) break;
    try {
      if (!handleCommand(game, line)) {
        const moves = legalMoves(game.session);
        if (moves.length === 0) throw new NimlabError("the game is over: type 'undo' to take your move back, or 'q' to quit");
        const move = chooseMove(moves, line);
        say(`you play ${move.label} → ${game.session.playable.format(move.to)}`);
        game.session = playMove(game.session, moves.indexOf(move), moves);
        if (advance(game)) {
          say("game over: type 'undo' to take your move back, or 'q' to quit");
          prompt();
          continue;
        }
      }
      showPosition(game);
    } catch (error) {
      if (!(error instanceof NimlabError)) throw error;
      say(error.message);
    }
    prompt();
  }
  input.close();
}

/** Handles a word that is not a move; false when the line should be read as a move. */
function handleCommand<P>(game: Terminal<P>, line: string): boolean {
  const { session } = game;
  switch (line) {
    case 'help':
      say(HELP);
      return true;
    case 'moves':
      listMoves(game, false);
      return true;
    case 'moves all':
      listMoves(game, false, true);
      return true;
    case 'hint':
      sayHint(game);
      return true;
    case 'undo':
      // Back to the person's previous turn (the computer's reply is taken back too).
      if (!canUndo(session)) throw new NimlabError('nothing to undo');
      game.session = undo(session);
      return true;
    case 'redo':
      // Plays again what undo took back, the computer's reply included.
      if (!canRedo(session)) throw new NimlabError('nothing to redo');
      game.session = redo(session);
      return true;
    case 'misere':
      game.session = switchMisere(session);
      say(`now playing ${game.session.misere ? 'misère (last mover loses)' : 'normal play (last mover wins)'}`);
      return true;
    default:
      return false;
  }
}
