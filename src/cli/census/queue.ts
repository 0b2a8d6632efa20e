import { NimlabError } from '../../engine/errors.js';
import type { CensusDatabase } from './database.js';
import type { CensusBudget } from './coordinator.js';

export async function runQueuedCensus(db: CensusDatabase, codes: readonly string[], budget: CensusBudget, url: string, directory: string): Promise<void> {
  void [db, codes, budget, directory];
  throw new NimlabError(`census --queue ${url}: not built yet`);
}
export async function printQueueStatus(url: string): Promise<void> {
  throw new NimlabError(`census --status --queue ${url}: not built yet`);
}
