import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlayground } from './browser.js';

/** The most gzipped JavaScript the first page (the gallery) may load. */
const FIRST_PAGE_LIMIT = 120 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

let outDir: string;
let manifest: Record<string, ManifestChunk>;

beforeAll(async () => {
  outDir = await buildPlayground({ manifest: true });
  manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** A chunk and everything it imports statically (what loads with it). */
function withStaticImports(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) withStaticImports(imported, into);
  return into;
}

const gzipped = (key: string) => gzipSync(readFileSync(join(outDir, manifest[key].file))).length;
const text = (key: string) => readFileSync(join(outDir, manifest[key].file), 'utf8');

describe('the built playground', () => {
  it(`the first page (entry + gallery) loads at most ${FIRST_PAGE_LIMIT / 1024} kB of gzipped JavaScript`, () => {
    const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)!;
    const gallery = Object.keys(manifest).find((key) => key.endsWith('gallery/GalleryPage.tsx'))!;
    const firstPage = withStaticImports(gallery, withStaticImports(entry));
    const total = [...firstPage].reduce((sum, key) => sum + gzipped(key), 0);
    console.log(`first page: ${(total / 1024).toFixed(1)} kB gzipped in ${firstPage.size} chunks`);
    expect(total).toBeLessThanOrEqual(FIRST_PAGE_LIMIT);
    // The plot (its axis label is in no other code) is not among them; it comes with Explore.
    for (const key of firstPage) expect(text(key), key).not.toContain('heap size n');
    const explore = Object.keys(manifest).find((key) => key.endsWith('explore/ExplorePage.tsx'))!;
    expect([...withStaticImports(explore)].some((key) => text(key).includes('heap size n'))).toBe(true);
  });
});
