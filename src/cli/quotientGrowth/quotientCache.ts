import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { quotientTable, type MisereQuotient } from '../../engine/quotient/misereQuotient.js';
import { fileErrorReason } from '../io/fileError.js';
import { cacheDirectory, cachePath, makeDirectory } from '../io/sequenceCache.js';

/** A solved misère quotient as kept on disk. */
export interface CachedQuotient {
  quotient: MisereQuotient;
  solved: { period: number; preperiod: number };
}

const FORMAT = 'nimlab-misere-quotient 1';

/** The one call into the cache-directory logic (sequenceCache.ts decides where caches live). */
function quotientCacheFile(game: string): string {
  return cachePath(`misere-quotient ${game}`, cacheDirectory()).replace(/\.bin$/, '.json');
}

/** The solved quotient of `game` (its canonical code), or null when none is cached or it is unreadable. */
export function readCachedQuotient(game: string): CachedQuotient | null {
  let data: {
    format?: string;
    game?: string;
    quotient?: Omit<MisereQuotient, 'product'> & { product: number[] };
    solved?: CachedQuotient['solved'];
  };
  try {
    data = JSON.parse(readFileSync(quotientCacheFile(game), 'utf8')) as typeof data;
  } catch (error) {
    // No cache file (or one that cannot be read) and a damaged one mean the same: no cached quotient.
    if (!(error instanceof SyntaxError) && (error as NodeJS.ErrnoException).code === undefined) throw error;
    return null;
  }
  if (data.format !== FORMAT || data.game !== game || !data.quotient || !data.solved) return null;
  const q = data.quotient;
  if (q.product.length !== q.order * q.order || q.losing.length !== q.order) return null;
  const product = quotientTable(q.order);
  product.set(q.product);
  return { quotient: { ...q, product }, solved: data.solved };
}

/**
 * Keeps a solved quotient for later runs. A cache that cannot be written costs the next run only
 * the computation, so the answer goes on; `warn` says why (as `table --resume` does).
 */
export function writeCachedQuotient(game: string, cached: CachedQuotient, warn: (message: string) => void = () => {}): void {
  const path = quotientCacheFile(game);
  const body = JSON.stringify({
    format: FORMAT,
    game,
    quotient: { ...cached.quotient, product: Array.from(cached.quotient.product) },
    solved: cached.solved,
  });
  try {
    makeDirectory(dirname(path));
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, body);
    renameSync(partial, path);
  } catch (error) {
    warn(
      `cannot keep the solved quotient in ${dirname(path)}: ${fileErrorReason(error)}; going on without saving (set XDG_CACHE_HOME to choose another place)`,
    );
  }
}
