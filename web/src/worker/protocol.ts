/** What every playground worker posts back: progress any number of times, then a result or an error. */
export type TaskMessage<Progress, Result> =
  { type: 'progress'; progress: Progress } | { type: 'result'; result: Result } | { type: 'error'; message: string };

/**
 * The worker side: runs `task` on each request, posting its progress, then its result (with the
 * objects to transfer rather than copy) or the error's message.
 */
export function serveTask<Request, Progress, Result>(
  scope: { onmessage: ((event: MessageEvent<Request>) => unknown) | null; postMessage(message: unknown, transfer?: Transferable[]): void },
  task: (request: Request, progress: (p: Progress) => void) => Result | Promise<Result>,
  transferOf: (result: Result) => Transferable[] = () => [],
): void {
  scope.onmessage = async (event: MessageEvent<Request>) => {
    const post = (message: TaskMessage<Progress, Result>, transfer: Transferable[] = []) => scope.postMessage(message, transfer);
    try {
      const result = await task(event.data, (progress) => post({ type: 'progress', progress }));
      post({ type: 'result', result }, transferOf(result));
    } catch (error) {
      post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  };
}
