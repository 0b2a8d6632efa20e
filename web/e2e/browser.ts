import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { build, preview, type PreviewServer } from 'vite';

const root = join(import.meta.dirname, '../..');
const configFile = join(root, 'web/vite.config.ts');
export const screenshotDirectory = join(root, 'test-results');
/** The README's pictures of each page; written only when NIMLAB_SCREENSHOTS=1 (see README). */
export const readmeScreenshotDirectory = join(root, 'docs/screenshots');

/** The system Chromium (Debian's package); browser downloads are not possible here. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags a root, offline, GPU-less machine needs for a quiet headless Chromium. */
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export interface Playground {
  url: string;
  browser: Browser;
  /** The folder the site was built into (for measuring its chunks). */
  outDir: string;
  close(): Promise<void>;
}

/** Builds the playground into a fresh folder (files running in parallel never share one). */
export async function buildPlayground(options: { manifest?: boolean } = {}): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'nimlab-web-'));
  // Vitest sets NODE_ENV=test, which would build React's development version; test what users get.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile, logLevel: 'error', build: { outDir, emptyOutDir: true, manifest: options.manifest ?? false } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return outDir;
}

/** Builds the playground, serves the build on a free localhost port, and starts the browser. */
export async function startPlayground(): Promise<Playground> {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: run 'sh scripts/install-chromium.sh' (or set CHROMIUM_PATH)`);
  const outDir = await buildPlayground();
  const server: PreviewServer = await preview({
    configFile,
    logLevel: 'error',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report a URL');
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
  return {
    url,
    browser,
    outDir,
    async close() {
      await browser.close();
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/** The playground of one test file, and one page in it; available from the file's first test on. */
export interface TestSite {
  readonly url: string;
  readonly browser: Browser;
  readonly page: Page;
}

/**
 * Builds and serves the playground before a test file's tests (one page opened with `options`,
 * failing on page errors) and closes everything after them.
 */
export function usePlayground(options: BrowserContextOptions = { viewport: { width: 1200, height: 1000 } }): TestSite {
  let playground: Playground | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    playground = await startPlayground();
    page = await playground.browser.newPage(options);
    failOnPageErrors(page);
  }, 120_000);
  afterAll(async () => {
    await playground?.close();
  });
  return {
    get url() {
      return playground!.url;
    },
    get browser() {
      return playground!.browser;
    },
    get page() {
      return page!;
    },
  };
}

export async function screenshot(page: Page, name: string, options: { readme?: boolean } = {}): Promise<void> {
  mkdirSync(screenshotDirectory, { recursive: true });
  await page.screenshot({ path: join(screenshotDirectory, `${name}.png`), fullPage: true });
  if (options.readme && process.env.NIMLAB_SCREENSHOTS === '1') {
    mkdirSync(readmeScreenshotDirectory, { recursive: true });
    await page.screenshot({ path: join(readmeScreenshotDirectory, `${name}.png`), fullPage: false });
  }
}

/** Fails a test on any error the page throws. */
export function failOnPageErrors(page: Page): void {
  page.on('pageerror', (error) => {
    throw error;
  });
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core (the pinned dev dependency) in the page; returns its serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  const source = readFileSync(join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: source });
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe.run();
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** How far the page is wider than its window (0 when nothing scrolls sideways). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
