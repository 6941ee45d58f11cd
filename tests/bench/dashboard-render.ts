import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
import { DASHBOARD_CHARTS } from '../../src/shared/dashboard';
import { signedInPage } from './bench-browser';
import { ADMIN } from './dashboard.seed';

// The /home dashboard in Chromium, signed in as the Admin (every agency: the largest numbers).
// Bundle: the scripts /home loads that neither the login page nor another signed-in page
// (/profile: the shell) loads, gzipped at level 9 as a server would send them. Drawn: from the
// navigation's start to every chart canvas carrying data-drawn="true", which the client's
// ChartCanvas sets on ECharts' `finished` event (after the entry animation), and, for reference,
// to every canvas having its option (data-drawn present).

export interface DashboardBundle {
  gzipBytes: number;
  files: { name: string; gzipBytes: number }[];
  /** Everything /home loads beyond the login page, shell included. */
  afterLoginBytes: number;
}

export interface DashboardDrawn {
  charts: number;
  runs: number[];
  median: number;
  optionRuns: number[];
  optionMedian: number;
  /** When the last of the eight answers arrived. */
  apiRuns: number[];
  apiMedian: number;
}

const CHARTS = DASHBOARD_CHARTS.length;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

// Records, in the page's clock (0 = navigation start), when all eight canvases got their option
// and when all eight finished drawing.
const WATCH_CHARTS = `
  window.__optionAt = undefined;
  window.__drawnAt = undefined;
  new MutationObserver((_, observer) => {
    if (window.__optionAt === undefined && document.querySelectorAll('[data-drawn]').length >= ${CHARTS})
      window.__optionAt = performance.now();
    if (document.querySelectorAll('[data-drawn="true"]').length >= ${CHARTS}) {
      window.__drawnAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-drawn'] });
`;

/** The script URLs a navigation to `path` fetches in a fresh context (empty HTTP cache). */
async function scriptsOf(
  browser: Browser,
  baseURL: string,
  state: StorageState,
  path: string,
  ready: (page: Page) => Promise<unknown>,
) {
  // prettier-ignore
  const context = await browser.newContext({ baseURL, storageState: state });
  const page = await context.newPage();
  const urls = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.add(request.url());
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await ready(page);
  await context.close();
  return urls;
}

async function gzipOf(url: string): Promise<number> {
  const res = await fetch(url);
  return gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length;
}

export async function measureDashboardBundle(baseUrl: string): Promise<DashboardBundle> {
  const { browser, page } = await signedInPage(baseUrl, ADMIN);
  try {
    const state = await page.context().storageState();
    const empty = { cookies: [], origins: [] };
    const home = await scriptsOf(browser, baseUrl, state, '/home', (p) => p.waitForFunction((n) => document.querySelectorAll('[data-drawn]').length >= n, CHARTS, { timeout: 60_000 })); // prettier-ignore
    // The profile page's own heading, not networkidle alone: on a loaded machine the network
    // idles while the main thread still evaluates the index, before the shell's chunks are asked.
    const shell = await scriptsOf(browser, baseUrl, state, '/profile', (p) => p.getByRole('heading', { name: 'Mi perfil' }).waitFor({ timeout: 60_000 }).then(() => p.waitForLoadState('networkidle'))); // prettier-ignore
    const login = await scriptsOf(browser, baseUrl, empty, '/', (p) => p.getByLabel('Correo').waitFor()); // prettier-ignore
    const own = [...home].filter((u) => !shell.has(u) && !login.has(u));
    const files = await Promise.all(own.map(async (u) => ({ name: new URL(u).pathname, gzipBytes: await gzipOf(u) }))); // prettier-ignore
    const afterLogin = await Promise.all([...home].filter((u) => !login.has(u)).map(gzipOf));
    return {
      gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
      files: files.sort((a, b) => b.gzipBytes - a.gzipBytes),
      afterLoginBytes: afterLogin.reduce((sum, n) => sum + n, 0),
    };
  } finally {
    await browser.close();
  }
}

export async function measureDashboardDrawn(baseUrl: string, times = 7): Promise<DashboardDrawn> {
  const { browser, page } = await signedInPage(baseUrl, ADMIN);
  try {
    await page.addInitScript(WATCH_CHARTS);
    const runs: number[] = [];
    const optionRuns: number[] = [];
    const apiRuns: number[] = [];
    for (let i = 0; i <= times; i++) {
      await page.goto('/home');
      const handle = await page.waitForFunction(() => Reflect.get(window, '__drawnAt'), undefined, { timeout: 60_000 }); // prettier-ignore
      const drawnAt = Number(await handle.jsonValue());
      const optionAt = Number(await page.evaluate(() => Reflect.get(window, '__optionAt')));
      const apiAt = await page.evaluate(() => Math.max(0, ...performance.getEntriesByType('resource').flatMap((e) => (e instanceof PerformanceResourceTiming && e.name.includes('/api/dashboard/') ? [e.responseEnd] : [])))); // prettier-ignore
      if (i === 0) continue; // the first load after the sign-in warms the HTTP cache
      runs.push(drawnAt);
      optionRuns.push(optionAt);
      apiRuns.push(apiAt);
    }
    return { charts: CHARTS, runs, median: median(runs), optionRuns, optionMedian: median(optionRuns), apiRuns, apiMedian: median(apiRuns) }; // prettier-ignore
  } finally {
    await browser.close();
  }
}
