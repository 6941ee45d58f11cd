import type { BackupResult } from './backup.service';
import type { BackupManifest } from './manifest';
import type { RestoreResult } from './restore.service';

const n = (value: number) => value.toLocaleString('es-CL');
const sum = (values: Record<string, number>) => Object.values(values).reduce((a, b) => a + b, 0);
const mb = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${n(Math.ceil(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toLocaleString('es-CL', { maximumFractionDigits: 1 })} MB`;

function files(counts: Record<string, number>): string {
  const parts = Object.entries(counts).map(([store, count]) => `${store}: ${n(count)}`);
  return `${n(sum(counts))} archivos${parts.length ? ` (${parts.join(', ')})` : ''}`;
}

function origin(manifest: BackupManifest): string {
  const engine = manifest.database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  return `${engine}, versión ${manifest.app.version}, migración ${manifest.database.migration.last ?? 'ninguna'}`;
}

/** What the backup CLI prints, in Spanish. */
export function describeBackup({ path, bytes, manifest }: BackupResult): string {
  const tables = manifest.database.tables;
  return [
    `Respaldo creado: ${path} (${mb(bytes)})`,
    `  Base de datos: ${origin(manifest)}`,
    `  ${n(Object.keys(tables).length)} tablas, ${n(sum(tables))} filas`,
    `  ${files(manifest.files)}`,
    manifest.withSecrets
      ? '  Incluye las claves generadas (guárdalo en un lugar seguro).'
      : '  Sin claves generadas (usa --with-secrets para incluirlas).',
  ].join('\n');
}

/** What the restore CLI prints, in Spanish: tables with their rows, files and keys. */
export function describeRestore(result: RestoreResult): string {
  const { manifest, tables } = result;
  const width = Math.max(...Object.keys(tables).map((name) => name.length), 0);
  return [
    `Respaldo del ${manifest.createdAt} (${origin(manifest)}) restaurado en ${result.target}.`,
    `  ${n(Object.keys(tables).length)} tablas, ${n(sum(tables))} filas:`,
    ...Object.entries(tables).map(([name, rows]) => `    ${name.padEnd(width)}  ${n(rows)}`),
    `  ${files(result.files)}`,
    result.secrets.length
      ? `  Claves restauradas: ${result.secrets.join(', ')}`
      : '  El respaldo no traía claves: se usan las de este DATA_DIR o las variables de entorno.',
    'Sumas de verificación y filas por tabla coinciden con el manifiesto.',
  ].join('\n');
}
