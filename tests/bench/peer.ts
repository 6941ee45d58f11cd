import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { print } from 'graphql';
import postgres from 'postgres';
import { z } from 'zod';
import { QuotationDocument, QuotationsDocument } from '../../graphql/generated/client/graphql';
import { openDatabase } from '../../src/server/db/client';
import { ADMIN, seedQuotationsBench } from './quotations-list.seed';
import { startWireLog, type Statement } from './peer.wire';
import { demoToken, startServer, stopServer } from './server-process';

// Issue 35: what a request of the app costs beside a peer and beside its own SQL, on one
// PostgreSQL with a large seed. Three things answer the same rows, measured side by side in
// alternated rounds with the same closed-loop load (CONNECTIONS callers, each sending its next
// request when the last one answers):
// - the app's built server, with the SPA's Quotations page 1 as Admin and its Quotation details;
// - PostGraphile 4 (peer.child.ts) serving the same rows with the same joined data, without a
//   total (peer.quotations.graphql, peer.quotation.graphql);
// - the floor: the app's own main statement for each (the longest one a request sends, captured
//   once from the wire by peer.wire.ts, with its parameters), run alone through `postgres`, the
//   app's driver, as a prepared statement.
// Once per round, an empty operation (peer.empty.graphql) with the same token tells what the
// framework alone costs a request: the floor's goal cannot be met below it. So does the same
// operation on the bare framework (peer.bare.ts: Fastify and yoga, nothing else), for every
// server built on them.
// Needs TEST_DATABASE_URL (a role that may create databases). Not a test: it prints figures.

export const PEER_QUOTATIONS = Number(process.env.BENCH_PEER_QUOTATIONS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_PEER_ROUNDS ?? 4);
const SECONDS = Number(process.env.BENCH_PEER_SECONDS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_PEER_CONNECTIONS ?? 10);
/** The app's port; the next three: PostGraphile, the capture's relay, the bare framework. */
const PORT = Number(process.env.BENCH_PEER_PORT ?? 4310);
const WARM_UP_SECONDS = 2;
const BLANK = { project_id: '', date_ini: '', date_end: '', real_state_agency: '', status: '' };

/** One closed-loop run: answers per second and latency percentiles. */
export interface Load {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
}

export interface PeerCase {
  label: string;
  /** What the app's request sends to the database (the fewest over a few requests). */
  statements: number;
  /** The start of the floor's statement, to tell which one it is. */
  floorSql: string;
  /** The start of each statement the request sends, in order (printed with BENCH_PEER_SQL=1). */
  sent: string[];
  /** Of those, how many ran as named prepared statements, and how many were parsed again. */
  named: number;
  parsed: number;
  /** One entry per round, in round order. */
  app: Load[];
  peer: Load[];
  floor: Load[];
}

export interface PeerReport {
  /** Set when the comparison did not run (no PostgreSQL). */
  skipped?: string;
  quotations: number;
  rounds: number;
  seconds: number;
  connections: number;
  /** Seconds the migrations and the seed took. */
  seedSeconds: number;
  cases: PeerCase[];
  /** The empty operation, one entry per round. */
  empty: Load[];
  /** The empty operation on the bare framework, anonymous, one entry per round. */
  bare: Load[];
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2; // prettier-ignore
};

/** `connections` callers for `seconds`, each calling again as soon as its call answers. */
async function closedLoop(call: () => Promise<void>, seconds: number): Promise<Load> {
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const t = performance.now();
      await call();
      latencies.push(performance.now() - t);
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
  };
}

