import { readFileSync } from 'node:fs';
import { openDatabase, type Database } from '../../src/server/db/client';
import { templatePath, type TemplateKind } from './templates';

/** A fresh, migrated PGlite database of its own, cloned from a template built in global setup. */
export async function freshDatabase(kind: TemplateKind = 'migrated'): Promise<Database> {
  const dump = readFileSync(templatePath(kind));
  return openDatabase({ loadDataDir: new Blob([dump]) });
}
