import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { print } from 'graphql';
import { z } from 'zod';
import {
  EditStatusNewsDocument,
  MeDocument,
  NewsDocument,
  type NewsQueryVariables,
} from '../../graphql/generated/client/graphql';
import { desc, sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { foldTitle, news } from '../../src/server/db/schema';
import { pageNews, type NewsFilters } from '../../src/server/modules/news/news.repository';
import { startServer, stopServer } from './server-process';

// Issue 9: the news list with 50,000 news over loopback through the real server (goal p95 ≤ 20
// ms): the first page, a title search, a status and a day. Sequential requests: latency, not
// throughput. `node --import tsx tests/bench/news-list.ts` runs it alone. Not a test: it prints.
// Issue 28: `… news-list.ts totals` compares the kept totals with a count(*) at 10,000 news
// (docs/decisions/0003-news-totals.md).

export const NEWS = 50_000;
const ADMIN = { email: 'admin@banco-noticias.cl', password: 'Noticias2025' };
/** The day every 97th news item is published on, for the day filter. */
const BUSY_DAY = '2024-09-18';

interface Latency {
  p50Ms: number;
  p95Ms: number;
  samples: number;
  total: number;
}

export interface NewsListReport {
  news: number;
  me: Latency;
  cases: { label: string; latency: Latency }[];
}

const HEADLINES = `array['Nuevo llamado al subsidio DS1', 'Feria de la vivienda en Temuco',
  'Cómo calcular el ahorro para el DS19', 'Entrega de departamentos en Puerto Montt',
  'Tasas hipotecarias bajan por tercer mes', 'Guía para postular al subsidio de arriendo',
  'Inauguran sala de ventas en Antofagasta', 'Proyectos con integración social en Maipú']`;

/** 50,000 news over five years and their tags, in set-based statements (no row-by-row inserts). */
function bulkSql(count: number): string {
  return `
    insert into tags_news (name)
      select 'Etiqueta ' || k from generate_series(1, 12) k on conflict do nothing;
    insert into news (title, subtitle, body, body_footer, source, date, status, created_at,
        updated_at)
      select (${HEADLINES})[1 + g % 8] || ' (nota ' || g || ')',
        'Información para familias que buscan su primera vivienda.',
        '<p>El Ministerio de Vivienda y Urbanismo informó las condiciones vigentes.</p>',
        '<p>Fuente: MINVU.</p>', (array['MINVU','La Tercera','Equipo editorial'])[1 + g % 3],
        case when g % 97 = 0 then date '${BUSY_DAY}'
             else (date '2021-01-01' + (g * 1826 / ${count}))::date end,
        case when g % 5 = 0 then 0 else 1 end, now(), now()
      from generate_series(1, ${count}) g;
    insert into news_tag (news_id, tag_news_id)
      select n.id, t.id from news n
      join (select id, row_number() over (order by id) - 1 as k from tags_news) t
        on t.k = n.id % 12;`;
}

async function prepare(dataDir: string, port: number): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true });
  const env = { DATA_DIR: dataDir, SEED_DEMO: '0', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }; // prettier-ignore
  // The server's own first start migrates and seeds roles, permissions, geography and the Admin.
  const first = await startServer(port, { ...env, OAUTH_CLIENT_SECRET: 'dev-secret' });
  await stopServer(first.child);
  const database = await openDatabase({ dataDir });
  try {
    await database.exec(bulkSql(NEWS));
    // What autovacuum does on a PostgreSQL server after a bulk load.
    await database.exec('vacuum analyze');
  } finally {
    await database.close();
  }
}

