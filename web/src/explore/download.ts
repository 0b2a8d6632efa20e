import type { SequenceResult } from './protocol';
import { describePeriod } from './describePeriod';

/** Values written per chunk; between chunks the page gets the thread back, so no task grows long. */
const CHUNK = 200_000;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The sequence as CSV (`n,grundy` rows) or JSON (game, period, values), built chunk by chunk. */
export async function sequenceFile(result: SequenceResult, format: 'csv' | 'json'): Promise<Blob> {
  const { values } = result;
  const parts: string[] = [];
  if (format === 'csv') parts.push('n,grundy\n');
  else parts.push(`{"game":${JSON.stringify(result.name)},"period":${JSON.stringify(result.period)},"description":${JSON.stringify(describePeriod(result.period, values.length))},"values":[`);
  for (let start = 0; start < values.length; start += CHUNK) {
    const end = Math.min(values.length, start + CHUNK);
    let text = '';
    if (format === 'csv') for (let n = start; n < end; n++) text += `${n},${values[n]}\n`;
    else text = (start > 0 ? ',' : '') + Array.prototype.join.call(values.subarray(start, end), ',');
    parts.push(text);
    await nextTask();
  }
  if (format === 'json') parts.push(']}\n');
  return new Blob(parts, { type: format === 'csv' ? 'text/csv' : 'application/json' });
}

export async function download(result: SequenceResult, format: 'csv' | 'json'): Promise<void> {
  const blob = await sequenceFile(result, format);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${result.name.replace(/[^A-Za-z0-9.!_-]+/g, '_')}-grundy.${format}`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
