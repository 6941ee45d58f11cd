import { spawn } from 'node:child_process';

// Issue 5: the streaming sheet writer alone, 100,000 rows × 15 columns, in a child process so
// that its peak memory is the writer's (goal for an export: ≤ 1.5 s and ≤ 200 MB, streaming).

export interface SheetWriterReport {
  rows: number;
  columns: number;
  runs: { ms: number; bytes: number }[];
  /** Building the rows alone (included in each run). */
  sourceMs: number;
  /** The child's memory before writing, and its peak. */
  baseRssKb: number;
  maxRssKb: number;
}

export function measureSheetWriter(): Promise<SheetWriterReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/bench/sheet-writer.child.ts'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`sheet-writer bench exited with ${code}`));
      resolve(JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as SheetWriterReport);
    });
  });
}

export function printSheetWriter(report: SheetWriterReport) {
  const [first, ...rest] = report.runs;
  const best = Math.min(...report.runs.map((r) => r.ms));
  console.log(
    `Escritor de planillas: ${report.rows.toLocaleString('es-CL')} filas × ${report.columns} columnas en ${first?.ms.toFixed(0)} ms la primera vez, ${rest.map((r) => r.ms.toFixed(0)).join(' y ')} ms después (${Math.round((report.rows / best) * 1000).toLocaleString('es-CL')} filas/s); archivo de ${((first?.bytes ?? 0) / 1e6).toFixed(1)} MB; memoria máxima del proceso ${(report.maxRssKb / 1024).toFixed(0)} MB, ${(report.baseRssKb / 1024).toFixed(0)} MB antes de escribir (meta de una exportación ≤ 1,5 s y ≤ 200 MB; armar las filas toma ${report.sourceMs.toFixed(0)} ms de cada pasada)`,
  );
}
