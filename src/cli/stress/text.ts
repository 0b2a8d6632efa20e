/** Text helpers of stress reports: a program's last words, counts with their nouns, cut outputs. */

/** The last non-empty line of `text` (a crash says why last: Python's traceback, a C++ abort), cut at 200 characters, after `prefix`; '' when none. */
export function lastLine(text: string, prefix = ''): string {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const line = (lines.at(-1) ?? '').trim();
  if (line === '') return '';
  return `${prefix}${line.length > 200 ? `${line.slice(0, 200)}…` : line}`;
}

/** "1 run", "2 runs". */
export function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** Lines of a program's output shown in a report; the rest is counted, not printed. */
const SHOWN_LINES = 20;
const SHOWN_CHARACTERS = 2000;

/**
 * A program's output as a report shows it: whole when short, else its first lines and how many
 * bytes more it wrote ("… 67108864 more bytes"), `stopped` when the program was stopped for it.
 */
export function shownOutput(text: string, bytesSeen: number, stopped: boolean): string {
  const lines = text.split('\n');
  let shown = lines.slice(0, SHOWN_LINES).join('\n');
  if (shown.length > SHOWN_CHARACTERS) shown = shown.slice(0, SHOWN_CHARACTERS);
  const more = bytesSeen - Buffer.byteLength(shown);
  if (more <= 1 && !stopped) return text;
  return `${shown.trimEnd()}\n… ${more} more bytes${stopped ? ' (the program was stopped there: more output than any answer needs)' : ''}`;
}
