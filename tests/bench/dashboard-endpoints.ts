import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { DASHBOARD_CHARTS, DASHBOARD_MAX_DAYS } from '../../src/shared/dashboard';
import { ADMIN, AGENCY_ADMIN } from './dashboard.seed';

// The eight POST /api/dashboard/<chart> endpoints over loopback, as the Admin and as the agency
// admin: the last 30 days (the default), this year, the whole five years, each without and with
// a project filter. Sequential requests (latency, not throughput), `n` timed after 10 warm-ups.

export interface Latency {
  p50Ms: number;
  p95Ms: number;
  /** The answer's total (funnel: its first step), to show what was counted. */
  total: number;
}

export interface EndpointCase {
  role: string;
  range: string;
  project: boolean;
  chart: string;
  latency: Latency;
}

const answer = z.union([
  z.object({ chart: z.string(), total: z.number() }),
  z.object({ chart: z.string(), steps: z.array(z.object({ value: z.number() })) }),
]);

export async function tokenOf(url: string, user: { email: string; password: string }) {
  const res = await fetch(`${url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', client_id: 2, client_secret: 'dev-secret', username: user.email, password: user.password, scope: 'all' }), // prettier-ignore
  });
  return z.object({ access_token: z.string() }).parse(await res.json()).access_token;
}

async function roundTrips(url: string, token: string, n: number): Promise<Latency> {
  const headers = { authorization: `Bearer ${token}` };
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < n + 10; i++) {
    const t0 = performance.now();
    // One retry of a dropped connection (a shared machine under load); a second drop fails.
    const post = () => fetch(url, { method: 'POST', headers });
    const res = await post().catch(post);
    const json: unknown = await res.json();
    const ms = performance.now() - t0;
    const parsed = answer.safeParse(json);
    if (!res.ok || !parsed.success) {
      throw new Error(`${url}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
    }
    total = 'total' in parsed.data ? parsed.data.total : (parsed.data.steps[0]?.value ?? 0);
    if (i >= 10) times.push(ms);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { p50Ms: at(0.5), p95Ms: at(0.95), total };
}

/** Today in Chile, YYYY-MM-DD (the endpoints' calendar). */
const chileToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());

function ranges(): [string, Record<string, string>][] {
  const today = chileToday();
  const fiveYears = new Date(`${today}T12:00:00Z`);
  fiveYears.setUTCDate(fiveYears.getUTCDate() - (DASHBOARD_MAX_DAYS - 1));
  return [
    ['últimos 30 días', {}],
    ['este año', { date_init: `${today.slice(0, 4)}-01-01`, date_finish: today }],
    ['cinco años', { date_init: fiveYears.toISOString().slice(0, 10), date_finish: today }],
  ];
}

export async function measureEndpoints(
  base: string,
  projectId: number,
  n = 200,
): Promise<EndpointCase[]> {
  const cases: EndpointCase[] = [];
  for (const [role, user] of [
    ['Admin', ADMIN],
    ['inmobiliaria', AGENCY_ADMIN],
  ] as const) {
    const token = await tokenOf(base, user);
    for (const [range, dates] of ranges()) {
      for (const project of [false, true]) {
        const params = new URLSearchParams(dates);
        if (project) params.set('project_id', String(projectId));
        for (const chart of DASHBOARD_CHARTS) {
          const latency = await roundTrips(`${base}/api/dashboard/${chart}?${params}`, token, n);
          cases.push({ role, range, project, chart, latency });
        }
      }
    }
  }
  return cases;
}

/** One line per role, range and filter: the worst endpoint's p95, then each endpoint's p50/p95. */
export function printEndpoints(engine: string, cases: EndpointCase[]): void {
  const worst = cases.reduce((m, c) => Math.max(m, c.latency.p95Ms), 0);
  console.log(`  ${engine}: peor p95 ${worst.toFixed(1)} ms (meta ≤ 20 ms)`);
  const groups = new Map<string, EndpointCase[]>();
  for (const c of cases) {
    const key = `${c.role}, ${c.range}, ${c.project ? 'con proyecto' : 'sin proyecto'}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  for (const [key, group] of groups) {
    console.log(`    ${key}:`);
    for (const c of group) {
      const { p50Ms, p95Ms, total } = c.latency;
      console.log(`      ${c.chart.padEnd(22)} p50 ${p50Ms.toFixed(1).padStart(5)} ms, p95 ${p95Ms.toFixed(1).padStart(5)} ms  (total ${total.toLocaleString('es-CL')})`); // prettier-ignore
    }
  }
}
