import { NimlabError } from '../../engine/core/errors.js';
import { LOSE, WIN } from '../../engine/conventions/retrograde.js';
import { noParameters, type GameFamily, type PositionReport, type PositionTable } from '../catalog.js';
import { formatLoopyGrundy, isInfinite } from '../../engine/conventions/loopyGrundy.js';
import { loopyGrundyOfGraph, solveLoopyGraph, type LoopySolution } from './fast.js';
import { parseLoopyGraph, type LoopyGraph } from './parseLoopy.js';
import { playableLoopy } from './playable.js';

const SUMMARY =
  'A game graph you describe, cycles allowed: a JSON file { "edges": [[from, to], ...], "terminal": { "<state>": "win" | "lose" } }. ' +
  'Retrograde analysis gives every state win / lose / draw for the player to move and the number of moves under optimal play.';

const THEOREM =
  'Retrograde analysis: a state is a win once some move reaches a loss, a loss once every move reaches a win, and a draw if never decided; ' +
  'the winner takes the shortest win, the loser the longest resistance.';

const GAMMA =
  'γ is the generalized Sprague–Grundy value (Smith): a sum of such games with all γ finite is lost for the player to move iff their XOR is 0; ' +
  'with exactly one ∞(K) it is won iff the XOR of the others lies in K, else drawn; with two or more ∞ it is drawn. ' +
  '"-" where play can reach a state declared won (not normal play).';

export const loopyFamily: GameFamily = {
  family: 'loopy',
  summary: SUMMARY,
  example: `loopy '{"edges":[["a","b"],["b","a"],["b","c"]]}' start=a`,
  create(parameters) {
    noParameters('loopy', parameters);
    return {
      name: 'loopy',
      summary: SUMMARY,
      example: '{"edges":[["a","b"],["b","a"],["b","c"]]} start=a',
      readsPositionFile: true,
      playable: playableLoopy,
      analyze(words) {
        const { graph, start } = parseWords(words);
        if (start === null) throw new NimlabError('loopy: name a state with start=<state>, or omit it to list every state');
        const id = graph.names.indexOf(start);
        if (id < 0) throw new NimlabError(`loopy: no state named '${start}' in the game graph`);
        const solution = solveLoopyGraph(graph);
        const code = solution.result[id];
        if (code !== WIN && code !== LOSE) return drawReport(graph, solution, id);
        const best = solution.bestMove[id];
        const gamma = loopyGrundyOfGraph(graph)[id];
        return {
          position: `state ${start} (${describe(graph)})`,
          outcome: code === WIN ? 'N' : 'P',
          grundy: null,
          winningMoves:
            code === WIN ? winningMoves(graph, solution, id).map((t) => ({ move: `move to ${graph.names[t]}`, to: graph.names[t] })) : [],
          explanation: [
            THEOREM,
            code === WIN
              ? `The player to move wins in ${plural(solution.moves[id])}, fastest by moving to ${graph.names[best]}.`
              : `The player to move loses in ${plural(solution.moves[id])}${best >= 0 ? `, resisting longest by moving to ${graph.names[best]}` : ''}.`,
            ...(gamma === null
              ? []
              : [`γ(${start}) = ${formatLoopyGrundy(gamma)}: its generalized Sprague–Grundy value, for sums with other loopy games.`]),
          ],
        };
      },
      analyzeAll(words) {
        const { graph, start } = parseWords(words);
        if (start !== null) throw new NimlabError('loopy: a table lists every state; drop start=');
        return table(graph, solveLoopyGraph(graph));
      },
    };
  },
};

/** The JSON text is the words put back together (the CLI hands a file over as its words; runs of
 * spaces inside state names collapse to one). */
function parseWords(words: readonly string[]): { graph: LoopyGraph; start: string | null } {
  let start: string | null = null;
  const json: string[] = [];
  for (const word of words) {
    if (word.startsWith('start=')) start = word.slice('start='.length);
    else json.push(word);
  }
  if (json.length === 0) throw new NimlabError('loopy: expected a JSON game graph file');
  // Inline JSON may arrive still wrapped in the shell quotes of the example (e.g. from the gallery).
  const text = json.join(' ').replace(/^'(.*)'$/s, '$1');
  return { graph: parseLoopyGraph(text), start };
}

/**
 * A drawn state is an answer, not an error: under best play the game goes on forever (Winning
 * Ways ch. 11, "Games infinite and indefinite": a position neither player can win from).
 */
function drawReport(graph: LoopyGraph, solution: LoopySolution, id: number): PositionReport {
  const keep: string[] = [];
  for (let e = 0; e < graph.ends.length; e += 2) {
    const to = graph.ends[e + 1];
    if (graph.ends[e] === id && solution.result[to] !== WIN && solution.result[to] !== LOSE && !keep.includes(graph.names[to]))
      keep.push(graph.names[to]);
  }
  return {
    position: `state ${graph.names[id]} (${describe(graph)})`,
    outcome: 'D',
    grundy: null,
    winningMoves: [],
    explanation: [
      THEOREM,
      `Neither player can force a win from ${graph.names[id]}: with best play the game never ends (a draw). ` +
        `Moves that keep the draw: ${keep.map((name) => `to ${name}`).join(', ')}; every other move loses.`,
    ],
  };
}

const plural = (moves: number) => `${moves} move${moves === 1 ? '' : 's'}`;

function describe(graph: LoopyGraph): string {
  return `${graph.names.length} states, ${graph.ends.length / 2} moves`;
}

/** Every move to a losing state (not only the fastest). */
function winningMoves(graph: LoopyGraph, solution: LoopySolution, id: number): number[] {
  const found: number[] = [];
  for (let e = 0; e < graph.ends.length; e += 2) {
    if (graph.ends[e] === id && solution.result[graph.ends[e + 1]] === LOSE && !found.includes(graph.ends[e + 1]))
      found.push(graph.ends[e + 1]);
  }
  return found;
}

function table(graph: LoopyGraph, solution: LoopySolution): PositionTable {
  const gamma = loopyGrundyOfGraph(graph);
  const rows = graph.names.map((name, s) => {
    const value = gamma[s];
    const code = solution.result[s];
    return {
      state: name,
      result: code === WIN ? 'win' : code === LOSE ? 'lose' : 'draw',
      moves: code === WIN || code === LOSE ? solution.moves[s] : null,
      bestMove: solution.bestMove[s] >= 0 ? graph.names[solution.bestMove[s]] : null,
      gamma: value === null ? null : isInfinite(value) ? formatLoopyGrundy(value) : value,
    };
  });
  return {
    position: describe(graph),
    columns: [
      { key: 'state', title: 'state' },
      { key: 'result', title: 'player to move' },
      { key: 'moves', title: 'moves' },
      { key: 'bestMove', title: 'best move' },
      { key: 'gamma', title: 'γ' },
    ],
    rows,
    explanation: [THEOREM, GAMMA],
  };
}
