import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { committedMigrations } from '../db/journal';
import { projectRoot } from '../paths';

export const MANIFEST = 'manifest.json';
export const DATABASE_ENTRY = 'database.sql';
export const SECRET_FILES = ['jwt-secret', 'payment-keys-secret'] as const;

/** What an archive holds and how to check it, written last into the archive. */
export interface BackupManifest {
  format: 1;
  app: { name: string; version: string };
  createdAt: string;
  database: {
    kind: 'pglite' | 'postgres';
    /** The last applied migration (drizzle.__drizzle_migrations), by its journal tag. */
    migration: { applied: number; last: string | null };
    /** Rows per table (`schema.table`), counted in the dump's snapshot. */
    tables: Record<string, number>;
  };
  /** Files per store (`files/<store>/…`). */
  files: Record<string, number>;
  withSecrets: boolean;
  /** sha256 of every other entry, by name. */
  checksums: Record<string, string>;
}

export function appVersion(): { name: string; version: string } {
  const pkg = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  return { name: pkg.name, version: pkg.version };
}

/** The journal tag of a migration, by the `created_at` drizzle stores (the journal's `when`). */
export function migrationTag(createdAt: number | null): string | null {
  if (createdAt === null) return null;
  return committedMigrations().find((entry) => entry.when === createdAt)?.tag ?? String(createdAt);
}

/** backoffice-YYYYMMDD-HHMMSS.tar.gz, in UTC. */
export function archiveName(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `backoffice-${stamp}.tar.gz`;
}

export const ARCHIVE_PATTERN = /^backoffice-\d{8}-\d{6}\.tar\.gz$/;
