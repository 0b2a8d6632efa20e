import { useCallback, useEffect, useRef, useState } from 'react';
import type { ExploreMessage, ExploreRequest, SequenceResult } from './protocol';

export type SequenceState =
  | { status: 'idle' }
  | { status: 'running'; done: number; total: number }
  | { status: 'done'; result: SequenceResult }
  | { status: 'error'; message: string };

/** Seconds without progress after which a computation is stopped, unless the user sets another limit. */
export const DEFAULT_STALL_SECONDS = 20;

/** Says exactly why a computation was stopped: how long it went without computing another value. */
export function stallMessage(seconds: number, done: number): string {
  const last = done > 0 ? `values up to G(${done - 1}) were reported computed` : 'before its first progress report';
  return `stopped: no progress for ${seconds} s, no new value computed in that time (${last}). A computation that keeps making progress is never stopped; raise the limit if one value takes this long.`;
}

/**
 * Runs sequence computations in a Web Worker. The time limit is about progress, not wall time:
 * every progress message restarts the clock, so only a computation that computes nothing for
 * `stallSeconds` is terminated (terminating the worker stops even a hung loop).
 */
export function useSequence() {
  const [state, setState] = useState<SequenceState>({ status: 'idle' });
  const worker = useRef<Worker | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const stop = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
    window.clearTimeout(timer.current);
  }, []);

  const cancel = useCallback(() => {
    stop();
    setState({ status: 'error', message: 'cancelled' });
  }, [stop]);

  const start = useCallback((request: ExploreRequest, stallSeconds = DEFAULT_STALL_SECONDS) => {
    stop();
    const w = new Worker(new URL('./explore.worker.ts', import.meta.url), { type: 'module' });
    worker.current = w;
    let done = 0;
    const watch = () => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        stop();
        setState({ status: 'error', message: stallMessage(stallSeconds, done) });
      }, stallSeconds * 1000);
    };
    setState({ status: 'running', done: 0, total: request.to + 1 });
    w.onmessage = (event: MessageEvent<ExploreMessage>) => {
      const message = event.data;
      if (message.type === 'progress') {
        done = message.done;
        watch();
        setState({ status: 'running', done: message.done, total: message.total });
      } else {
        stop();
        setState(message.type === 'result' ? { status: 'done', result: message } : { status: 'error', message: message.message });
      }
    };
    w.onerror = (event) => {
      stop();
      setState({ status: 'error', message: event.message || 'the computation failed' });
    };
    watch();
    w.postMessage(request);
  }, [stop]);

  useEffect(() => stop, [stop]);
  return { state, start, cancel };
}
