import { useWorkerTask } from '../worker/useWorkerTask';
import type { SequenceResult } from './protocol';
import { sequenceFileName, type FileFormat, type SequenceFileRequest } from './sequenceFile';

const createWorker = () => new Worker(new URL('./download.worker.ts', import.meta.url), { type: 'module' });

/** Hands a finished Blob to the browser as a file download. */
function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads of a sequence as CSV or JSON, built in the download worker. The values are sent as a
 * copy (one memory copy; the page keeps its own for the plot and the table).
 */
export function useSequenceDownload() {
  const { state, start, cancel } = useWorkerTask<SequenceFileRequest, number, Blob>(createWorker);
  const download = (result: SequenceResult, format: FileFormat) => {
    const request: SequenceFileRequest = { name: result.name, values: result.values, period: result.period, format };
    start(request).then((blob) => save(blob, sequenceFileName(result.name, format)), () => {});
  };
  return { state, download, cancel };
}
