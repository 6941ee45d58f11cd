import { performance } from 'node:perf_hooks';
import { print, type DocumentNode } from 'graphql';
import {
  BookingRequestsDocument,
  MeDocument,
  NewsDocument,
  ProjectsDocument,
  QuotationsDocument,
} from '../../../graphql/generated/client/graphql';
import { cyclicNesting } from './documents';

// A bounded load over loopback: `clients` staff reading lists, in alternating phases with and
// without one attacker sending the nested query back to back (issue 27). Shared by the hostile
// suite and `npm run bench`.

const READS: [DocumentNode, Record<string, unknown>][] = [
  [QuotationsDocument, { page: 1 }],
  [ProjectsDocument, { page: 1 }],
  [BookingRequestsDocument, { page: 1 }],
  [NewsDocument, { page: 1 }],
  [MeDocument, {}],
];

export interface LoadOptions {
  /** `http://127.0.0.1:port`, a server of the demo. */
  url: string;
  staffToken: string;
  attackerToken: string;
  clients: number;
  /** Seconds of each phase; phases alternate quiet, attacked, quiet, attacked. */
  phaseSeconds: number;
  phases: number;
}

export interface LoadReport {
  quiet: { requests: number; p50: number; p95: number };
  attacked: { requests: number; p50: number; p95: number };
  attacks: number;
  /** Attacks answered with anything but the 400 refusal. */
  attacksServed: number;
  failures: number;
}

function post(url: string, token: string, query: string, variables: Record<string, unknown>) {
  return fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
}

const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0; // prettier-ignore
  return { requests: sorted.length, p50: at(0.5), p95: at(0.95) };
};

export async function loadUnderAttack(options: LoadOptions): Promise<LoadReport> {
  const { url, staffToken, attackerToken, clients, phaseSeconds, phases } = options;
  const reads = READS.map(([doc, variables]) => [print(doc), variables] as const);
  const latencies = { quiet: [] as number[], attacked: [] as number[] };
  let attacks = 0;
  let attacksServed = 0;
  let failures = 0;
  const attack = cyclicNesting(12);
  for (let phase = 0; phase < phases; phase++) {
    const attacked = phase % 2 === 1;
    const end = performance.now() + phaseSeconds * 1000;
    const staff = async (client: number) => {
      for (let i = client; performance.now() < end; i++) {
        const [query, variables] = reads[i % reads.length]!;
        const started = performance.now();
        const res = await post(url, staffToken, query, variables);
        const body = (await res.json()) as { errors?: unknown };
        if (res.status !== 200 || body.errors) failures++;
        (attacked ? latencies.attacked : latencies.quiet).push(performance.now() - started);
      }
    };
    const attacker = async () => {
      while (attacked && performance.now() < end) {
        const res = await post(url, attackerToken, attack, {});
        await res.arrayBuffer();
        attacks++;
        if (res.status !== 400) attacksServed++;
      }
    };
    await Promise.all([attacker(), ...Array.from({ length: clients }, (_, c) => staff(c))]);
  }
  return {
    quiet: summary(latencies.quiet),
    attacked: summary(latencies.attacked),
    attacks,
    attacksServed,
    failures,
  };
}
