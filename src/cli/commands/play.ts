import { createInterface } from 'node:readline';
import type { Command } from 'commander';
import { NimlabError } from '../../engine/errors.js';
import { builtInGames, chooseMove, perfectMove, type Playable, type PlayMove } from '../../games/index.js';

interface PlayOptions {
  first: string;
  misere?: boolean;
}

/** The state of one game in the terminal: the position history (for undo) and whose turn it is. */
class Match<P> {
  readonly history: { position: P; humanToMove: boolean }[] = [];

  constructor(
    readonly playable: Playable<P>,
    start: P,
    humanFirst: boolean,
    public misere: boolean,
  ) {
    this.history.push({ position: start, humanToMove: humanFirst });
  }

  get current() {
    return this.history[this.history.length - 1];
  }

  moves(): PlayMove<P>[] {
    return this.playable.moves(this.current.position, this.misere);
  }

  play(move: PlayMove<P>): void {
    this.history.push({ position: move.to, humanToMove: !this.current.humanToMove });
  }
}

const HELP = 'type a move (its number or label), or: moves, hint, undo, misere, help, quit (q)';
/** Words that end the session (as in less, man, gdb). */
const QUIT_WORDS = ['q', 'quit', 'exit'];

export function registerPlay(program: Command): void {
  program
    .command('play')
    .description('play a game in the terminal against the perfect opponent')
    .argument('<game>', "game name (see 'nimlab games')")
    .argument('<position...>', 'the starting position')
    .option('--first <who>', "who moves first: 'me' or 'computer'", 'me')
    .option('--misere', 'misère play: whoever makes the last move loses')
    .addHelpText('after', `\nDuring play, ${HELP}.\nInput may come from a pipe: printf '1\\nhint\\n' | nimlab play nim 3 4 5\n\nExamples:\n  nimlab play nim 3 4 5\n  nimlab play nim 1 2 3 --first computer --misere`)
    .action(async (gameName: string, words: string[], options: PlayOptions) => {
      const game = builtInGames.resolve(gameName);
      if (!game.playable) throw new NimlabError(`game '${game.name}' cannot be played move by move yet`);
      if (options.first !== 'me' && options.first !== 'computer') throw new NimlabError(`--first: expected 'me' or 'computer', got '${options.first}'`);
      const playable = game.playable;
      // The terminal game speaks only of wins and losses; the playground shows draws.
      if (playable.mayDraw) throw new NimlabError(`game '${game.name}' can end in a draw, which 'nimlab play' does not show yet: play it in the playground, or list every state's result with 'nimlab analyze ${game.name}'`);
      if (options.misere && !playable.supportsMisere) throw new NimlabError(`game '${game.name}' has no misère version here`);
      await runMatch(new Match(playable, playable.parse(words), options.first === 'me', options.misere ?? false));
    });
}

function say(line = ''): void {
  process.stdout.write(line + '\n');
}

function showPosition<P>(match: Match<P>): void {
  const { playable, current, misere } = match;
  const wins = playable.toMoveWins(current.position, misere);
  for (const line of playable.board?.(current.position) ?? []) say(line);
  say(`position: ${playable.format(current.position)}${misere ? '   (misère)' : ''}`);
  const who = current.humanToMove ? 'you' : 'the computer';
  say(`${who} to move: a ${wins ? 'winning' : 'losing'} position for ${who} with perfect play`);
}

function listMoves<P>(match: Match<P>, markWinning: boolean): void {
  match.moves().forEach((move, i) => {
    const mark = markWinning ? (match.playable.toMoveWins(move.to, match.misere) ? '  losing' : '  WINNING') : '';
    say(`  ${String(i + 1).padStart(3)}. ${move.label.padEnd(12)} → ${match.playable.format(move.to)}${mark}`);
  });
}

/** Plays the computer's moves until the human is to move or the game is over; true when over. */
function advance<P>(match: Match<P>): boolean {
  while (true) {
    const moves = match.moves();
    if (moves.length === 0) {
      // Who wins an ended game is the game's rule (misère, or misère Nim's own), as toMoveWins says.
      const moverWins = match.playable.toMoveWins(match.current.position, match.misere);
      const humanWon = match.current.humanToMove === moverWins;
      say(`no moves left: ${humanWon ? 'you win!' : 'the computer wins.'}`);
      return true;
    }
    if (match.current.humanToMove) return false;
    const move = perfectMove(match.playable, match.current.position, match.misere)!;
    say(`computer plays ${move.label} → ${match.playable.format(move.to)}`);
    match.play(move);
  }
}

async function runMatch<P>(match: Match<P>): Promise<void> {
  const input = createInterface({ input: process.stdin, terminal: false });
  const prompt = () => process.stdout.isTTY && process.stdout.write('> ');
  say(HELP);
  if (!match.current.humanToMove) say(`starting position: ${match.playable.format(match.current.position)}`);
  if (advance(match)) return input.close();
  showPosition(match);
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
      if (!handleCommand(match, line)) {
        if (match.moves().length === 0) throw new NimlabError("the game is over: type 'undo' to take your move back, or 'q' to quit");
        const move = chooseMove(match.moves(), line);
        say(`you play ${move.label} → ${match.playable.format(move.to)}`);
        match.play(move);
        if (advance(match)) {
          say("game over: type 'undo' to take your move back, or 'q' to quit");
          prompt();
          continue;
        }
      }
      showPosition(match);
    } catch (error) {
      if (!(error instanceof NimlabError)) throw error;
      say(error.message);
    }
    prompt();
  }
  input.close();
}

/** Handles a word that is not a move; false when the line should be read as a move. */
function handleCommand<P>(match: Match<P>, line: string): boolean {
  switch (line) {
    case 'help':
      say(HELP);
      return true;
    case 'moves':
      listMoves(match, false);
      return true;
    case 'hint': {
      const winning = match.moves().filter((m) => !match.playable.toMoveWins(m.to, match.misere));
      say(winning.length === 0 ? 'no winning move: every move loses against perfect play' : `winning moves: ${winning.map((m) => m.label).join(', ')}`);
      listMoves(match, true);
      return true;
    }
    case 'undo': {
      // Undo back to the human's previous turn (the computer's reply is taken back too).
      if (match.history.length === 1) throw new NimlabError('nothing to undo');
      do match.history.pop();
      while (match.history.length > 1 && !match.current.humanToMove);
      return true;
    }
    case 'misere':
      if (!match.playable.supportsMisere) throw new NimlabError('this game has no misère version here');
      match.misere = !match.misere;
      say(`now playing ${match.misere ? 'misère (last mover loses)' : 'normal play (last mover wins)'}`);
      return true;
    default:
      return false;
  }
}
