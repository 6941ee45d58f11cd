// Test support for the createProject / editProject suites: a storage directory per suite, real
// file contents (PDF, ZIP, images), row counts and audit rows. Never imported by production code.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  audits,
  medias,
  projectAdditionals,
  projectContactEmails,
  projectExecutives,
  projectFiles,
  projectPaymentKeys,
  projectRelated,
  projectRestrictions,
  projectSubsidies,
  projects,
} from '../../db/schema';
import { startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { images, type UploadPart } from '../../storage/storage.fixtures';

export const PUBLIC_URL = 'https://backoffice.ejemplo.cl';

/** A demo app whose files go to a directory of the suite's own, so files can be counted. */
export async function startWriteApp(): Promise<{ t: TestApp; storedFiles: () => string[] }> {
  const storageDir = mkdtempSync(join(tmpdir(), 'project-write-'));
  const t = await startTestApp('demo', { storageDir, publicUrl: PUBLIC_URL });
  const storedFiles = () => {
    try {
      return readdirSync(join(storageDir, 'projects')).sort();
    } catch {
      return [];
    }
  };
  return { t, storedFiles };
}

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

/** A minimal but real PDF 1.4 document. */
export const pdf = bytes(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** An empty ZIP archive (end-of-central-directory only is not enough: a local header first). */
export const zip = bytes('PK\x03\x04\x14\x00\x00\x00\x00\x00tour/index.html<html></html>');

export const part = (content: Uint8Array, name: string, type: string): UploadPart => ({
  bytes: new Uint8Array(content),
  name,
  type,
});
export const png = (name: string) => part(images.png, name, 'image/png');
export const jpeg = (name: string) => part(images.jpeg, name, 'image/jpeg');

/** The five fields createProject requires (spec §5), with realistic values. */
export const REQUIRED = {
  name: 'Condominio Los Aromos',
  type: 'Departamentos',
  price_from: 2350.5,
  bedrooms_from: 2,
  area_from: 54.3,
};

/** How many rows each table of a project holds, for "nothing changed" checks. */
export async function rowCounts(db: Db) {
  const tables = {
    projects,
    medias,
    projectExecutives,
    projectContactEmails,
    projectSubsidies,
    projectRelated,
    projectAdditionals,
    projectRestrictions,
    projectFiles,
    projectPaymentKeys,
    audits,
  };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

export async function projectAudits(db: Db, id: number | string) {
  return db
    .select()
    .from(audits)
    .where(and(eq(audits.auditable_type, 'Project'), eq(audits.auditable_id, String(id))))
    .orderBy(asc(audits.id));
}

export async function liveProjectOf(db: Db, agencyId: number) {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.real_state_agency_id, agencyId), isNull(projects.deleted_at)))
    .orderBy(asc(projects.id))
    .limit(1);
  if (!row) throw new Error(`sin proyectos en la inmobiliaria ${agencyId}`);
  return row;
}

export const fieldsOf = (errors: { extensions?: Record<string, unknown> }[] | undefined) =>
  errors?.[0]?.extensions?.fields;
export const codeOf = (errors: { extensions?: Record<string, unknown> }[] | undefined) =>
  errors?.[0]?.extensions?.code;

/**
 * Typed stand-ins for `gallery` entries: executeUpload sends the real parts ('gallery.0', …) in
 * their place, as a browser's multipart request does.
 */
export const gallerySlots = (count: number) =>
  Array.from({ length: count }, (_, i) => new File([], `foto-${i + 1}.jpg`));
