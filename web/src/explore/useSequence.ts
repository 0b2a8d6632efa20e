import { useCallback, useEffect, useRef, useState } from 'react';
import type { ExploreMessage, ExploreRequest } from './protocol';

export type SequenceState =
  | { status: 'idle' }
  | { status: 'running'; done: number; total: number }
  | { status: 'done'; result: Extract<ExploreMessage, { type: 'result' }> }
  | { status: 'error'; message: string };

/** Computations longer than this are stopped (a user's function that never returns, say). */
const TIME_LIMIT_MS = 30_000;

/** Runs sequence computations in a Web Worker; `cancel` terminates it, so even a hung loop stops. */
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

  const start = useCallback((request: ExploreRequest) => {
    stop();
    const w = new Worker(new URL('./explore.worker.ts', import.meta.url), { type: 'module' });
    worker.current = w;
    setState({ status: 'running', done: 0, total: request.to + 1 });
    w.onmessage = (event: MessageEvent<ExploreMessage>) => {
      const message = event.data;
      if (message.type === 'progress') setState({ status: 'running', done: message.done, total: message.total });
      else {
        stop();
        setState(message.type === 'result' ? { status: 'done', result: message } : { status: 'error', message: message.message });
      }
    };
    w.onerror = (event) => {
      stop();
      setState({ status: 'error', message: event.message || 'the computation failed' });
    };
    timer.current = window.setTimeout(() => {
      stop();
      setState({ status: 'error', message: `stopped after ${TIME_LIMIT_MS / 1000} s: does the moves function loop forever?` });
    }, TIME_LIMIT_MS);
    w.postMessage(request);
  }, [stop]);

  useEffect(() => stop, [stop]);
  return { state, start, cancel };
}
