import { NimlabError } from '../engine/core/errors.js';
import type { Game, Outcome } from '../engine/core/game.js';
import type { ProgressCallback } from '../engine/core/progressSlices.js';
import type { Playable } from './playable.js';
import { canonicalGameName, GAME_ALIASES } from './aliases.js';
import { closestNames } from './nameSuggestions.js';

/** A game name no family knows: `given` as written, `known` the family names offered instead. */
export class UnknownGameError extends NimlabError {
  override name = 'UnknownGameError';

  /** `message` says what the user may have meant (the closest names, a few classics). */
  constructor(
    readonly given: string,
    message: string,
  ) {
    super(message);
  }
}

/** One winning move, said for people (`move`) and as the position it leads to (`to`). */
export interface MoveReport {
  move: string;
  to: string;
  /** Which component of a sum the move is made in (0-based), so a long list can be grouped by it. */
  component?: number;
}

/** How a caller follows a long analysis (the playground's worker shows it and can be cancelled). */
export interface AnalyzeOptions {
  /** Called now and then with the values computed so far, for games that compute a sequence first. */
  onProgress?: ProgressCallback;
  /**
   * List at most this many winning moves (and count them all in `winningMoveCount`), for games
   * that honour it (Nim, misère Nim; heap games list 100 by default). Default: every one.
   */
  movesListed?: number;
}

/** What `nimlab analyze` prints for a position. */
export interface PositionReport {
  /** The position, normalised, as the user would type it again. */
  position: string;
  /** N or P; D (a draw: neither player can force a win) only for games whose play can go on forever. */
  outcome: Outcome | 'D';
  /** Grundy value under normal play; null where the game has none or it is not known. */
  grundy: number | bigint | null;
  winningMoves: MoveReport[];
  /** How many winning moves there are in all, when `winningMoves` may list fewer (heap games list the first 100). */
  winningMoveCount?: bigint;
  /** For a sum: each component with its Grundy value (their XOR is `grundy`). */
  components?: { label: string; value: number | bigint }[];
  /** Why: the theorem used, with this position's numbers. */
  explanation: string[];
}

/**
 * What `nimlab analyze` prints when one input holds many positions at once (every start vertex of
 * a graph, every state of a described game graph): one row per position.
 */
export interface PositionTable {
  /** The input, described (sizes, structure). */
  position: string;
  /** Row fields in print order, with column titles. */
  columns: { key: string; title: string }[];
  rows: Record<string, string | number | null>[];
  explanation: string[];
}

/**
 * A built-in game as the CLI and playground reach it: its name, a one-line rule, an example
 * position, and an analyser from position words (`3 4 5`) to a report.
 */
export interface GameDefinition {
  /** Canonical name, with parameters: `nim`, `bash:3`, `moore:2`. */
  name: string;
  summary: string;
  /** Example position words for `nimlab analyze <name> <example>`. */
  example: string;
  analyze(words: readonly string[], options?: AnalyzeOptions): PositionReport;
  /** The game on a single heap, when positions are sums of heaps: what `nimlab table` tabulates. */
  heap?: Game<number>;
  /**
   * Grundy values of the one-component positions 0..count−1 by the family's fast method (coin n of
   * a coin-turning code, heap n of a ruleset), for `nimlab table` when the engine on `heap` is too
   * slow or there is no `heap` model.
   */
  sequence?(count: number): ArrayLike<number>;
  /**
   * What index n of `sequence` stands for: heap n (the default), or coin n of a coin row, numbered
   * from 1 as in the literature (coin 1 is the first coin), so index 0 stands for no position.
   */
  sequenceOf?: 'heap' | 'coin';
  /** Present when the game can be played move by move (`nimlab play`, the playground). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each family has its own position type
  playable?: Playable<any>;
  /**
   * When true, a position given as one word that is not a number names a file: the CLI reads it
   * and analyses its white-space separated words instead (e.g. a Hackenbush edge list).
   */
  readsPositionFile?: boolean;
  /**
   * For inputs that hold many positions (a graph and no start vertex): every position in a table.
   * The CLI calls it when the user names no single position (no --start).
   */
  analyzeAll?(words: readonly string[]): PositionTable;
}

/** A family of games named `family` or `family:parameters`. */
export interface GameFamily {
  /** The family's name; other names for it go in the one alias table, `aliases.ts`. */
  family: string;
  /** How the parameters are written, e.g. `bash:M` (take 1..M). Omitted when there are none. */
  usage?: string;
  summary: string;
  /** A full example: name and position. */
  example: string;
  create(parameters: string | undefined): GameDefinition;
  /**
   * Recognises a whole name that is not `family:parameters` (a take-and-break code such as `0.77`
   * or `4!.0`); resolve then calls create with the whole name.
   */
  accepts?(name: string): boolean;
  /**
   * Recognises a whole name that is meant for this family even though it does not read (`0.7x`
   * looks like a code): resolve then calls create, whose error says what is wrong with it.
   */
  claims?(name: string): boolean;
}

export class GameCatalog {
  private readonly families = new Map<string, GameFamily>();

  constructor(families: readonly GameFamily[]) {
    for (const family of families) this.families.set(family.family, family);
  }

  list(): GameFamily[] {
    return [...new Set(this.families.values())];
  }

  /**
   * `bash:3` → the Bash game with m = 3; an alias (`kayles`, `tb:0.77`) → its game; unknown names
   * get an error listing what exists.
   */
  /** The family a name belongs to (`kayles` → octal), or undefined for an unknown name. */
  familyOf(given: string): string | undefined {
    const name = canonicalGameName(given);
    const colon = name.indexOf(':');
    const family = this.families.get((colon < 0 ? name : name.slice(0, colon)).toLowerCase());
    return family?.family ?? this.list().find((f) => f.accepts?.(name))?.family;
  }

  resolve(given: string): GameDefinition {
    const name = canonicalGameName(given);
    const colon = name.indexOf(':');
    const familyName = (colon < 0 ? name : name.slice(0, colon)).toLowerCase();
    const parameters = colon < 0 ? undefined : name.slice(colon + 1);
    const family = this.families.get(familyName);
    if (!family) {
      const byPattern = this.list().find((f) => f.accepts?.(name));
      if (byPattern) return byPattern.create(name);
      // A malformed name of a family that reads whole names (`0.7x`) gets that family's own error.
      const claimant = this.list().find((f) => f.claims?.(name));
      if (claimant) return claimant.create(name);
      throw new UnknownGameError(given, this.unknownGameMessage(given));
    }
    return family.create(parameters);
  }

  /** `unknown game 'kayle': did you mean kayles? (…)`: the closest names, then a few classics, never every name. */
  private unknownGameMessage(given: string): string {
    const families = this.list().map((f) => f.family);
    const suggestions = closestNames(given, [...families, ...Object.keys(GAME_ALIASES)]);
    const guess = suggestions.length === 0 ? '' : `: did you mean ${suggestions.join(' or ')}?`;
    return `unknown game '${given}'${guess} (for example ${CLASSIC_NAMES.join(', ')}; 'nimlab games' lists them all)`;
  }
}

/** The names an unknown name's message offers: the classics, and the form of a code. */
const CLASSIC_NAMES = ['nim', 'kayles', 'dawson', 'grundy', 'wythoff', 'hackenbush', 'bash:3', 'a code such as 0.77'];

/** Fails unless the family takes no parameters. */
export function noParameters(family: string, parameters: string | undefined): void {
  if (parameters !== undefined) throw new NimlabError(`game '${family}' takes no parameters, got '${family}:${parameters}'`);
}
