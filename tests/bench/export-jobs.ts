import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { z } from 'zod';

// Issue 5: an asynchronous export of 100,000 booking requests end to end through the real runner
// (claim, scope, keyset pages, streaming sheet writer, file in storage, notification and audit),
// in a child process of its own so that its peak memory is the export's (goal ≤ 1.5 s, ≤ 200 MB).

const childReport = z.object({
  /** cpuMs: the process's CPU time (every thread, zlib's included): steadier on a busy machine. */
  runs: z.array(
    z.object({ ms: z.number(), cpuMs: z.number(), rows: z.number(), bytes: z.number() }),
  ),
  /** The child's memory once PGlite is open, before the first export; and its peak. */
  baseRssKb: z.number(),
  maxRssKb: z.number(),
  /** Peaks of the JS heap and of PGlite's WebAssembly memory during the exports. */
  heapKb: z.number(),
  wasmKb: z.number(),
});

export type ExportJobsReport = z.output<typeof childReport> & { seedMs: number };

function child(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const proc = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/bench/export-jobs.child.ts', ...args],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    proc.once('error', reject);
    proc.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`export-jobs ${args[0]} exited with ${code}`)),
    );
  });
}

export async function measureExportJobs(
  dir = '/tmp/backoffice-bench-exports',
): Promise<ExportJobsReport> {
  const t0 = performance.now();
  await child(['seed', dir]);
  const seedMs = performance.now() - t0;
  try {
    const out = await child(['run', dir]);
    const report = childReport.parse(JSON.parse(out.trim().split('\n').at(-1) ?? '{}'));
    return { ...report, seedMs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printExportJobs(report: ExportJobsReport) {
  const mb = (kb: number) => (kb / 1024).toFixed(0);
  const [first, ...rest] = report.runs;
  const rows = (first?.rows ?? 0).toLocaleString('es-CL');
  console.log(
    `Exportación asíncrona de ${rows} solicitudes de reserva (runner completo, PGlite): ${first?.ms.toFixed(0)} ms la primera vez, ${rest.map((r) => r.ms.toFixed(0)).join(' y ')} ms después; archivo de ${((first?.bytes ?? 0) / 1e6).toFixed(1)} MB (meta ≤ 1,5 s)`,
  );
  console.log(
    `  tiempo de CPU del proceso por exportación: ${report.runs.map((r) => r.cpuMs.toFixed(0)).join(', ')} ms (todos los hilos; carga del equipo ${loadavg()[0]?.toFixed(1)})`,
  );
  console.log(
    `  memoria máxima del proceso ${mb(report.maxRssKb)} MB, ${mb(report.baseRssKb)} MB con PGlite abierto antes de exportar: la exportación suma ${mb(report.maxRssKb - report.baseRssKb)} MB (montón JS máx. ${mb(report.heapKb)} MB, memoria WebAssembly de PGlite ${mb(report.wasmKb)} MB; meta ≤ 200 MB); datos sembrados en ${(report.seedMs / 1000).toFixed(0)} s`,
  );
}
