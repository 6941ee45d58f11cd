import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root: the nearest folder above this module holding package.json. Resources read
 * at run time (the SDL, the migrations) are found from it, so the same code works from the sources
 * (tsx) and from the bundled server in dist-server/.
 */
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('No se encontró la raíz del proyecto (package.json).');
    dir = parent;
  }
  return dir;
}

export const projectRoot = findRoot();
export const schemaDir = join(projectRoot, 'graphql', 'schema');
export const migrationsDir = join(projectRoot, 'src', 'server', 'db', 'migrations');
