#!/usr/bin/env node
/**
 * Runs one bench case in this (fresh) process and writes what it returned to a JSON file:
 *
 *   node bench/runCase.mjs <case> <tempDir> <repeats> <resultFile>
 *
 * bench/run.mjs starts one of these per case, so no case runs after another's garbage, JIT state
 * or heap growth. The file holds `{ rows }` (the rows exactly as the case returned them) or
 * `{ error, message }`; the process exits once the file is written (a case leaving a timer or a
 * child's handle open cannot hold it up).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createContext } from './context.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [caseName, tempDir, repeatsText, resultFile] = process.argv.slice(2);

let result;
try {
  const module = await import(pathToFileURL(path.join(root, 'bench', 'cases', `${caseName}.mjs`)).href);
  if (typeof module.default !== 'function') throw new Error(`case ${caseName} has no default export function`);
  const ctx = createContext({ root, tempDir, repeats: Number(repeatsText) });
  result = { rows: await module.default(ctx) };
} catch (error) {
  result = { error: error?.stack ?? String(error), message: String(error?.message ?? error) };
}
writeFileSync(resultFile, JSON.stringify(result));
process.exit(0);
