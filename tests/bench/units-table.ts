import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { print } from 'graphql';
import { z } from 'zod';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  EditVisibleGroupedPropertyDocument,
  MeDocument,
  PropertiesDocument,
} from '../../graphql/generated/client/graphql';
import { demoToken, startServer, stopServer } from './server-process';
import { BENCH_USER, prepareUnitsDatabase, UNITS } from './units-seed';

// Issue 4: a project with 5,000 units, read and changed over loopback by an agency admin (the
// agency scope applies): the /properties page query (250 rows; goal p95 ≤ 20 ms) and the grouped
// visibility toggle of 1,000 units (one statement; goal ≤ 100 ms). Not a test: it prints figures.

interface Latency {
  p50Ms: number;
  p95Ms: number;
  samples: number;
}

export interface UnitsReport {
  units: number;
  /** `me` in the same conditions: what any authenticated request costs on this machine now. */
  me: Latency;
  page: Latency;
  rows: number;
  grouped: Latency;
  updated: number;
  /** Issue 33: sorted pages beside the same page in the list's order, measured alternately. */
  sorted: { label: string; unsorted: Latency; sorted: Latency }[];
}

const answer = z.object({ data: z.unknown().optional(), errors: z.unknown().optional() });
const pageAnswer = z.object({
  data: z.object({ properties: z.object({ data: z.array(z.object({ id: z.string() })) }) }),
});
const groupedAnswer = z.object({
  data: z.object({ editVisibleGroupedProperty: z.object({ updated: z.number() }) }),
});

function latency(times: number[]): Latency {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50Ms: at(0.5), p95Ms: at(0.95), samples: sorted.length };
}

function tokenOf(url: string): Promise<string> {
  return demoToken(url, BENCH_USER.email, BENCH_USER.password);
}

/** One round trip; returns the parsed body and its time in ms. */
async function timed<TResult, TVariables>(
  url: string,
  token: string,
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
): Promise<{ json: unknown; ms: number }> {
  const t0 = performance.now();
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: print(document), variables }),
  });
  const json = answer.parse(await res.json());
  const ms = performance.now() - t0;
  if (!json.data || json.errors) throw new Error(`request failed: ${JSON.stringify(json)}`);
  return { json, ms };
}

export async function measureUnitsTable(
  port = 4292,
  dataDir = '/tmp/backoffice-bench-units',
): Promise<UnitsReport> {
  await prepareUnitsDatabase(dataDir, port);
  const server = await startServer(port, {
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    OAUTH_CLIENT_SECRET: 'dev-secret',
  });
  try {
    const token = await tokenOf(server.url);
    const meTimes: number[] = [];
    for (let i = 0; i < 220; i++) {
      const { ms } = await timed(server.url, token, MeDocument, {});
      if (i >= 20) meTimes.push(ms);
    }
    const filters = { identifier: '', model: '', orientation: '', tower: '', visible: '' };
    // The agency admin sees one project: the bank's.
    const first = await timed(server.url, token, PropertiesDocument, { ...filters, page: 1 });
    const projectId = z
      .object({
        data: z.object({
          properties: z.object({ data: z.array(z.object({ project_id: z.string() })) }),
        }),
      })
      .parse(first.json).data.properties.data[0]?.project_id;
    if (!projectId) throw new Error('el proyecto de prueba no tiene unidades');
    const vars = { ...filters, project_id: projectId, page: 1 };
    const pageTimes: number[] = [];
    let rows = 0;
    for (let i = 0; i < 220; i++) {
      const { json, ms } = await timed(server.url, token, PropertiesDocument, vars);
      rows = pageAnswer.parse(json).data.properties.data.length;
      if (i >= 20) pageTimes.push(ms);
    }
    // Issue 33: each sort beside the same page unsorted, one request of each in turn, so both
    // see the same machine load (the goal compares their p95).
    const sortCases: [string, number, string][] = [
      ['página 1 por precio', 1, 'price'],
      ['página 1 por precio descendente', 1, '-price'],
      ['página 10 por precio', 10, 'price'],
      ['página 1 por identificador descendente', 1, '-identifier'],
      ['página 1 por superficie', 1, 'total_area'],
    ];
    const sorted: UnitsReport['sorted'] = [];
    for (const [label, page, sort] of sortCases) {
      const times: [number[], number[]] = [[], []];
      for (let i = 0; i < 220; i++) {
        for (const k of [0, 1] as const) {
          const variables = k === 0 ? { ...vars, page } : { ...vars, page, sort };
          const { ms } = await timed(server.url, token, PropertiesDocument, variables);
          if (i >= 20) times[k].push(ms);
        }
      }
      sorted.push({ label, unsorted: latency(times[0]), sorted: latency(times[1]) });
    }
    // The first 1,000 homes of the page order, as the table's selection would send them.
    const ids: string[] = [];
    for (let page = 1; ids.length < 1_000; page++) {
      const { json } = await timed(server.url, token, PropertiesDocument, { ...vars, page });
      ids.push(...pageAnswer.parse(json).data.properties.data.map((p) => p.id));
    }
    const selection = JSON.stringify(ids.slice(0, 1_000).map(Number));
    const groupedTimes: number[] = [];
    let updated = 0;
    for (let i = 0; i < 45; i++) {
      // Alternating hidden/visible: every call really changes (and audits) 1,000 rows.
      const flag = i % 2 === 1;
      const variables = { properties: selection, flag, propertie_type: 'property' };
      const { json, ms } = await timed(
        server.url,
        token,
        EditVisibleGroupedPropertyDocument,
        variables,
      );
      updated = groupedAnswer.parse(json).data.editVisibleGroupedProperty.updated;
      if (i >= 5) groupedTimes.push(ms);
    }
    return {
      units: UNITS,
      me: latency(meTimes),
      page: latency(pageTimes),
      rows,
      grouped: latency(groupedTimes),
      updated,
      sorted,
    };
  } finally {
    await stopServer(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printUnitsTable(report: UnitsReport): void {
  const figures = (l: Latency) => `p50 ${l.p50Ms.toFixed(1)} ms, p95 ${l.p95Ms.toFixed(1)} ms`;
  console.log(
    `Unidades por loopback, proyecto con ${report.units.toLocaleString('es-CL')} propiedades (administradora de la inmobiliaria):`,
  );
  console.log(
    `  página de propiedades (${report.rows} filas): ${figures(report.page)} (${report.page.samples} consultas seguidas; meta p95 ≤ 20 ms)`,
  );
  console.log(`  referencia, me en las mismas condiciones: ${figures(report.me)}`);
  console.log('  ordenadas (issue 33; meta p95 ≤ 1,2× la misma página sin ordenar, alternadas):');
  for (const { label, unsorted, sorted } of report.sorted) {
    const ratio = (sorted.p95Ms / unsorted.p95Ms).toFixed(2);
    console.log(
      `    ${label}: ordenada ${figures(sorted)}; sin ordenar ${figures(unsorted)}; ${ratio}×`,
    );
  }
  console.log(
    `  visibilidad agrupada de 1.000 unidades (una sentencia, ${report.updated} filas cambiadas con su auditoría): ${figures(report.grouped)} (${report.grouped.samples} cambios; meta ≤ 100 ms)`,
  );
}
