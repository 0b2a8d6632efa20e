import { profileCount } from '../../engine/matrix/index.js';
import type { MatrixGame } from './matrixGame.js';

function quoted(text: string): string {
  return `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/**
 * The game as a Gambit `.nfg` file, payoff version (strategy counts; payoffs profile by profile,
 * the first player's strategy fastest). Gambit reads it back, and so does `readNfg`.
 */
export function writeNfgPayoffs(game: MatrixGame): string {
  const { strategyCounts, payoffs } = game.table;
  const lines = [`NFG 1 R ${quoted(game.title)} { ${game.playerNames.map(quoted).join(' ')} } { ${strategyCounts.join(' ')} }`];
  if (game.comment !== undefined) lines.push(quoted(game.comment));
  lines.push('');
  const values: string[] = [];
  const profiles = profileCount(strategyCounts);
  for (let profile = 0; profile < profiles; profile++) for (const list of payoffs) values.push(list[profile].toString());
  lines.push(values.join(' '));
  return lines.join('\n') + '\n';
}

/**
 * The game as a Gambit `.nfg` file, outcome version (strategy names; one outcome per profile, in
 * profile order, each profile its own outcome, as Gambit writes a table made cell by cell).
 */
export function writeNfgOutcomes(game: MatrixGame): string {
  const { strategyCounts, payoffs } = game.table;
  const lines = [`NFG 1 R ${quoted(game.title)} { ${game.playerNames.map(quoted).join(' ')} }`, '', '{'];
  for (const names of game.strategyNames) lines.push(`{ ${names.map(quoted).join(' ')} }`);
  lines.push('}');
  lines.push(quoted(game.comment ?? ''));
  lines.push('', '{');
  const profiles = profileCount(strategyCounts);
  for (let profile = 0; profile < profiles; profile++) lines.push(`{ "" ${payoffs.map((list) => list[profile].toString()).join(', ')} }`);
  lines.push('}');
  lines.push(Array.from({ length: profiles }, (_, profile) => String(profile + 1)).join(' '));
  return lines.join('\n') + '\n';
}