/** A GraphQL POST over kept-alive loopback connections; rejects on an error answer. */
function poster(agent: Agent, url: string, token?: string) {
  const target = new URL('/graphql', url);
  const headers = {
    'content-type': 'application/json',
    accept: 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
  return (body: string) =>
    new Promise<string>((resolve, reject) => {
      const req = request(target, { method: 'POST', agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          if (res.statusCode !== 200 || !text.startsWith('{"data"') || text.includes('"errors"')) {
            reject(new Error(`${url} answered ${res.statusCode}: ${text.slice(0, 300)}`));
          } else resolve(text);
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
}

const peerDocument = (name: string) =>
  readFileSync(new URL(`./peer.${name}.graphql`, import.meta.url), 'utf8');

const appList = z.object({
  data: z.object({
    quotations: z.object({
      data: z.array(
        z.object({ id: z.string(), propertyquotation: z.array(z.object({ id: z.string() })) }),
      ),
    }),
  }),
});
const peerList = z.object({
  data: z.object({
    allQuotations: z.object({
      nodes: z.array(
        z.object({
          id: z.number(),
          propertyQuotationsByQuotationId: z.object({ nodes: z.array(z.object({ id: z.number() })) }), // prettier-ignore
        }),
      ),
    }),
  }),
});
const appDetails = z.object({
  data: z.object({
    quotations: z.object({
      data: z.array(
        z.object({
          id: z.string(),
          customer: z.object({ id: z.string(), commune: z.object({ id: z.string() }).nullable() }),
          propertyquotation: z.array(z.object({ id: z.string() })),
        }),
      ),
    }),
  }),
});
const peerDetails = z.object({
  data: z.object({
    quotationById: z.object({
      id: z.number(),
      customerByCustomerId: z.object({
        id: z.number(),
        communeByCommuneId: z.object({ id: z.number() }).nullable(),
      }),
      propertyQuotationsByQuotationId: z.object({ nodes: z.array(z.object({ id: z.number() })) }),
    }),
  }),
});

/** Each row's id and its quoted homes' ids, as one comparable text. */
const rowsOf = (rows: { id: string | number; quoted: { id: string | number }[] }[]) =>
  rows.map((row) => `${row.id}:${row.quoted.map((q) => q.id).join(',')}`).join(' ');

/** Starts `script` (peer.child.ts or peer.bare.ts) in a process of its own, on `port`. */
function startPeer(script: string, port: number, databaseUrl = ''): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `tests/bench/${script}`], {
      env: { ...process.env, PEER_DATABASE_URL: databaseUrl, PEER_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve(child);
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

const abbreviated = (text: string) => text.replace(/\s+/g, ' ').slice(0, 100);

/** A request's main statement: the longest it sends (the catalog reads of a new connection aside). */
const mainOf = (statements: Statement[]) =>
  statements
    .filter((s) => !/pg_catalog/.test(s.text))
    .reduce<Statement | undefined>((a, b) => (a && a.text.length >= b.text.length ? a : b), undefined); // prettier-ignore

interface Operation {
  label: string;
  appBody: string;
  peerBody: string;
}

/**
 * Runs the app once behind the wire log: per operation, the fewest statements a request sends
 * (after a few to warm up) and its main one.
 */
async function capture(databaseUrl: string, env: Record<string, string>, ops: Operation[]) {
  const wire = await startWireLog(databaseUrl, PORT + 2);
  const server = await startServer(PORT, { ...env, DATABASE_URL: wire.url });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const post = poster(agent, server.url, await demoToken(server.url, ADMIN.email, ADMIN.password)); // prettier-ignore
    const captured = [];
    for (const op of ops) {
      for (let i = 0; i < 5; i++) await post(op.appBody);
      let fewest: Statement[] | null = null;
      for (let i = 0; i < 5; i++) {
        wire.take();
        await post(op.appBody);
        const sent = wire.take();
        // The fewest statements, then the fewest parsed (a connection of the pool not used yet
        // parses each statement once).
        const parsed = (list: Statement[]) => list.filter((st) => st.parsed).length;
        if (!fewest || sent.length < fewest.length || (sent.length === fewest.length && parsed(sent) < parsed(fewest))) fewest = sent; // prettier-ignore
      }
      const main = mainOf(fewest ?? []);
      if (!main) throw new Error(`${op.label}: no statement captured`);
      const sent = (fewest ?? []).map((s) => abbreviated(s.text));
      const named = (fewest ?? []).filter((s) => s.named).length;
      const parsed = (fewest ?? []).filter((s) => s.parsed).length;
      captured.push({ statements: sent.length, sent, main, named, parsed });
    }
    return captured;
  } finally {
    agent.destroy();
    await stopServer(server.child);
    await wire.close();
  }
}

async function compare(
  databaseUrl: string,
  dataDir: string,
): Promise<Pick<PeerReport, 'cases' | 'empty' | 'bare'>> {
  const env = { DATA_DIR: dataDir, SEED_DEMO: '0', OAUTH_CLIENT_SECRET: 'dev-secret' };
  const appAgent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const peerAgent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const bareAgent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const floorSql = postgres(databaseUrl, { max: CONNECTIONS, onnotice: () => undefined });
  let server = await startServer(PORT, { ...env, DATABASE_URL: databaseUrl });
  let peer: ChildProcess | null = null;
  let bare: ChildProcess | null = null;
  try {
    peer = await startPeer('peer.child.ts', PORT + 1, databaseUrl);
    bare = await startPeer('peer.bare.ts', PORT + 3);
    const token = await demoToken(server.url, ADMIN.email, ADMIN.password);
    const app = poster(appAgent, server.url, token);
    const other = poster(peerAgent, `http://127.0.0.1:${PORT + 1}`);

    // The same rows on both sides, checked once.
    const appListBody = JSON.stringify({ query: print(QuotationsDocument), variables: { ...BLANK, page: 1 } }); // prettier-ignore
    const peerListBody = JSON.stringify({ query: peerDocument('quotations') });
    const listed = appList.parse(JSON.parse(await app(appListBody))).data.quotations.data;
    const peerListed = peerList.parse(JSON.parse(await other(peerListBody))).data.allQuotations.nodes; // prettier-ignore
    const appRows = rowsOf(listed.map((r) => ({ id: r.id, quoted: r.propertyquotation })));
    const peerRows = rowsOf(peerListed.map((r) => ({ id: r.id, quoted: r.propertyQuotationsByQuotationId.nodes }))); // prettier-ignore
    if (appRows !== peerRows) throw new Error(`different list rows: ${appRows} / ${peerRows}`);
    const id = listed[0]?.id;
    if (!id) throw new Error('an empty list');
    const appDetailsBody = JSON.stringify({ query: print(QuotationDocument), variables: { id } });
    const peerDetailsBody = JSON.stringify({ query: peerDocument('quotation'), variables: { id: Number(id) } }); // prettier-ignore
    const [shown] = appDetails.parse(JSON.parse(await app(appDetailsBody))).data.quotations.data;
    const peerShown = peerDetails.parse(JSON.parse(await other(peerDetailsBody))).data.quotationById; // prettier-ignore
    const same =
      shown?.customer.id === String(peerShown.customerByCustomerId.id) &&
      shown.customer.commune?.id ===
        String(peerShown.customerByCustomerId.communeByCommuneId?.id) &&
      rowsOf([{ id: shown.id, quoted: shown.propertyquotation }]) ===
        rowsOf([{ id: peerShown.id, quoted: peerShown.propertyQuotationsByQuotationId.nodes }]);
    if (!same) throw new Error(`different details of quotation ${id}`);

    const ops: Operation[] = [
      { label: 'Lista de cotizaciones, página 1 como Admin', appBody: appListBody, peerBody: peerListBody }, // prettier-ignore
      { label: `Detalle de una cotización (N° ${id}) como Admin`, appBody: appDetailsBody, peerBody: peerDetailsBody }, // prettier-ignore
    ];

    // The app's statements, read from the wire by a run of its own, then the app again direct.
    await stopServer(server.child);
    const captured = await capture(databaseUrl, env, ops);
    server = await startServer(PORT, { ...env, DATABASE_URL: databaseUrl });
    const direct = poster(appAgent, server.url, await demoToken(server.url, ADMIN.email, ADMIN.password)); // prettier-ignore

    const cases = ops.map(
      (op, i): PeerCase & { run: Record<'app' | 'peer' | 'floor', () => Promise<void>> } => {
        const main = captured[i]!.main;
        return {
          label: op.label,
          statements: captured[i]!.statements,
          floorSql: abbreviated(main.text),
          sent: captured[i]!.sent,
          named: captured[i]!.named,
          parsed: captured[i]!.parsed,
          app: [],
          peer: [],
          floor: [],
          run: {
            app: async () => void (await direct(op.appBody)),
            peer: async () => void (await other(op.peerBody)),
            floor: async () => {
              const rows = await floorSql.unsafe(main.text, main.params, { prepare: true });
              if (rows.length === 0) throw new Error(`${op.label}: the floor's statement read nothing`); // prettier-ignore
            },
          },
        };
      },
    );
    const emptyBody = JSON.stringify({ query: peerDocument('empty') });
    const emptyRun = async () => void (await direct(emptyBody));
    const bareRun = poster(bareAgent, `http://127.0.0.1:${PORT + 3}`);
    const bareEmptyRun = async () => void (await bareRun(emptyBody));
    const empty: Load[] = [];
    const bareEmpty: Load[] = [];
    const empties = [
      [empty, emptyRun],
      [bareEmpty, bareEmptyRun],
    ] as const;
    const sides = ['app', 'peer', 'floor'] as const;
    await closedLoop(emptyRun, WARM_UP_SECONDS);
    await closedLoop(bareEmptyRun, WARM_UP_SECONDS);
    for (const c of cases) for (const side of sides) await closedLoop(c.run[side], WARM_UP_SECONDS);
    for (let round = 0; round < ROUNDS; round++) {
      // The two empty runs alternate too.
      for (let k = 0; k < empties.length; k++) {
        const [loads, run] = empties[(k + round) % empties.length]!;
        loads.push(await closedLoop(run, SECONDS));
      }
      // Each round starts with another of the three, so none always runs first.
      const order = sides.map((_, k) => sides[(k + round) % sides.length]!);
      for (const c of cases) {
        for (const side of order) c[side].push(await closedLoop(c.run[side], SECONDS));
      }
    }
    return { cases: cases.map(({ run: _run, ...c }) => c), empty, bare: bareEmpty };
  } finally {
    appAgent.destroy();
    peerAgent.destroy();
    bareAgent.destroy();
    await floorSql.end();
    await stopServer(server.child);
    if (peer) await stopServer(peer);
    if (bare) await stopServer(bare);
  }
}

export async function measurePeer(): Promise<PeerReport> {
  const base = { quotations: PEER_QUOTATIONS, rounds: ROUNDS, seconds: SECONDS, connections: CONNECTIONS, seedSeconds: 0, empty: [], bare: [] }; // prettier-ignore
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    return { ...base, cases: [], skipped: 'la comparación con PostGraphile necesita TEST_DATABASE_URL (un rol de PostgreSQL que pueda crear bases de datos)' }; // prettier-ignore
  }
  const name = `bench_peer_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = `/tmp/${name}`;
  try {
    const t0 = performance.now();
    const database = await openDatabase({ databaseUrl: url.href });
    try {
      await seedQuotationsBench(database, PEER_QUOTATIONS);
    } finally {
      await database.close();
    }
    const seedSeconds = (performance.now() - t0) / 1000;
    return { ...base, seedSeconds, ...(await compare(url.href, dataDir)) };
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printPeer(report: PeerReport): void {
  if (report.skipped) {
    console.log(`Comparación con PostGraphile y con el piso SQL: omitida, ${report.skipped}.`);
    return;
  }
  const n = (x: number, digits = 0) =>
    x.toLocaleString('es-CL', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const figures = (loads: Load[]) =>
    `${n(median(loads.map((l) => l.perSecond)))}/s, p95 ${n(median(loads.map((l) => l.p95Ms)), 1)} ms`; // prettier-ignore
  /** The median over the rounds of a ratio taken in each round. */
  const ratio = (c: PeerCase, of: (round: number) => number) =>
    n(median(c.app.map((_, round) => of(round))), 2);
  console.log(
    `Comparación con un par (PostGraphile 4) y con el piso SQL en PostgreSQL, ${n(report.quotations)} cotizaciones sembradas en ${n(report.seedSeconds)} s (${report.rounds} rondas alternadas × ${report.connections} conexiones × ${report.seconds} s; medianas de las razones por ronda):`,
  );
  const at = (loads: Load[], round: number) => loads[round] ?? { perSecond: 0, p95Ms: 0 };
  console.log(`  Solicitud vacía de la app ({ __typename } con el mismo token): ${figures(report.empty)}`); // prettier-ignore
  console.log(`  La misma en el marco desnudo (Fastify y yoga solos, sin token): ${figures(report.bare)}`); // prettier-ignore
  for (const c of report.cases) {
    console.log(`  ${c.label} (la app envía ${c.statements} sentencias por solicitud, ${c.named} preparadas con nombre, ${c.parsed} analizadas de nuevo):`); // prettier-ignore
    if (process.env.BENCH_PEER_SQL === '1')
      for (const text of c.sent) console.log(`      ${text}…`);
    console.log(`    app:           ${figures(c.app)}`);
    console.log(`    PostGraphile:  ${figures(c.peer)} (sin total)`);
    console.log(`    piso SQL:      ${figures(c.floor)} (sentencia principal de la app, preparada: ${c.floorSql}…)`); // prettier-ignore
    console.log(
      `    app ÷ PostGraphile: solicitudes/s ${ratio(c, (r) => at(c.app, r).perSecond / at(c.peer, r).perSecond)}× (meta ≥ 1), p95 ${ratio(c, (r) => at(c.app, r).p95Ms / at(c.peer, r).p95Ms)}× (meta ≤ 1)`, // prettier-ignore
    );
    console.log(
      `    piso ÷ app (solicitudes/s): ${ratio(c, (r) => at(c.floor, r).perSecond / at(c.app, r).perSecond)}× (meta ≤ 2: una solicitud cuesta a lo más el doble de su SQL)`, // prettier-ignore
    );
    console.log(
      `    piso ÷ solicitud vacía: ${ratio(c, (r) => at(c.floor, r).perSecond / at(report.empty, r).perSecond)}× (lo que ya cuesta el marco solo, sin leer nada)`, // prettier-ignore
    );
    console.log(
      `    piso ÷ marco desnudo: ${ratio(c, (r) => at(c.floor, r).perSecond / at(report.bare, r).perSecond)}× (más 1: el menor piso ÷ app posible sobre Fastify y yoga)`, // prettier-ignore
    );
  }
}

// Run on its own: `node --import tsx tests/bench/peer.ts` (after `npm run build`).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printPeer(await measurePeer());
}
