import { NimlabError } from '../../engine/core/errors.js';
import { DRAW, LOSE, WIN } from '../../engine/conventions/retrograde.js';

/** A user-described game graph: named states, moves between them, and states where play is over. */
export interface LoopyGraph {
  /** State names in order of first appearance; ids index this array. */
  names: string[];
  /** Moves as id pairs (from, to): ends[2i] → ends[2i+1]. */
  ends: Int32Array;
  /** Per state: WIN / LOSE when the game is over there (for the player to move), else DRAW (= not over). */
  terminal: Uint8Array;
}

/** Larger state graphs should use the engine directly; this keeps the JSON route responsive. */
export const MAX_LOOPY_MOVES = 5_000_000;

/**
 * Parses `{ "edges": [[from, to], …], "terminal": { "<state>": "win" | "lose", … } }`. States are
 * strings or numbers (1 and "1" are the same state). A state with no moves that is not listed
 * under "terminal" loses for the player to move, as in normal play.
 */
export function parseLoopyGraph(text: string): LoopyGraph {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new NimlabError(`loopy: the game graph is not valid JSON (${(error as Error).message})`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new NimlabError('loopy: expected a JSON object { "edges": [[from, to], ...], "terminal": { "<state>": "win" | "lose" } }');
  }
  const { edges, terminal, ...rest } = data as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length > 0) throw new NimlabError(`loopy: unknown field '${unknown[0]}' (expected "edges" and "terminal")`);
  if (!Array.isArray(edges)) throw new NimlabError('loopy: "edges" must be an array of [from, to] pairs');
  if (edges.length > MAX_LOOPY_MOVES) throw new NimlabError(`loopy: at most ${MAX_LOOPY_MOVES} edges, got ${edges.length}`);

  const ids = new Map<string, number>();
  const names: string[] = [];
  const idOf = (name: string) => {
    let id = ids.get(name);
    if (id === undefined) {
      id = names.push(name) - 1;
      ids.set(name, id);
    }
    return id;
  };
  const ends = new Int32Array(2 * edges.length);
  edges.forEach((edge: unknown, i) => {
    if (!Array.isArray(edge) || edge.length !== 2)
      throw new NimlabError(`loopy: edge ${i + 1} must be a pair [from, to], got ${JSON.stringify(edge)}`);
    ends[2 * i] = idOf(stateName(edge[0], `edge ${i + 1}`));
    ends[2 * i + 1] = idOf(stateName(edge[1], `edge ${i + 1}`));
  });

  const over = new Map<number, number>();
  if (terminal !== undefined) {
    if (typeof terminal !== 'object' || terminal === null || Array.isArray(terminal)) {
      throw new NimlabError('loopy: "terminal" must be an object mapping states to "win" or "lose"');
    }
    for (const [name, result] of Object.entries(terminal)) {
      if (result !== 'win' && result !== 'lose')
        throw new NimlabError(`loopy: terminal state '${name}' must be "win" or "lose", got ${JSON.stringify(result)}`);
      over.set(idOf(name), result === 'win' ? WIN : LOSE);
    }
  }
  if (names.length === 0) throw new NimlabError('loopy: the game graph has no states');
  const terminalCodes = new Uint8Array(names.length).fill(DRAW);
  for (const [id, code] of over) terminalCodes[id] = code;
  return { names, ends, terminal: terminalCodes };
}

function stateName(value: unknown, where: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new NimlabError(`loopy: ${where}: states are strings or numbers, got ${JSON.stringify(value)}`);
}
