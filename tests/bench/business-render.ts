import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { openDatabase } from '../../src/server/db/client';
import { ADMIN, seedBusinessBench } from './business-board.seed';
import { signedInPage } from './bench-browser';
import { startServer, stopServer } from './server-process';

// Issue 7: the /business board of 200,000 prospects drawn by the built SPA in Chromium, as the
// Admin (every agency: the largest board). "Usable" is the moment every stage column holds its
// first cards with their «Mover a…» buttons. Measured from a click on «Negocios» in the menu of
// /home, and from a full page load of /business. Not a test: it prints figures.

export interface BusinessRenderReport {
  prospects: number;
  inApp: number[];
  fullLoad: number[];
  columns: number;
  cardsInDom: number;
}

const PROSPECTS = 200_000;

// Records, in the page's clock, when the last of the board's columns gets its first card.
const WATCH_BOARD = `
  window.__boardAt = undefined;
  new MutationObserver((_, observer) => {
    const lists = document.querySelectorAll('ul[aria-label^="Negocios en "]');
    if (lists.length > 0 && [...lists].every((list) => list.querySelector('li button'))) {
      window.__boardAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function boardAt(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => Reflect.get(window, '__boardAt'), undefined, {
    timeout: 60_000,
  });
  return Number(await handle.jsonValue());
}

async function inAppNavigation(page: Page): Promise<number> {
  await page.goto('/home');
  await page.waitForSelector('a[href="/business"]');
  const start = await page.evaluate((watch) => {
    new Function(watch)();
    const t0 = performance.now();
    document.querySelector<HTMLAnchorElement>('a[href="/business"]')?.click();
    return t0;
  }, WATCH_BOARD);
  return (await boardAt(page)) - start;
}

const SEEDED_MARK = 'bench-seeded.txt';

async function prepareDatabase(dataDir: string, port: number): Promise<void> {
  // BENCH_KEEP_DATA=1 reuses a directory a run of this bench or of business-board.ts seeded fully.
  const mark = join(dataDir, SEEDED_MARK);
  const kept = existsSync(mark) && readFileSync(mark, 'utf8') === String(PROSPECTS);
  if (process.env.BENCH_KEEP_DATA === '1' && kept) return;
  rmSync(dataDir, { recursive: true, force: true });
  const first = await startServer(port, {
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    OAUTH_CLIENT_SECRET: 'dev-secret',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  await stopServer(first.child);
  const database = await openDatabase({ dataDir });
  try {
    await seedBusinessBench(database, PROSPECTS);
  } finally {
    await database.close();
  }
  writeFileSync(mark, String(PROSPECTS));
}

export async function measureBusinessRender(
  port = Number(process.env.BENCH_PORT ?? 4294),
): Promise<BusinessRenderReport> {
  const dataDir = process.env.BENCH_DATA_DIR ?? '/tmp/backoffice-bench-business-render';
  await prepareDatabase(dataDir, port);
  const server = await startServer(port, {
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    STATIC_DIR: 'dist',
    OAUTH_CLIENT_SECRET: 'dev-secret',
  });
  const { browser, page } = await signedInPage(server.url, ADMIN);
  try {
    const inApp: number[] = [];
    for (let i = 0; i < 6; i++) {
      const total = await inAppNavigation(page);
      if (i > 0) inApp.push(total); // the first one also fetches the page's code
    }
    await page.addInitScript(WATCH_BOARD);
    const fullLoad: number[] = [];
    for (let i = 0; i < 5; i++) {
      await page.goto('/business');
      fullLoad.push(await boardAt(page));
    }
    const columns = await page.locator('ul[aria-label^="Negocios en "]').count();
    const cardsInDom = await page.locator('ul[aria-label^="Negocios en "] > li').count();
    return { prospects: PROSPECTS, inApp, fullLoad, columns, cardsInDom };
  } finally {
    await browser.close();
    await stopServer(server.child);
    if (process.env.BENCH_KEEP_DATA !== '1') rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printBusinessRender(report: BusinessRenderReport): void {
  const n = (x: number) => x.toFixed(0);
  console.log(
    `Tablero de negocios en Chromium (${report.prospects.toLocaleString('es-CL')} negocios, ${report.columns} etapas, ${report.cardsInDom} tarjetas):`,
  );
  console.log(
    `  desde el clic en «Negocios» hasta el tablero usable: ${report.inApp.map(n).join(', ')} ms; mediana ${n(median(report.inApp))} ms (meta ≤ 1000 ms)`,
  );
  console.log(
    `  carga completa de /business hasta el tablero usable: ${report.fullLoad.map(n).join(', ')} ms; mediana ${n(median(report.fullLoad))} ms`,
  );
}

// `node --import tsx tests/bench/business-render.ts` runs this benchmark alone (after the build).
if (process.argv[1]?.endsWith('business-render.ts')) {
  printBusinessRender(await measureBusinessRender());
}
