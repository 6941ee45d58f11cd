import { performance } from 'node:perf_hooks';
import { print } from 'graphql';
import { MeDocument } from '../../graphql/generated/client/graphql';

export interface ThroughputReport {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
}

/** Fires the real `me` document with `concurrency` callers for `seconds` over loopback. */
export async function measureMe(
  url: string,
  token: string,
  seconds = 5,
  concurrency = 8,
): Promise<ThroughputReport> {
  const body = JSON.stringify({ query: print(MeDocument), variables: {} });
  const headers = {
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    accept: 'application/json',
  };
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const t = performance.now();
      const res = await fetch(`${url}/graphql`, { method: 'POST', headers, body });
      const json = (await res.json()) as { data?: { me?: { id: string } } };
      if (!json.data?.me) throw new Error(`me failed: ${JSON.stringify(json)}`);
      latencies.push(performance.now() - t);
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
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
