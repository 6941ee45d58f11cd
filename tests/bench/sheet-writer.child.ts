import { Writable } from 'node:stream';
import { performance } from 'node:perf_hooks';
import { writeSheet, type SheetColumn } from '../../src/server/spreadsheets/sheet-writer';

// Run in its own process by sheet-writer.ts, so its peak memory is the writer's alone: 100,000
// unit-like rows of 15 columns (text with accents, UF as Postgres' text, integers, areas,
// yes/no, a timestamp) written three times into a sink that only counts bytes. Prints JSON.

interface Row {
  identifier: string;
  model: string;
  orientation: string;
  floor: number;
  tower: string;
  price: string;
  bedrooms: number;
  bathrooms: string;
  area: string;
  visible: boolean;
  bookeable: boolean;
  promisable: boolean;
  warehouses: string | null;
  created: Date;
}

const ROWS = 100_000;
const BATCH = 2_000;
const ORIENTATIONS = ['N', 'S', 'O', 'P', 'NO', 'NP', 'SO', 'SP'];

const columns: SheetColumn<Row>[] = [
  { header: 'Tipo', kind: 'text', value: () => 'Departamento' },
  { header: 'Identificador', kind: 'text', value: (r) => r.identifier },
  { header: 'Modelo', kind: 'text', value: (r) => r.model },
  { header: 'Orientación', kind: 'text', value: (r) => r.orientation },
  { header: 'Piso', kind: 'int', value: (r) => r.floor },
  { header: 'Torre', kind: 'text', value: (r) => r.tower },
  { header: 'Precio (UF)', kind: 'uf', value: (r) => r.price },
  { header: 'Dormitorios', kind: 'int', value: (r) => r.bedrooms },
  { header: 'Baños', kind: 'number', value: (r) => r.bathrooms },
  { header: 'Superficie total', kind: 'number', value: (r) => r.area },
  { header: 'Visible', kind: 'bool', value: (r) => r.visible },
  { header: 'Reservable', kind: 'bool', value: (r) => r.bookeable },
  { header: 'Promesable', kind: 'bool', value: (r) => r.promisable },
  { header: 'Bodegas', kind: 'text', value: (r) => r.warehouses },
  { header: 'Creado', kind: 'datetime', value: (r) => r.created },
];

/** Batches made as a database driver hands them over: fresh objects, one batch at a time. */
async function* source(): AsyncGenerator<Row[]> {
  for (let start = 0; start < ROWS; start += BATCH) {
    const batch: Row[] = [];
    for (let g = start; g < start + BATCH; g++) {
      const tower = String.fromCharCode(65 + (g % 5));
      const floor = 1 + Math.floor(g / 5 / 40);
      batch.push({
        identifier: `${tower}${floor}${String((((g / 5) % 40) | 0) + 1).padStart(2, '0')}`,
        model: `Modelo ${String.fromCharCode(65 + (g % 8))} ${1 + (g % 3)}D${1 + (g % 2)}B`,
        orientation: ORIENTATIONS[g % 8]!,
        floor,
        tower,
        price: (1850 + (g % 8) * 95 + (g / 200) * 4.5).toFixed(2),
        bedrooms: 1 + (g % 3),
        bathrooms: `${1 + (g % 2)}.0`,
        area: (38 + (g % 8) * 6.25).toFixed(2),
        visible: g % 13 !== 0,
        bookeable: true,
        promisable: g % 7 !== 0,
        warehouses: g % 4 === 0 ? `B-${String(g % 900).padStart(3, '0')}` : null,
        created: new Date(Date.UTC(2025, 0, 1) + g * 97_000),
      });
    }
    yield batch;
  }
}

const baseRssKb = Math.round(process.memoryUsage().rss / 1024);
// What building the rows alone costs (a real export gets them from the database instead).
const s0 = performance.now();
for await (const batch of source()) if (!batch.length) break;
const sourceMs = performance.now() - s0;
const runs: { ms: number; bytes: number }[] = [];
for (let i = 0; i < 3; i++) {
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      callback();
    },
  });
  const t0 = performance.now();
  const written = await writeSheet(sink, 'Unidades', columns, source());
  if (written !== ROWS) throw new Error(`wrote ${written} rows`);
  runs.push({ ms: performance.now() - t0, bytes });
}
console.log(
  JSON.stringify({
    rows: ROWS,
    columns: columns.length,
    runs,
    sourceMs,
    baseRssKb,
    maxRssKb: process.resourceUsage().maxRSS,
  }),
);
