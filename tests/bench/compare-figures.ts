import { performance } from 'node:perf_hooks';
import { print } from 'graphql';
import { z } from 'zod';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  PropertiesDocument,
  QuotationsDocument,
  type QuotationsQueryVariables,
} from '../../graphql/generated/client/graphql';
import { DASHBOARD_CHARTS, DASHBOARD_MAX_DAYS } from '../../src/shared/dashboard/contract';
import { formatRut, rutCheckDigit } from '../../src/shared/rut';
import { ADMIN as DASHBOARD_ADMIN, AGENCY_ADMIN as DASHBOARD_AGENCY } from './dashboard.seed';
import { measureMe } from './me-throughput';
import {
  ADMIN as QUOTATIONS_ADMIN,
  AGENCY_ADMIN as QUOTATIONS_AGENCY,
  rutBodyOf,
} from './quotations-list.seed';
import { demoToken } from './server-process';
import { BENCH_USER } from './units-seed';

// The request-latency figures of compare-builds.ts, over loopback against one running build.
// Every function returns figures by key: milliseconds (p95) or requests per second (me).

export type Figures = Record<string, number>;

/** p95 of `n` sequential calls after `warm` untimed ones. */
export async function p95(n: number, warm: number, call: () => Promise<void>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < warm + n; i++) {
    const t0 = performance.now();
    await call();
    if (i >= warm) times.push(performance.now() - t0);
  }
  return percentile(times, 0.95);
}

export function percentile(times: number[], q: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

const answer = z.object({ data: z.record(z.string(), z.unknown()), errors: z.never().optional() });

/** One GraphQL round trip that must answer data without errors. */
export async function graphql<TResult, TVariables>(
  url: string,
  token: string,
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
): Promise<Record<string, unknown>> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: print(document), variables }),
  });
  const json: unknown = await res.json();
  const parsed = answer.safeParse(json);
  if (!parsed.success) throw new Error(`GraphQL: ${JSON.stringify(json).slice(0, 400)}`);
  return parsed.data.data;
}

const FILTERS = { identifier: '', model: '', orientation: '', tower: '', visible: '' };
const firstRow = z.object({
  properties: z.object({ data: z.array(z.object({ project_id: z.string() })).min(1) }),
});

/** `me` (throughput with 8 callers, and p95) as the units data set's agency admin. */
export async function measureMeFigures(url: string): Promise<Figures> {
  const token = await demoToken(url, BENCH_USER.email, BENCH_USER.password);
  await measureMe(url, token, 1); // warm-up
  const me = await measureMe(url, token, 3);
  return { 'me.rps': me.perSecond, 'me.p95': me.p95Ms };
}

/** The /properties page: its route (the SPA's HTML) and its page-1 `Properties` query. */
export async function measureProperties(url: string): Promise<Figures> {
  const token = await demoToken(url, BENCH_USER.email, BENCH_USER.password);
  const first = await graphql(url, token, PropertiesDocument, { ...FILTERS, page: 1 });
  const projectId = firstRow.parse(first).properties.data[0]?.project_id;
  const vars = { ...FILTERS, project_id: projectId, page: 1 };
  const page = await p95(200, 20, async () => {
    await graphql(url, token, PropertiesDocument, vars);
  });
  const route = await p95(100, 10, async () => {
    const res = await fetch(`${url}/properties`, { headers: { accept: 'text/html' } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`GET /properties: HTTP ${res.status}`);
  });
  return { 'properties.page': page, 'properties.route': route };
}

const BLANK = { project_id: '', date_ini: '', date_end: '', real_state_agency: '', status: '' };
const busiest = z.object({
  quotations: z.object({
    data: z.array(z.object({ project: z.object({ id: z.string() }).nullable() })),
  }),
});

/** The quotations list over a million quotations: the filters people use most, p95 each. */
export async function measureQuotations(url: string): Promise<Figures> {
  const admin = await demoToken(url, QUOTATIONS_ADMIN.email, QUOTATIONS_ADMIN.password);
  const agency = await demoToken(url, QUOTATIONS_AGENCY.email, QUOTATIONS_AGENCY.password);
  const first = await graphql(url, admin, QuotationsDocument, { ...BLANK, page: 1 });
  const project = busiest.parse(first).quotations.data[0]?.project?.id ?? '';
  const body = rutBodyOf(1_234);
  const cases: [string, string, QuotationsQueryVariables][] = [
    ['quotations.page1', admin, { page: 1 }],
    ['quotations.project', admin, { project_id: project }],
    ['quotations.agency', agency, {}],
    ['quotations.rut', admin, { search: formatRut(body, rutCheckDigit(body)) }],
    ['quotations.name', admin, { search: 'camila gonzalez' }],
  ];
  const figures: Figures = {};
  for (const [key, token, vars] of cases) {
    figures[key] = await p95(100, 10, async () => {
      await graphql(url, token, QuotationsDocument, { ...BLANK, ...vars });
    });
  }
  return figures;
}

const chileToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());

function ranges(): Record<string, string>[] {
  const today = chileToday();
  const oldest = new Date(`${today}T12:00:00Z`);
  oldest.setUTCDate(oldest.getUTCDate() - (DASHBOARD_MAX_DAYS - 1));
  return [
    {},
    { date_init: `${today.slice(0, 4)}-01-01`, date_finish: today },
    { date_init: oldest.toISOString().slice(0, 10), date_finish: today },
  ];
}

/**
 * Each POST /api/dashboard/<chart>: p95 of its calls pooled over both roles, three ranges (30
 * days, this year, five years) and with and without a project filter.
 */
export async function measureDashboardFigures(url: string, projectId: number): Promise<Figures> {
  const pooled = new Map<string, number[]>(DASHBOARD_CHARTS.map((c) => [c, []]));
  for (const user of [DASHBOARD_ADMIN, DASHBOARD_AGENCY]) {
    const headers = { authorization: `Bearer ${await demoToken(url, user.email, user.password)}` }; // prettier-ignore
    for (const dates of ranges()) {
      for (const project of [false, true]) {
        const params = new URLSearchParams(dates);
        if (project) params.set('project_id', String(projectId));
        for (const chart of DASHBOARD_CHARTS) {
          for (let i = 0; i < 17; i++) {
            const t0 = performance.now();
            const res = await fetch(`${url}/api/dashboard/${chart}?${params}`, { method: 'POST', headers }); // prettier-ignore
            await res.arrayBuffer();
            if (!res.ok) throw new Error(`/api/dashboard/${chart}: HTTP ${res.status}`);
            if (i >= 2) pooled.get(chart)?.push(performance.now() - t0);
          }
        }
      }
    }
  }
  return Object.fromEntries([...pooled].map(([c, t]) => [`dashboard.${c}`, percentile(t, 0.95)]));
}
