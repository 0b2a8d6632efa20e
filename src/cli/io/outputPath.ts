import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { NimlabError } from '../../engine/core/errors.js';
import { fileErrorReason } from './fileError.js';

/**
 * Makes the directory `directory` and its missing parents, one level at a time. Node's own
 * `mkdirSync(…, { recursive: true })` never returns for a path under /proc (`/proc/nope/x`): it
 * retries the ENOENT for ever (Node 20). Here each level is created once, so the loop is bounded by
 * the path's depth and an impossible directory fails at once with its error.
 */
export function makeDirectories(directory: string): void {
  const missing: string[] = [];
  for (let at = resolve(directory); statSync(at, { throwIfNoEntry: false }) === undefined; at = dirname(at)) {
    missing.push(at);
    if (dirname(at) === at) break;
  }
  for (const level of missing.reverse()) mkdirSync(level);
}

/**
 * Checks, before any work is done, that `path` can be written: its directory is made (or exists),
 * is a directory we may write in, and `path` itself is not a directory nor a file we may not write.
 * `option` names the flag in the one-line error (`--out: cannot write …`).
 */
export function checkOutputPath(path: string, option: string): void {
  const fail = (reason: string) => new NimlabError(`${option}: cannot write ${path}: ${reason}`);
  try {
    makeDirectories(dirname(path));
    accessSync(dirname(path), constants.W_OK | constants.X_OK);
  } catch (error) {
    throw fail(fileErrorReason(error));
  }
  const existing = statSync(path, { throwIfNoEntry: false });
  if (existing?.isDirectory()) throw fail('it is a directory');
  if (existing === undefined) return;
  try {
    accessSync(path, constants.W_OK);
  } catch (error) {
    throw fail(fileErrorReason(error));
  }
}
