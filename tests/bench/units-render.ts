import type { Page } from 'playwright-core';
import { signedInPage } from './bench-browser';
import { startServer, stopServer } from './server-process';
import { BENCH_USER, prepareUnitsDatabase, UNITS } from './units-seed';

// Issue 4: the /properties table of a 5,000-unit project drawn by the built SPA in Chromium, as
// the bank's agency admin. Measured from the navigation (a click on the Propiedades link of /home,
// or a full page load) to the first table rows in the DOM; then the rows the DOM holds (the table
// is virtualized: a page of 250 homes draws only those in view). Not a test: it prints figures.

export interface UnitsRenderReport {
  units: number;
  inApp: number[];
  /** From the last answer (the page of units) to the first rows drawn, in-app navigations. */
  tableOnly: number[];
  fullLoad: number[];
  rowsInDom: number;
  rowsOnPage: number;
}

// Records, in the page's clock, when the first table row appears.
const WATCH_ROWS = `
  window.__rowsAt = undefined;
  new MutationObserver((_, observer) => {
    if (document.querySelector('tbody tr[data-index]')) {
      window.__rowsAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function rowsAt(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => Reflect.get(window, '__rowsAt'), undefined, {
    timeout: 30_000,
  });
  return Number(await handle.jsonValue());
}

/** Time from the last GraphQL answer before the first rows to those rows: the table's own part. */
async function afterData(page: Page, rows: number): Promise<number> {
  const ends = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/graphql'))
      .map((entry) => Reflect.get(entry, 'responseEnd')),
  );
  const before = ends.map(Number).filter((end) => end <= rows);
  return rows - Math.max(0, ...before);
}

async function inAppNavigation(page: Page): Promise<{ total: number; table: number }> {
  await page.goto('/home');
  await page.waitForSelector('a[href="/properties"]');
  const start = await page.evaluate((watch) => {
    // The same watcher as a page load, started right before the click.
    new Function(watch)();
    const t0 = performance.now();
    document.querySelector<HTMLAnchorElement>('a[href="/properties"]')?.click();
    return t0;
  }, WATCH_ROWS);
  const rows = await rowsAt(page);
  return { total: rows - start, table: await afterData(page, rows) };
}

export async function measureUnitsRender(port = 4293): Promise<UnitsRenderReport> {
  const dataDir = '/tmp/backoffice-bench-units-render';
  await prepareUnitsDatabase(dataDir, port);
  const server = await startServer(port, {
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    STATIC_DIR: 'dist',
    OAUTH_CLIENT_SECRET: 'dev-secret',
  });
  const { browser, page } = await signedInPage(server.url, BENCH_USER);
  try {
    const inApp: number[] = [];
    const tableOnly: number[] = [];
    for (let i = 0; i < 6; i++) {
      const { total, table } = await inAppNavigation(page);
      if (i === 0) continue; // the first one also fetches the page's code
      inApp.push(total);
      tableOnly.push(table);
    }
    const url = page.url();
    await page.addInitScript(WATCH_ROWS);
    const fullLoad: number[] = [];
    for (let i = 0; i < 5; i++) {
      await page.goto(url);
      fullLoad.push(await rowsAt(page));
    }
    await page.waitForTimeout(500);
    const rowsInDom = await page.locator('tbody tr[data-index]').count();
    const rowsOnPage = Number(
      (await page.locator('table[aria-rowcount]').getAttribute('aria-rowcount')) ?? 1,
    );
    return { units: UNITS, inApp, tableOnly, fullLoad, rowsInDom, rowsOnPage: rowsOnPage - 1 };
  } finally {
    await browser.close();
    await stopServer(server.child);
  }
}

export function printUnitsRender(report: UnitsRenderReport): void {
  const n = (x: number) => x.toFixed(0);
  console.log(
    `Tabla de unidades en Chromium (proyecto de ${report.units.toLocaleString('es-CL')} unidades, página de ${report.rowsOnPage} filas):`,
  );
  console.log(
    `  desde el clic en «Propiedades» hasta las primeras filas: ${report.inApp.map(n).join(', ')} ms; mediana ${n(median(report.inApp))} ms (meta ≤ 300 ms)`,
  );
  console.log(
    `  de la respuesta del servidor a las primeras filas (dibujo de la tabla): ${report.tableOnly.map(n).join(', ')} ms; mediana ${n(median(report.tableOnly))} ms`,
  );
  console.log(
    `  carga completa de /properties hasta las primeras filas: ${report.fullLoad.map(n).join(', ')} ms; mediana ${n(median(report.fullLoad))} ms`,
  );
  console.log(`  filas en el DOM: ${report.rowsInDom} (meta ≤ 60)`);
}
