import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build, preview, type PreviewServer } from 'vite';

const root = join(import.meta.dirname, '../..');
const configFile = join(root, 'web/vite.config.ts');
export const screenshotDirectory = join(root, 'test-results');

/** The system Chromium (Debian's package); browser downloads are not possible here. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags a root, offline, GPU-less machine needs for a quiet headless Chromium. */
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

export interface Playground {
  url: string;
  browser: Browser;
  close(): Promise<void>;
}

/** Builds the playground, serves the build on a free localhost port, and starts the browser. */
export async function startPlayground(): Promise<Playground> {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: run 'sh scripts/install-chromium.sh' (or set CHROMIUM_PATH)`);
  // Each test file builds into its own folder, so files running in parallel never share one.
  const outDir = mkdtempSync(join(tmpdir(), 'nimlab-web-'));
  await build({ configFile, logLevel: 'error', build: { outDir, emptyOutDir: true } });
  const server: PreviewServer = await preview({ configFile, logLevel: 'error', build: { outDir }, preview: { port: 0, host: '127.0.0.1' } });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report a URL');
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
  return {
    url,
    browser,
    async close() {
      await browser.close();
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDirectory, { recursive: true });
  await page.screenshot({ path: join(screenshotDirectory, `${name}.png`), fullPage: true });
}
