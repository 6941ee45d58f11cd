import { rmSync } from 'node:fs';
import { measureAvailabilityGrid, printAvailabilityGrid } from './availability-grid';
import { measureBackup, printBackup } from './backup';
import { measureBusinessBoard, printBusinessBoard } from './business-board';
import { measureBusinessRender, printBusinessRender } from './business-render';
import { measureDashboard, printDashboard } from './dashboard';
import { measureExportJobs, printExportJobs } from './export-jobs';
import { measureFlowConfirmation, printFlowConfirmation } from './flow-confirmation';
import { measureLoginBundle } from './login-bundle';
import { measureMe } from './me-throughput';
import { measureNotificationDelay, printNotificationDelay } from './notification-delay';
import { measureObservability, printObservability } from './observability';
import { measureNewsList, measureNewsTotals, printNewsList, printNewsTotals } from './news-list';
import {
  measureAttackLoad,
  measureLimitsCost,
  printAttackLoad,
  printLimitsCost,
} from './query-limits';
import { measurePeer, printPeer } from './peer';
import { measureQuotationsList, printQuotationsList } from './quotations-list';
import { measureProjectEditor, printProjectEditor } from './project-editor';
import { measureSalesExpiry, printSalesExpiry } from './sales-expiry';
import { measureSearch, printSearch } from './search';
import { demoToken, startServer, stopServer } from './server-process';
import { measureSheetWriter, printSheetWriter } from './sheet-writer';
import { measureUnitsRender, printUnitsRender } from './units-render';
import { measureUnitsDownload, printUnitsDownload } from './units-download';
import { measureUnitsImport, printUnitsImport } from './units-import';
import { measureWebhookDelivery, printWebhookDelivery } from './webhook-delivery';
import { measureUnitsTable, printUnitsTable } from './units-table';
import { measureUsersList, printUsersList } from './users-list';
import { measureXlsxLibraries, printXlsxLibraries } from './xlsx-libraries';

// `npm run bench` (after `vite build`): the figures issue notes report. Not a test: it prints.
const dataDir = '/tmp/backoffice-bench';
const env = {
  DATA_DIR: dataDir,
  SEED_DEMO: '1',
  STATIC_DIR: 'dist',
  OAUTH_CLIENT_SECRET: 'dev-secret',
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

rmSync(dataDir, { recursive: true, force: true });
console.log('Preparando base de datos de demo (primer arranque, con seed)…');
const first = await startServer(4290, env);
console.log(`  primer arranque con seed: ${first.firstAnswerMs.toFixed(0)} ms`);
await stopServer(first.child);

const starts: number[] = [];
for (let i = 0; i < 5; i++) {
  const run = await startServer(4290, env);
  starts.push(run.firstAnswerMs);
  await stopServer(run.child);
}
console.log(
  `Arranque hasta la primera respuesta (base existente), 5 veces: ${starts.map((s) => s.toFixed(0)).join(', ')} ms; mediana ${median(starts).toFixed(0)} ms (meta ≤ 2000 ms)`,
);

const server = await startServer(4290, env);
try {
  const bundle = await measureLoginBundle(server.url);
  console.log(
    `JavaScript de la ruta de login (gzip): ${(bundle.gzipBytes / 1024).toFixed(1)} KB en ${bundle.files.length} archivos (meta ≤ 180 KB)`,
  );
  for (const f of bundle.files)
    console.log(`  ${(f.gzipBytes / 1024).toFixed(1).padStart(7)} KB  ${new URL(f.url).pathname}`);
  if (bundle.forbidden.length)
    console.log(`  ¡Código de gráficos o planillas en el login!: ${bundle.forbidden.join(', ')}`);

  const access_token = await demoToken(server.url, 'admin@demo.cl');
  const attackerToken = await demoToken(server.url, 'vendedor2@demo.cl');
  printLimitsCost(measureLimitsCost());
  printAttackLoad(await measureAttackLoad(server.url, access_token, attackerToken));
  await measureMe(server.url, access_token, 1); // warm-up
  const me = await measureMe(server.url, access_token, 5);
  console.log(
    `me por loopback: ${me.perSecond.toFixed(0)} consultas/s (${me.requests} en 5 s, 8 en paralelo), p50 ${me.p50Ms.toFixed(1)} ms, p95 ${me.p95Ms.toFixed(1)} ms`,
  );
} finally {
  await stopServer(server.child);
}

printUsersList(await measureUsersList());
printUnitsTable(await measureUnitsTable());
printUnitsRender(await measureUnitsRender());
printSheetWriter(await measureSheetWriter());
printXlsxLibraries(await measureXlsxLibraries());
printUnitsDownload(await measureUnitsDownload());
printUnitsImport(await measureUnitsImport());
printExportJobs(await measureExportJobs());
printQuotationsList(await measureQuotationsList());
printSearch(await measureSearch());
printSalesExpiry(await measureSalesExpiry());
printBusinessBoard(await measureBusinessBoard());
printBusinessRender(await measureBusinessRender());
printProjectEditor(await measureProjectEditor());
printAvailabilityGrid(await measureAvailabilityGrid());
printPeer(await measurePeer());
printDashboard(await measureDashboard());
printNotificationDelay(await measureNotificationDelay());
printFlowConfirmation(await measureFlowConfirmation());
printNewsList(await measureNewsList());
printNewsTotals(await measureNewsTotals());
printWebhookDelivery(await measureWebhookDelivery());
printObservability(await measureObservability());
printBackup(await measureBackup());
