import type { PositionReport } from '../../games/index.js';
import { toJson } from '../io/json.js';

/** Winning moves listed unless --all-moves. */
export const MOVES_LISTED = 100;
/** --all-moves lists at most this many (a heap of 10^12 can have 10^11). */
export const ALL_MOVES_MAX = 1_000_000;

/**
 * A winning move's line shows the position it leads to only while that is short: the move already
 * says what changes, and a sum of 3,000 heaps printed once per move made 1.4 MB of text. --json
 * keeps every `to` whole.
 */
export const SHOWN_POSITION_CHARS = 60;

/** One winning move as `analyze` prints it: `  heap 2: 4 → 0   (→ 3 0 5)`, or the move alone. */
export function winningMoveLine(move: { move: string; to: string }): string {
  return move.to.length <= SHOWN_POSITION_CHARS ? `  ${move.move}   (→ ${move.to})` : `  ${move.move}`;
}

const OUTCOME_WORDS = {
  N: 'N (the player to move wins)',
  P: 'P (the player to move loses)',
  D: 'draw (neither player can force a win; best play goes on forever)',
};

/** "… and N more" when the report lists fewer winning moves than there are. */
function unlisted(report: PositionReport): bigint {
  return report.winningMoveCount === undefined ? 0n : report.winningMoveCount - BigInt(report.winningMoves.length);
}

/** What `nimlab analyze` prints for one position, as text or (with --json) JSON. */
export function printReport(
  game: string,
  report: PositionReport,
  options: { json?: boolean; explain?: boolean; allMoves?: boolean },
): void {
  process.stdout.write(
    (options.json
      ? reportJson(game, report, options.explain ?? false)
      : reportText(game, report, options.explain ?? false, options.allMoves ?? false)) + '\n',
  );
}

function reportJson(game: string, report: PositionReport, explain: boolean): string {
  const { position, outcome, grundy, winningMoves, explanation } = report;
  return analyzeJson({
    game,
    position,
    outcome,
    grundy: grundy === null ? null : String(grundy),
    winningMoves,
    winningMoveCount: String(report.winningMoveCount ?? winningMoves.length),
    winningMovesCut: unlisted(report) > 0n,
    ...(explain ? { explanation } : {}),
  });
}

/**
 * `analyze --json` in every mode has one shape (docs/schemas/analyze.schema.json): game,
 * position, play, outcome (null for a table of starts), grundy (null where there is none, as in
 * misère play), winningMoves, winningMoveCount and winningMovesCut always; a mode adds its own
 * fields (method, rows, canonicalForm, …). This fills what a mode leaves out.
 */
export function analyzeJson(fields: Record<string, unknown>): string {
  const winningMoves = (fields.winningMoves as unknown[] | undefined) ?? [];
  return toJson({
    game: fields.game,
    position: fields.position,
    play: 'normal',
    outcome: null,
    grundy: null,
    ...fields,
    winningMoves,
    winningMoveCount: fields.winningMoveCount ?? String(winningMoves.length),
    winningMovesCut: fields.winningMovesCut ?? false,
  });
}

function reportText(game: string, report: PositionReport, explain: boolean, allMoves: boolean): string {
  const lines = [`${game} ${report.position}`, `outcome: ${OUTCOME_WORDS[report.outcome]}`];
  if (report.grundy !== null) lines.push(`grundy value: ${report.grundy}`);
  if (report.winningMoves.length > 0) {
    lines.push('winning moves:');
    for (const move of report.winningMoves) lines.push(winningMoveLine(move));
    const more = unlisted(report);
    if (more > 0n)
      lines.push(
        allMoves ? `  … and ${more} more (--all-moves lists at most ${ALL_MOVES_MAX})` : `  … and ${more} more (--all-moves lists them)`,
      );
  } else {
    lines.push('winning moves: none');
  }
  if (explain && report.explanation.length > 0) {
    lines.push('why:');
    for (const line of report.explanation) lines.push(`  ${line}`);
  }
  return lines.join('\n');
}
