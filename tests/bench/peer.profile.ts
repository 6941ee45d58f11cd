import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { print } from 'graphql';
import postgres from 'postgres';
import { QuotationDocument, QuotationsDocument } from '../../graphql/generated/client/graphql';
import { openDatabase } from '../../src/server/db/client';
import { ADMIN, seedQuotationsBench } from './quotations-list.seed';
import { demoToken, stopServer } from './server-process';

// Local profiling aid (not part of `npm run bench`): keeps a seeded database, starts the built
// server with --cpu-prof and loads one operation. Usage:
// PROFILE_OP=list|details|empty PROFILE_DIR=/tmp/prof node --import tsx tests/bench/peer.profile.ts
// (PROFILE_SERVER: another build of the server, such as a copy of dist-server/ to compare with)

const adminUrl = process.env.TEST_DATABASE_URL!;
const name = 'bench_peer_profile';
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
const exists = await admin`select 1 from pg_database where datname = ${name}`;
if (exists.length === 0) {
  await admin.unsafe(`create database ${name}`);
  const database = await openDatabase({ databaseUrl: url.href });
  await seedQuotationsBench(database, Number(process.env.PROFILE_QUOTATIONS ?? 20_000));
  await database.close();
}
await admin.end();

const port = 4390;
const dir = process.env.PROFILE_DIR;
const child = spawn(
  process.execPath,
  [
    ...(dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : []),
    process.env.PROFILE_SERVER ?? 'dist-server/index.mjs',
  ],
  {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url.href,
      DATA_DIR: '/tmp/bench_peer_profile',
      SEED_DEMO: '0',
      OAUTH_CLIENT_SECRET: 'dev-secret',
    },
    // Its request log read as the bench reads it (server-process.ts): a pipe, drained.
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
child.stdout?.resume();
const base = `http://127.0.0.1:${port}`;
for (;;) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {
    // not yet
  }
  await new Promise((r) => setTimeout(r, 20));
}
const token = await demoToken(base, ADMIN.email, ADMIN.password);
const agent = new Agent({ keepAlive: true, maxSockets: 10 });
const post = (body: string) =>
  new Promise<string>((resolve, reject) => {
    const req = request(
      new URL('/graphql', base),
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          if (text.includes('"errors"')) reject(new Error(text));
          else resolve(text);
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
const listBody = JSON.stringify({
  query: print(QuotationsDocument),
  variables: { project_id: '', date_ini: '', date_end: '', real_state_agency: '', status: '', page: 1 }, // prettier-ignore
});
const listed = JSON.parse(await post(listBody)) as { data: { quotations: { data: { id: string }[] } } }; // prettier-ignore
const id = listed.data.quotations.data[0]!.id;
const detailsBody = JSON.stringify({ query: print(QuotationDocument), variables: { id } });
const emptyBody = JSON.stringify({
  query: readFileSync(new URL('./peer.empty.graphql', import.meta.url), 'utf8'),
});
const bodies: Record<string, string> = { list: listBody, details: detailsBody, empty: emptyBody };
const body = bodies[process.env.PROFILE_OP ?? 'details'] ?? detailsBody;
const seconds = Number(process.env.PROFILE_SECONDS ?? 10);
const end = performance.now() + seconds * 1000;
let count = 0;
await Promise.all(
  Array.from({ length: 10 }, async () => {
    while (performance.now() < end) {
      await post(body);
      count++;
    }
  }),
);
console.log(`${process.env.PROFILE_OP ?? 'details'}: ${(count / seconds).toFixed(0)}/s`);
agent.destroy();
await stopServer(child);
