/**
 * A stop line of the engine or the games, as the CLI says it. The engine says `interrupted after
 * heap 7` (it knows a stop was asked for, not how: the playground's Cancel asks too); in a terminal
 * the asking was Ctrl-C, so the CLI names the key.
 */
export function stopLineInCli(stopped: string): string {
  return stopped.replace(/^interrupted /, 'interrupted (Ctrl-C) ');
}

/** The same for a stop line that may be absent. */
export function optionalStopLineInCli(stopped: string | null): string | null {
  return stopped === null ? null : stopLineInCli(stopped);
}
