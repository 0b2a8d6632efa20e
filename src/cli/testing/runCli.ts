import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../../..');
export const cliMain = join(root, 'dist/cli/main.js');

/** The tests' own cache directory (one per test process), so no test reads or fills the user's ~/.cache. */
const cacheHome = mkdtempSync(join(tmpdir(), 'nimlab-test-cache-'));

/** Runs the built CLI as a user would (npm test builds dist/ first). */
export function nimlab(args: string[], input = ''): { status: number | null; stdout: string; stderr: string } {
  // spawnSync keeps 1 MiB of output by default and cuts the rest silently.
  const result = spawnSync(process.execPath, [cliMain, ...args], {
    input,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, XDG_CACHE_HOME: cacheHome },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