async function tokenOf(url: string): Promise<string> {
  const res = await fetch(`${url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', client_id: 2, client_secret: 'dev-secret', username: ADMIN.email, password: ADMIN.password, scope: 'all' }), // prettier-ignore
  });
  return z.object({ access_token: z.string() }).parse(await res.json()).access_token;
}

const answer = z.object({ data: z.unknown().optional(), errors: z.unknown().optional() });
const pageAnswer = z.object({ data: z.object({ news: z.object({ total: z.number() }) }) });

/**
 * `n` sequential round trips after 20 to warm up. With `afterWrite`, each one follows a news
 * write (not timed), so a search cannot reuse its kept total as is: the server brings it up to
 * date from the changes the write recorded (migration 0015).
 */
async function roundTrips(
  url: string,
  token: string,
  document: typeof NewsDocument | typeof MeDocument,
  variables: object,
  { n = 200, afterWrite = false } = {},
): Promise<Latency> {
  const body = JSON.stringify({ query: print(document), variables });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const times: number[] = [];
  let last: unknown = null;
  for (let i = 0; i < n + 20; i++) {
    if (afterWrite) {
      const write = { new_id: '1', status: i % 2 };
      const body = JSON.stringify({ query: print(EditStatusNewsDocument), variables: write });
      const res = await fetch(`${url}/graphql`, { method: 'POST', headers, body });
      if (!answer.parse(await res.json()).data) throw new Error('news write failed');
    }
    const t0 = performance.now();
    const res = await fetch(`${url}/graphql`, { method: 'POST', headers, body });
    const parsed = answer.parse(await res.json());
    const ms = performance.now() - t0;
    if (!parsed.data || parsed.errors) throw new Error(`request failed: ${JSON.stringify(parsed).slice(0, 500)}`); // prettier-ignore
    last = parsed;
    if (i >= 20) times.push(ms);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  const total = pageAnswer.safeParse(last).data?.data.news.total ?? 0;
  return { p50Ms: at(0.5), p95Ms: at(0.95), samples: times.length, total };
}

const BLANK: NewsQueryVariables = { page: 1, title: '', date: '', status: '' };

export async function measureNewsList(port = 4302): Promise<NewsListReport> {
  const dataDir = '/tmp/backoffice-bench-news';
  await prepare(dataDir, port);
  const server = await startServer(port, { DATA_DIR: dataDir, SEED_DEMO: '0', OAUTH_CLIENT_SECRET: 'dev-secret' }); // prettier-ignore
  try {
    const token = await tokenOf(server.url);
    const me = await roundTrips(server.url, token, MeDocument, {});
    const cases: [string, NewsQueryVariables, boolean?][] = [
      ['página 1 sin filtros', {}],
      ['página 100 sin filtros', { page: 100 }],
      ['título «subsidio» (1 de cada 4), total guardado', { title: 'subsidio' }],
      ['título «subsidio», tras escribir una noticia', { title: 'subsidio' }, true],
      ['título «subsidio», página 50', { title: 'subsidio', page: 50 }],
      ['título raro «nota 31337»', { title: 'nota 31337' }],
      ['estado oculta', { status: '0' }],
      [`día ${BUSY_DAY}`, { date: BUSY_DAY }],
      ['título, día y estado', { title: 'feria', date: BUSY_DAY, status: '1' }],
    ];
    const results = [];
    for (const [label, vars, afterWrite] of cases) {
      const latency = await roundTrips(server.url, token, NewsDocument, { ...BLANK, ...vars }, { afterWrite }); // prettier-ignore
      results.push({ label, latency });
    }
    return { news: NEWS, me, cases: results };
  } finally {
    await stopServer(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printNewsList(report: NewsListReport): void {
  const figures = (l: Latency) => `p50 ${l.p50Ms.toFixed(1)} ms, p95 ${l.p95Ms.toFixed(1)} ms`;
  console.log(`Lista de noticias por loopback con ${report.news.toLocaleString('es-CL')} noticias, 200 veces cada una (meta p95 ≤ 20 ms; referencia me: ${figures(report.me)}):`); // prettier-ignore
  for (const { label, latency } of report.cases) {
    console.log(`  ${label} (total ${latency.total.toLocaleString('es-CL')}): ${figures(latency)}`);
  }
}

/** Issue 28 (docs/decisions/0003-news-totals.md): the news list at a realistic size. */
export const NEWS_REALISTIC = 10_000;

export interface NewsTotalsReport {
  news: number;
  cases: { label: string; kept: Latency; counted: Latency }[];
}

async function timed(n: number, run: () => Promise<number>): Promise<Latency> {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < n + 20; i++) {
    const t0 = performance.now();
    total = await run();
    if (i >= 20) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { p50Ms: at(0.5), p95Ms: at(0.95), samples: times.length, total };
}

/**
 * A full first page of the list, in-process on the server's database engine, two ways in
 * alternating order: as the server reads it (the kept totals: status counts, version, changes,
 * in-process store) and with a plain count(*) of the same filter instead of a kept total.
 */
export async function measureNewsTotals(count = NEWS_REALISTIC): Promise<NewsTotalsReport> {
  const dataDir = '/tmp/backoffice-bench-news-totals';
  rmSync(dataDir, { recursive: true, force: true });
  // Opening migrates: the news tables and their triggers are all this needs, no server.
  const database = await openDatabase({ dataDir });
  try {
    await database.exec(bulkSql(count));
    await database.exec('vacuum analyze');
    const { db } = database;
    const like = (text: string) => foldTitle(sql`${`%${text}%`}::text`);
    const whereOf = (filters: NewsFilters) =>
      sql.join(
        [
          sql`true`,
          ...(filters.title ? [sql`${news.title_search} like ${like(filters.title)}`] : []),
          ...(filters.date ? [sql`${news.date} = ${filters.date}`] : []),
          ...(filters.status !== undefined ? [sql`${news.status} = ${filters.status}`] : []),
        ],
        sql` and `,
      );
    const cases: [string, NewsFilters][] = [
      ['sin filtros', {}],
      ['estado oculta', { status: 0 }],
      ['título «subsidio» (1 de cada 4)', { title: 'subsidio' }],
      ['título raro «nota 3137»', { title: 'nota 3137' }],
      [`día ${BUSY_DAY}`, { date: BUSY_DAY }],
      ['título, día y estado', { title: 'feria', date: BUSY_DAY, status: 1 }],
    ];
    const results = [];
    for (const [label, filters] of cases) {
      const kept = () => pageNews(db, filters, 1).then((page) => page.total);
      // The same page read, then the count that the kept totals spare.
      const counted = async () => {
        await db.select().from(news).where(whereOf(filters))
          .orderBy(desc(news.date), desc(news.id)).limit(15); // prettier-ignore
        const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(news).where(whereOf(filters)); // prettier-ignore
        return row?.n ?? 0;
      };
      // Alternating halves: neither way always runs on a warmer cache.
      const a1 = await timed(100, kept);
      const b1 = await timed(100, counted);
      const b2 = await timed(100, counted);
      const a2 = await timed(100, kept);
      if (a1.total !== b1.total) throw new Error(`${label}: ${a1.total} ≠ ${b1.total}`);
      const both = (x: Latency, y: Latency) => ({
        p50Ms: (x.p50Ms + y.p50Ms) / 2,
        p95Ms: Math.max(x.p95Ms, y.p95Ms),
        samples: x.samples + y.samples,
        total: x.total,
      });
      results.push({ label, kept: both(a1, a2), counted: both(b1, b2) });
    }
    return { news: count, cases: results };
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printNewsTotals(report: NewsTotalsReport): void {
  const figures = (l: Latency) => `p50 ${l.p50Ms.toFixed(1)} ms, p95 ${l.p95Ms.toFixed(1)} ms`;
  console.log(`Totales guardados de la lista de noticias, ${report.news.toLocaleString('es-CL')} noticias, primera página en proceso (200 veces cada forma):`); // prettier-ignore
  for (const { label, kept, counted } of report.cases) {
    console.log(`  ${label} (total ${kept.total.toLocaleString('es-CL')}): con totales guardados ${figures(kept)}; con count(*) ${figures(counted)}; count(*)/guardado p95 ×${(counted.p95Ms / kept.p95Ms).toFixed(2)}`); // prettier-ignore
  }
}

// `node --import tsx tests/bench/news-list.ts` runs this benchmark alone (after `npm run build`).
if (process.argv[1]?.endsWith('news-list.ts')) {
  if (process.argv[2] === 'totals') printNewsTotals(await measureNewsTotals());
  else printNewsList(await measureNewsList());
}
