import { analyzePartizan, NimlabError, PartizanLimitError, type Side } from '../library';
import { pageFamily, positionWords } from './families';
import type { PartizanResult } from './protocol';

/** What the page allows a position's values: past either limit it says the position is too large. */
export interface ValueLimits {
  readonly maxGames: number;
  readonly timeLimitMs: number;
  readonly onProgress?: (valued: number) => void;
}

/**
 * One position of a family valued as `nimlab analyze` values it (`analyzePartizan`: canonical
 * value, outcome, winning moves of both sides, regions), with the mover's moves and where they
 * lead. Past the limits it throws one line saying the position is too large to value exactly.
 */
export function valuePosition(game: string, text: string, mover: Side, limits: ValueLimits): PartizanResult {
  const family = pageFamily(game);
  if (family === undefined) throw new NimlabError(`no partizan game named '${game}'`);
  const position = family.parse(positionWords(text));
  try {
    const report = analyzePartizan(family, position, limits);
    const value = report.value ?? '?';
    return {
      game: family.name,
      position: report.position,
      value,
      outcome: report.outcome,
      leftWins: report.leftWins.map((move) => move.move),
      rightWins: report.rightWins.map((move) => move.move),
      regions: report.regions ?? [{ position: report.position, value }],
      moves: family.moves(position, mover).map((move) => ({ label: move.label, to: family.rules.format(move.to) })),
      mover,
      valued: report.positionsValued,
    };
  } catch (error) {
    if (error instanceof PartizanLimitError)
      throw new NimlabError(`${family.title}: this position is too large to value exactly here (${error.message}); try a smaller one`);
    throw error;
  }
}
