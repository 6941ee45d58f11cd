import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { z } from 'zod';

// Issue 30: webhook deliveries from one instance (PGlite, its real runner: claim, sign, the SSRF
// guard, POST, record) to a loopback receiver: deliveries per second, the delay from the committing
// change to the receiver's request, and memory along the run (goals printed with the figures). In a
// child process run with --expose-gc, so that memory is sampled after a collection.

const report = z.object({
  deliveries: z.number(),
  hooks: z.number(),
  seconds: z.number(),
  samples: z.array(z.object({ heapKb: z.number(), rssKb: z.number() })),
  latencies: z.array(z.number()),
});
export type WebhookDeliveryReport = z.output<typeof report>;

export function measureWebhookDelivery(): Promise<WebhookDeliveryReport> {
  return new Promise((resolve, reject) => {
    const proc = spawn(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', 'tests/bench/webhook-delivery.child.ts'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    proc.once('error', reject);
    proc.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`webhook-delivery exited with ${code}`));
      resolve(report.parse(JSON.parse(out.trim().split('\n').at(-1) ?? '{}')));
    });
  });
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? 0;

export function printWebhookDelivery(r: WebhookDeliveryReport) {
  const mb = (kb: number) => (kb / 1024).toFixed(0);
  const n = r.deliveries.toLocaleString('es-CL');
  console.log(
    `Webhooks: ${n} entregas a ${r.hooks} receptores en loopback (una instancia, PGlite): ${(r.deliveries / r.seconds).toFixed(0)} entregas/s en ${r.seconds.toFixed(1)} s (meta ≥ 200/s; carga del equipo ${loadavg()[0]?.toFixed(1)})`,
  );
  console.log(
    `  del commit del cambio a la solicitud del receptor, ${r.latencies.length} eventos de a uno: p50 ${pct(r.latencies, 50).toFixed(0)} ms, p95 ${pct(r.latencies, 95).toFixed(0)} ms, máx ${pct(r.latencies, 100).toFixed(0)} ms (meta p95 ≤ 1000 ms)`,
  );
  console.log(
    `  memoria tras cada 1.000 entregas (montón JS tras GC / RSS, MB): ${r.samples.map((s) => `${mb(s.heapKb)}/${mb(s.rssKb)}`).join(' · ')} (meta: plana)`,
  );
}

// `node --import tsx tests/bench/webhook-delivery.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  printWebhookDelivery(await measureWebhookDelivery());
}
