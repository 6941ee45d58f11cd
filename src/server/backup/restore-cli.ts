import { loadConfig } from '../config';
import { describeRestore } from './report';
import { restoreBackup } from './restore.service';

// `npm run restore -- FILE [--force]`: into an empty DATA_DIR (PGlite) or an empty DATABASE_URL
// database, with the server stopped. --force empties a non-empty target first.

const args = process.argv.slice(2);
const force = args.includes('--force');
const file = args.find((arg) => !arg.startsWith('--'));
if (!file) {
  console.error('Uso: npm run restore -- ARCHIVO.tar.gz [--force]');
  process.exit(2);
}

try {
  const result = await restoreBackup({ file, config: loadConfig(), force });
  console.log(describeRestore(result));
} catch (error) {
  console.error(`No se restauró: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
