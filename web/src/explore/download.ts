import { useWorkerTask } from '../worker/useWorkerTask';
import type { SequenceResult } from './protocol';
import { PART, sequenceFileName, type FileFormat, type SequenceFileRequest } from './sequenceFile';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A copy of the values in parts, one part per task (a few ms each), to be transferred: copying ten
 * million values in one go, or letting postMessage clone them, would hold the page for one long task.
 */
async function copyInParts(values: Int32Array): Promise<Int32Array[]> {
  const parts: Int32Array[] = [];
  for (let start = 0; start < values.length; start += PART) {
    parts.push(values.slice(start, Math.min(values.length, start + PART)));
    await nextTask();
  }
  return parts;
}

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
 * Downloads of a sequence as CSV or JSON, built in the download worker from a copy of the values
 * (the page keeps its own for the plot and the table).
 */
export function useSequenceDownload() {
  const { state, start, cancel } = useWorkerTask<SequenceFileRequest, number, Blob>(createWorker);
  const download = async (result: SequenceResult, format: FileFormat) => {
    const parts = await copyInParts(result.values);
    const request: SequenceFileRequest = { name: result.name, parts, period: result.period, format, first: result.first };
    start(request, { transfer: parts.map((p) => p.buffer) }).then(
      (blob) => save(blob, sequenceFileName(result.name, format)),
      () => {},
    );
  };
  return { state, download, cancel };
}
