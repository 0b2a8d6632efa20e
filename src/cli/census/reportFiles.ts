import { NimlabError } from '../../engine/errors.js';
import type { CensusDatabase } from './database.js';

export function writeCensusReport(db: CensusDatabase, out: string): string[] {
  void db;
  throw new NimlabError(`census --report ${out}: not built yet`);
}
