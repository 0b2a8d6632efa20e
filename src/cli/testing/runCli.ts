import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../../..');
export const cliMain = join(root, 'dist/cli/main.js');

/** Runs the built CLI as a user would (npm test builds dist/ first). */
export function nimlab(args: string[], input = ''): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [cliMain, ...args], { input, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
