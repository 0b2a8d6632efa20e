import type { CheckpointStore, GrundyArray } from '../../games/heap/index.js';
import { accessSync, constants } from 'node:fs';
import { NimlabError } from '../../engine/core/errors.js';
import { fileErrorReason } from '../io/fileError.js';
import { cachePath, makeDirectory, readCache, writeCache } from '../io/sequenceCache.js';

/**
 * Checkpoints of census chains: one file per game in `directory`, in the format of `table
 * --resume`'s sequence cache (so `nimlab table CODE --resume` can read a census checkpoint when
 * pointed at the same folder). On storage every worker sees, any worker continues any chain;
 * writes go to a temporary file renamed into place, so a killed worker leaves the old file whole.
 */
export function directoryCheckpoints(directory: string): CheckpointStore {
  return {
    read: (code: string): GrundyArray | null => readCache(cachePath(code, directory), code),
    write: (code: string, values: GrundyArray): void => writeCache(cachePath(code, directory), code, values),
  };
}

/** Where checkpoints go when --checkpoint-dir is not given: beside the database. */
export function defaultCheckpointDirectory(databasePath: string): string {
  return `${databasePath}.checkpoints`;
}

/**
 * Make sure the local workers can keep their checkpoints in `directory` before any job starts: a
 * directory that cannot be made or written would fail every job, one by one, with the reason
 * buried in the database.
 */
export function prepareCheckpointDirectory(directory: string): void {
  try {
    makeDirectory(directory);
    accessSync(directory, constants.W_OK);
  } catch (error) {
    throw new NimlabError(`cannot keep checkpoints in ${directory}: ${fileErrorReason(error)}`);
  }
}
