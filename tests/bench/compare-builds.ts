import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import {
  dataDir,
  freshImportDir,
  prepareDataset,
  prepareSheet,
  SERVER_ENV,
  type Build,
  type DatasetName,
  type Marker,
} from './compare-data';
import {
  measureDashboardFigures,
  measureMeFigures,
  measureProperties,
  measureQuotations,
  type Figures,
} from './compare-figures';
import { measureDownload, measureExport, measureImport } from './compare-files';
import { printComparison } from './compare-report';
import { startServer, stopServer } from './server-process';

// Issue 28's guard: today's main (--baseline) and a refactored build (--candidate) measured side
// by side in one run, alternating (baseline, candidate, baseline, candidate…) round after round,
// each figure as candidate ÷ baseline (the median of the per-round ratios). Each build runs its
// own bundle (`node dist-server/index.mjs`, cwd = its checkout) on its own data and port; only
// one server runs at a time. Build both first (`npm run build` in each). Not a test: it prints.
//
//   node --import tsx tests/bench/compare-builds.ts --baseline /work/baseline --candidate <dir>
//     [--only me,properties,quotations,dashboard,export,download,import] [--rounds 4]
//     [--quotations 1000000] [--dashboard-quotations 1000000] [--port 4380]

/** Each group: its data set, and what it measures against a running server. */
interface Group {
  dataset: DatasetName;
  measure(url: string, build: Build, marker: Marker): Promise<Figures>;
}
const GROUPS: Record<string, Group> = {
  me: { dataset: 'units', measure: (url) => measureMeFigures(url) },
  properties: { dataset: 'units', measure: (url) => measureProperties(url) },
  quotations: { dataset: 'quotations', measure: (url) => measureQuotations(url) },
  dashboard: { dataset: 'dashboard', measure: (url, _, m) => measureDashboardFigures(url, m.projectId) }, // prettier-ignore
  export: { dataset: 'exports', measure: (url) => measureExport(url) },
  download: { dataset: 'exports', measure: (url, _, m) => measureDownload(url, m.projectId) },
  import: { dataset: 'import', measure: (url, build) => measureImport(url, build.key) },
};

const { values } = parseArgs({
  options: {
    baseline: { type: 'string' },
    candidate: { type: 'string' },
    only: { type: 'string', default: Object.keys(GROUPS).join(',') },
    rounds: { type: 'string', default: '4' },
    quotations: { type: 'string', default: '1000000' },
    'dashboard-quotations': { type: 'string', default: '1000000' },
    port: { type: 'string', default: '4380' },
  },
});
if (!values.baseline || !values.candidate) {
  throw new Error('uso: compare-builds.ts --baseline <dir> --candidate <dir> [--only …] [--rounds N]'); // prettier-ignore
}
const groups = values.only.split(',').map((g) => g.trim());
const unknown = groups.filter((g) => !GROUPS[g]);
if (unknown.length) throw new Error(`grupos desconocidos: ${unknown.join(', ')}`);
const rounds = Number(values.rounds);
const port = Number(values.port);
const counts: Record<DatasetName, number> = {
  units: 5_000,
  quotations: Number(values.quotations),
  dashboard: Number(values['dashboard-quotations']),
  exports: 100_000,
  import: 100_000,
};

function buildOf(role: string, dir: string): Build {
  const full = resolve(dir);
  for (const file of ['dist-server/index.mjs', 'dist/index.html']) {
    if (!existsSync(`${full}/${file}`)) throw new Error(`${full}: falta ${file} (npm run build)`);
  }
  return { role, dir: full, key: full.replace(/^\/+/, '').replace(/[^A-Za-z0-9._-]+/g, '-') };
}
const builds = [buildOf('baseline', values.baseline), buildOf('candidate', values.candidate)];
if (builds[0]!.key === builds[1]!.key) throw new Error('la línea base y la candidata son el mismo directorio'); // prettier-ignore

const started = performance.now();
const datasets = [...new Set(groups.map((g) => GROUPS[g]!.dataset))];
const markers = new Map<string, Marker>();
console.log(`Datos de prueba (una vez por build, en /tmp/compare-builds/):`);
if (datasets.includes('import')) prepareSheet();
for (const build of builds) {
  for (const name of datasets) {
    const marker = await prepareDataset(build, name, counts[name], port);
    markers.set(`${build.key}/${name}`, marker);
    const how = marker.reused ? 'reutilizados; sembrados en' : 'sembrados en';
    console.log(`  ${build.role} ${name} (${marker.count.toLocaleString('es-CL')}): ${how} ${marker.seconds.toFixed(0)} s`); // prettier-ignore
  }
}
const seeded = performance.now();

/** figures[build role][figure key] = one value per round. */
const results: Record<string, Record<string, number[]>> = { baseline: {}, candidate: {} };
for (let round = 1; round <= rounds; round++) {
  const t0 = performance.now();
  for (const name of datasets) {
    for (const build of builds) {
      const dir = name === 'import' ? freshImportDir(build) : dataDir(build, name);
      const server = await startServer(port + (build.role === 'baseline' ? 1 : 2), { ...SERVER_ENV, DATA_DIR: dir }, build.dir); // prettier-ignore
      try {
        for (const group of groups.filter((g) => GROUPS[g]!.dataset === name)) {
          const marker = markers.get(`${build.key}/${name}`)!;
          const figures = await GROUPS[group]!.measure(server.url, build, marker);
          for (const [key, value] of Object.entries(figures)) {
            (results[build.role]![key] ??= []).push(value);
          }
        }
      } finally {
        await stopServer(server.child);
        if (name === 'import') rmSync(dir, { recursive: true, force: true });
      }
    }
  }
  console.log(`  ronda ${round} de ${rounds}: ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}

printComparison(results.baseline!, results.candidate!, builds);
const s = (a: number, b: number) => ((b - a) / 1000).toFixed(0);
console.log(`Tiempo total ${s(started, performance.now())} s: datos ${s(started, seeded)} s, ${rounds} rondas ${s(seeded, performance.now())} s`); // prettier-ignore
