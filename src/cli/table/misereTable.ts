import { NimlabError } from '../../engine/core/errors.js';
import { genusRun, HeapMisereForms, observedPeriod, type GenusStop, type HeapGame, type HeapMisereValue } from '../../games/heap/index.js';

/** Heaps `table --misere` shows by default, and at most (canonical forms of wild heaps grow fast). */
export const MISERE_TABLE_DEFAULT = 20;
export const MISERE_TABLE_MAX = 200;
/** Stop a misère table after this long by default, keeping the heaps done (forms of wild games explode). */
export const MISERE_TABLE_TIME_LIMIT_S = 20;
/** A terminal shows which heap a misère table is on once it has taken this long. */
const MISERE_TABLE_PROGRESS_AFTER_MS = 1000;

/** A misère table as text (or JSON), and whether Ctrl-C ended it (the heaps done are in the text). */
export interface MisereTableRun {
  text: string;
  interrupted: boolean;
  /** The last heap done. */
  lastHeap: number;
}

/**
 * `nimlab table <code> --misere`: misère nim value (when a nim heap), genus and phylum per heap.
 * Heaps are computed one at a time, yielding to the event loop between them, so that a first Ctrl-C
 * stops the table after the heap being computed and shows the heaps done (a second, with no
 * listener left, ends the process at once); a terminal shows the heap reached once it takes a while.
 */
export async function misereTableText(
  game: HeapGame,
  to: number,
  json: boolean,
  timeLimitS = MISERE_TABLE_TIME_LIMIT_S,
): Promise<MisereTableRun> {
  if (to > MISERE_TABLE_MAX) throw new NimlabError(`--to: misère tables go up to heap ${MISERE_TABLE_MAX}, got ${to}`);
  const forms = new HeapMisereForms(game.code);
  const started = Date.now();
  const rows: HeapMisereValue[] = [];
  let interrupted = false;
  const onSigint = () => {
    interrupted = true;
  };
  process.once('SIGINT', onSigint);
  const tty = process.stderr.isTTY;
  const showProgress = (n: number) => {
    if (!tty || Date.now() - started < MISERE_TABLE_PROGRESS_AFTER_MS) return;
    const seconds = Math.round((Date.now() - started) / 1000);
    process.stderr.write(`\rmisère canonical forms: heap ${n} of ${to}, ${seconds} s (Ctrl-C stops and shows the heaps done)\x1b[K`);
  };
  const run = genusRun(forms, to, { timeLimitMs: timeLimitS * 1000, shouldStop: () => interrupted, onHeap: showProgress });
  let stop: GenusStop | null;
  try {
    for (;;) {
      const step = run.next();
      if (step.done) {
        stop = step.value;
        break;
      }
      rows.push(step.value);
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    process.removeListener('SIGINT', onSigint);
    if (tty) process.stderr.write('\r\x1b[K');
  }
  if (stop?.reason === 'limit' && stop.heap === 0) throw stop.error;
  const stopped = stop === null ? null : `stopped after heap ${stop.heap - 1}: ${stopWords(stop, timeLimitS)}`;
  return { text: misereTableFormat(game, rows, stopped, json), interrupted, lastHeap: rows.length - 1 };
}

/** Why the table stopped early, after "stopped after heap n: ". */
function stopWords(stop: GenusStop, timeLimitS: number): string {
  if (stop.reason === 'stopped') return 'interrupted (Ctrl-C)';
  if (stop.reason === 'time-limit') return `the time limit of ${timeLimitS} s for canonical forms was reached`;
  return stop.error.message;
}

/** The rows of a misère table as text or JSON, with the line saying why it stopped early (if it did). */
function misereTableFormat(game: HeapGame, rows: HeapMisereValue[], stopped: string | null, json: boolean): string {
  const ids = new Map<string, number>();
  const genusIds = Int32Array.from(rows, (r) => ids.get(r.genus.text) ?? (ids.set(r.genus.text, ids.size), ids.size - 1));
  const period = observedPeriod(genusIds, genusIds.length, false);
  if (json) {
    return (
      JSON.stringify({
        game: game.name,
        misere: rows.map((r) => ({
          heap: r.heap,
          nimHeap: r.nimHeap,
          genus: r.genus.text,
          genusTerms: r.genus.terms,
          phylum: r.phylum,
          birthday: r.birthday,
        })),
        genusPeriod: period ? { preperiod: period.preperiod, period: period.period, proven: false } : null,
        stopped,
      }) + '\n'
    );
  }
  const lines = [`${game.name} in misère play: each heap's misère canonical form, read as`];
  lines.push('  nim: the misère nim heap it equals (— when it equals none); genus as CGSuite prints it: g alone for a nim heap,');
  lines.push('  g^γ0 for a tame or restive game, else g^γ0γ1… (the last two repeat); phylum as Hoey classifies it in CGSuite');
  const width = Math.max(...rows.map((r) => r.genus.text.length), 5);
  const phylumWidth = Math.max(...rows.map((r) => r.phylum.length), 6);
  lines.push(`  ${'heap'.padStart(4)}  ${'nim'.padStart(3)}  ${'genus'.padEnd(width)}  ${'phylum'.padEnd(phylumWidth)}  birthday`);
  for (const r of rows) {
    const nim = r.nimHeap === null ? '—' : r.nimHeap === 0 ? '0' : `*${r.nimHeap === 1 ? '' : r.nimHeap}`;
    lines.push(
      `  ${String(r.heap).padStart(4)}  ${nim.padStart(3)}  ${r.genus.text.padEnd(width)}  ${r.phylum.padEnd(phylumWidth)}  ${r.birthday}`,
    );
  }
  lines.push(
    period
      ? `genus period: ${period.period} from heap ${period.preperiod} (observed on heaps 0..${rows.length - 1}, not proven)`
      : `genus period: none seen on heaps 0..${rows.length - 1}`,
  );
  if (stopped) lines.push(stopped);
  return lines.join('\n') + '\n';
}
