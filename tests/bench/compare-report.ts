import type { Build } from './compare-data';

// The table compare-builds.ts prints: per figure the medians over the rounds of both builds, the
// median of the per-round ratios candidate ÷ baseline, and issue 28's goal for it.

const LABELS: Record<string, string> = {
  'me.rps': 'me: consultas/s con 8 en paralelo',
  'me.p95': 'me: p95',
  'properties.page': '/properties: consulta Properties, página 1 (5.000 unidades), p95',
  'properties.route': '/properties: HTML de la ruta, p95',
  'quotations.page1': 'cotizaciones: página 1 sin filtros, p95',
  'quotations.project': 'cotizaciones: por proyecto, p95',
  'quotations.agency': 'cotizaciones: inmobiliaria con alcance, p95',
  'quotations.rut': 'cotizaciones: búsqueda por RUT, p95',
  'quotations.name': 'cotizaciones: búsqueda por nombre, p95',
  'export.ready': 'exportación de 100.000 reservas: pedido a archivo listo',
  'download.file': 'descarga de 100.000 unidades (excelProperties)',
  'import.check': 'importación de 100.000 filas: revisar',
  'import.save': 'importación de 100.000 filas: guardar',
  'import.total': 'importación de 100.000 filas: revisar + guardar',
};

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

/** Throughput: more is better, so its goal is a floor on the ratio. */
const higherIsBetter = (key: string) => key.endsWith('.rps');
/** The guard: 1.3× for what users feel on every request, 2× for the big spreadsheet jobs. */
const goalOf = (key: string) => (/^(export|download|import)\./.test(key) ? 2 : 1.3);

export function printComparison(
  baseline: Record<string, number[]>,
  candidate: Record<string, number[]>,
  builds: Build[],
): void {
  const [b, c] = builds;
  console.log(`Línea base: ${b?.dir}; candidata: ${c?.dir}`);
  console.log('Cifra | línea base | candidata | candidata ÷ base (mediana por ronda) | meta');
  let failed = 0;
  for (const [key, base] of Object.entries(baseline)) {
    const cand = candidate[key] ?? [];
    const ratios = base.map((v, i) => (cand[i] ?? NaN) / v).filter(Number.isFinite);
    const ratio = median(ratios);
    const goal = goalOf(key);
    const up = higherIsBetter(key);
    const ok = up ? ratio >= 1 / goal : ratio <= goal;
    if (!ok) failed++;
    const unit = up ? ' /s' : ' ms';
    const label = LABELS[key] ?? `${key.replace(/^dashboard\./, 'dashboard: POST /api/dashboard/')}, p95`; // prettier-ignore
    const value = (xs: number[]) => `${median(xs).toFixed(up ? 0 : 1)}${unit}`;
    const target = up ? `≥ ${(1 / goal).toFixed(2)}×` : `≤ ${goal}×`;
    console.log(
      `  ${label}: ${value(base)} | ${value(cand)} | ${ratio.toFixed(2)}× (${ratios.map((r) => r.toFixed(2)).join(', ')}) | ${target} ${ok ? 'ok' : 'NO CUMPLE'}`,
    );
  }
  console.log(
    failed ? `${failed} cifras fuera de la meta.` : 'Todas las cifras dentro de la meta.',
  );
}
