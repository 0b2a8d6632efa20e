import { closeSync, mkdirSync, openSync, statSync, unlinkSync } from 'node:fs';
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
 * and the file is opened for appending, which changes nothing in a file that exists and is removed
 * again when it did not (a trial open, not a permission guess: root passes every access check).
 * `option` names the flag in the one-line error (`--out: cannot write …`).
 */
export function checkOutputPath(path: string, option: string): void {
  const fail = (reason: string) => new NimlabError(`${option}: cannot write ${path}: ${reason}`);
  let existed: boolean;
  try {
    makeDirectories(dirname(path));
    if (!statSync(dirname(path)).isDirectory()) throw fail('a file is in the way of a directory');
    const existing = statSync(path, { throwIfNoEntry: false });
    if (existing?.isDirectory()) throw fail('it is a directory');
    existed = existing !== undefined;
    closeSync(openSync(path, 'a'));
  } catch (error) {
    if (error instanceof NimlabError) throw error;
    throw fail(fileErrorReason(error));
  }
  if (!existed) unlinkSync(path);
}
