/**
 * The esbuild settings every bundle of nimlab's shares (scripts/bundle-cli.mjs,
 * scripts/bundle-quotient.mjs): ESM for Node 20, packages left external (they are dependencies),
 * source maps for readable stacks, and only warnings printed.
 */
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

export const nodeBundle = {
  absWorkingDir: root,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
};
