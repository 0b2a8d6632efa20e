import { useCallback, useEffect, useRef, useState } from 'react';
import type { TaskMessage } from './protocol';

/** Why a worker failed with no message of its own: the network, when the device is offline, else a crash or a failed load. */
export function workerLoadFailure(): string {
  return navigator.onLine
    ? 'the computation failed (its worker did not load or crashed)'
    : 'the computation could not start: this device is offline (no network), so its code could not be fetched. Try again when the connection returns.';
}

export type TaskState<Progress, Result> =
  | { status: 'idle' }
  | { status: 'running'; progress: Progress | null }
  | { status: 'done'; result: Result }
  | { status: 'error'; message: string };

export interface StartOptions<Progress> {
  /** Objects whose ownership moves to the worker with the request (no copy on the page's thread). */
  transfer?: Transferable[];
  /**
   * Milliseconds without a progress message after which the task is stopped; the message says why
   * from the last progress seen. Absent: no limit (the user cancels).
   */
  stall?: { ms: number; message: (last: Progress | null) => string };
}

/**
 * Runs one task at a time in a fresh Web Worker, for every page that computes: the worker posts
 * progress, then one result or error (protocol.ts). Cancelling terminates the worker, which stops
 * even a loop that never yields; starting again terminates the previous task first. A worker that
 * fails to load or throws outside its handler reports through onerror, so a page never waits
 * forever on "computing…".
 */
export function useWorkerTask<Request, Progress, Result>(create: () => Worker) {
  const [state, setState] = useState<TaskState<Progress, Result>>({ status: 'idle' });
  const worker = useRef<Worker | null>(null);
  const timer = useRef<number | undefined>(undefined);
  // The factory is fixed per page; kept in a ref so callbacks stay stable.
  const factory = useRef(create);

  const stop = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
    window.clearTimeout(timer.current);
  }, []);

  const cancel = useCallback(() => {
    if (!worker.current) return;
    stop();
    setState({ status: 'error', message: 'cancelled' });
  }, [stop]);

  /** Resolves with the result (or rejects with the error) as well as setting the state. */
  const start = useCallback(
    (request: Request, options: StartOptions<Progress> = {}): Promise<Result> => {
      stop();
      const w = factory.current();
      worker.current = w;
      let last: Progress | null = null;
      const { stall } = options;
      const watch = () => {
        if (!stall) return;
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => fail(stall.message(last)), stall.ms);
      };
      let settle: { resolve: (r: Result) => void; reject: (e: Error) => void } = { resolve: () => {}, reject: () => {} };
      const promise = new Promise<Result>((resolve, reject) => (settle = { resolve, reject }));
      // A cancelled or replaced task's promise never settles: nobody waits for it any more.
      promise.catch(() => {});
      const fail = (message: string) => {
        if (worker.current !== w) return;
        stop();
        setState({ status: 'error', message });
        settle.reject(new Error(message));
      };
      setState({ status: 'running', progress: null });
      w.onmessage = (event: MessageEvent<TaskMessage<Progress, Result>>) => {
        if (worker.current !== w) return;
        const message = event.data;
        if (message.type === 'progress') {
          last = message.progress;
          watch();
          setState({ status: 'running', progress: message.progress });
        } else if (message.type === 'result') {
          stop();
          setState({ status: 'done', result: message.result });
          settle.resolve(message.result);
        } else {
          fail(message.message);
        }
      };
      w.onerror = (event) => {
        event.preventDefault();
        fail(event.message || workerLoadFailure());
      };
      w.onmessageerror = () => fail('the computation sent a message the page could not read');
      watch();
      w.postMessage(request, options.transfer ?? []);
      return promise;
    },
    [stop],
  );

  useEffect(() => stop, [stop]);
  return { state, start, cancel };
}
