import { rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { signedInPage } from './bench-browser';
import { startServer, stopServer } from './server-process';

// Issue 33: the project editor from a click on «Editar …» in /projects to an editable form (the
// «Nombre» field holds the project's name and takes input), and on a full page load of
// /projects/{id}/edit; as the Admin, whose editor also loads the payment keys and the agencies.
// Also when the page's frame (its heading) shows. Not a test: it prints figures.

type Run = { frame: number; editable: number };

export interface ProjectEditorReport {
  /** One entry per build measured: today's, and a baseline's (BENCH_BASELINE_DIST) if given. */
  builds: { label: string; inApp: Run[]; fullLoad: Run[] }[];
}

const ADMIN = { email: 'admin@demo.cl', password: 'Demo1234!' };
const ROUNDS = Number(process.env.BENCH_EDITOR_ROUNDS ?? 7);

// Records, in the page's clock, when the heading «Editar…» shows and when «Nombre» is editable.
const WATCH_EDITOR = `
  window.__frameAt = undefined;
  window.__editableAt = undefined;
  new MutationObserver((_, observer) => {
    if (window.__frameAt === undefined) {
      const heading = document.querySelector('h1');
      if (heading && heading.textContent.startsWith('Editar')) window.__frameAt = performance.now();
    }
    const name = [...document.querySelectorAll('label')].find((l) => l.textContent.trim().startsWith('Nombre'));
    const input = name && document.getElementById(name.htmlFor);
    if (input && !input.disabled && input.value) {
      window.__editableAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true, attributes: true });
`;

async function marks(page: Page): Promise<{ frame: number; editable: number }> {
  await page.waitForFunction(() => Reflect.get(window, '__editableAt'), undefined, {
    timeout: 60_000,
  });
  return page.evaluate(() => ({
    frame: Number(Reflect.get(window, '__frameAt') ?? Reflect.get(window, '__editableAt')),
    editable: Number(Reflect.get(window, '__editableAt')),
  }));
}

async function fromList(page: Page): Promise<{ frame: number; editable: number }> {
  await page.goto('/projects');
  const link = page.getByRole('link', { name: /^Editar / }).first();
  await link.waitFor();
  const start = await page.evaluate((watch) => {
    new Function(watch)();
    const t0 = performance.now();
    document.querySelector<HTMLAnchorElement>('a[href$="/edit"]')?.click();
    return t0;
  }, WATCH_EDITOR);
  const at = await marks(page);
  return { frame: at.frame - start, editable: at.editable - start };
}

// BENCH_BASELINE_DIST=<dir of another `vite build`> measures that SPA too, on its own server and
// data, alternating with today's round by round (the same server bundle serves both).
export async function measureProjectEditor(
  port = Number(process.env.BENCH_PORT ?? 4297),
): Promise<ProjectEditorReport> {
  const dists = [{ label: 'actual', dir: 'dist' }];
  const baseline = process.env.BENCH_BASELINE_DIST;
  if (baseline) dists.unshift({ label: 'base', dir: baseline });
  const opened = [];
  try {
    for (const [index, dist] of dists.entries()) {
      const dataDir = `/tmp/backoffice-bench-project-editor-${index}`;
      rmSync(dataDir, { recursive: true, force: true });
      const server = await startServer(port + index, {
        DATA_DIR: dataDir,
        SEED_DEMO: '1',
        STATIC_DIR: dist.dir,
        OAUTH_CLIENT_SECRET: 'dev-secret',
      });
      const { browser, page } = await signedInPage(server.url, ADMIN);
      opened.push({
        ...dist,
        dataDir,
        server,
        browser,
        page,
        inApp: [] as Run[],
        fullLoad: [] as Run[],
      });
      await fromList(page); // the first one also fetches the page's code
      await page.goto('/projects');
      const href = await page.locator('a[href$="/edit"]').first().getAttribute('href');
      Object.assign(opened[index] ?? {}, { href });
      await page.addInitScript(WATCH_EDITOR);
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const build of opened) {
        build.inApp.push(await fromList(build.page));
        const href = Reflect.get(build, 'href');
        await build.page.goto(typeof href === 'string' ? href : '/projects');
        build.fullLoad.push(await marks(build.page));
      }
    }
    return { builds: opened.map(({ label, inApp, fullLoad }) => ({ label, inApp, fullLoad })) };
  } finally {
    for (const build of opened) {
      await build.browser.close();
      await stopServer(build.server.child);
      rmSync(build.dataDir, { recursive: true, force: true });
    }
  }
}

export function printProjectEditor(report: ProjectEditorReport): void {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const line = (runs: Run[]) =>
    `marco ${runs.map((r) => r.frame.toFixed(0)).join(', ')} ms (mediana ${median(runs.map((r) => r.frame)).toFixed(0)}); ` +
    `editable ${runs.map((r) => r.editable.toFixed(0)).join(', ')} ms (mediana ${median(runs.map((r) => r.editable)).toFixed(0)})`;
  console.log('Editor de proyecto en Chromium (demo, Admin):');
  for (const build of report.builds) {
    console.log(
      `  [${build.label}] clic en «Editar» en /projects: ${line(build.inApp)} (meta editable ≤ 500 ms)`,
    );
    console.log(
      `  [${build.label}] carga completa: ${line(build.fullLoad)} (meta editable ≤ 1000 ms)`,
    );
  }
}

if (process.argv[1]?.endsWith('project-editor.ts')) {
  printProjectEditor(await measureProjectEditor());
}
