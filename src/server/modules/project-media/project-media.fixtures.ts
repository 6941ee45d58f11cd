// Test support for the project media suites: a storage directory of the suite's own (so "no file
// left behind" is exact), image parts, and the rows of a project's slots. Never imported by
// production code.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { audits, medias, projects, properties } from '../../db/schema';
import { images, type UploadPart } from '../../storage/storage.fixtures';

export const PUBLIC_URL = 'https://backoffice.ejemplo.cl';

export function storageFixture(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const files = () => {
    try {
      return readdirSync(join(dir, 'projects')).sort();
    } catch {
      return [];
    }
  };
  return { dir, files };
}

export const png = (name: string): UploadPart => ({ bytes: images.png, name, type: 'image/png' });
export const jpeg = (name: string): UploadPart => ({
  bytes: images.jpeg,
  name,
  type: 'image/jpeg',
});
export const webp = (name: string): UploadPart => ({
  bytes: images.webp,
  name,
  type: 'image/webp',
});

/** A PDF renamed to .png: the name says image, the content does not. */
export const disguisedPdf = (name: string): UploadPart => ({
  bytes: new Uint8Array(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n')),
  name,
  type: 'image/png',
});

/**
 * The File an Upload variable is typed with. Its JSON form is a placeholder: executeUpload sends
 * the part named after the variable's path, which the server puts in its place.
 */
export const asFile = (part: UploadPart) => new File([part.bytes], part.name, { type: part.type });

/** `files` of a multipart upload: the list as typed, and each part by its path (`files.0`). */
export function fileParts(parts: readonly UploadPart[]) {
  return {
    files: parts.map(asFile),
    parts: Object.fromEntries(parts.map((part, i) => [`files.${i}`, part])),
  };
}

/** The first live project of an agency that has homes with models (for floor plans). */
export async function projectWithModels(db: Db, agencyId: number) {
  const [row] = await db
    .selectDistinct({ id: projects.id })
    .from(projects)
    .innerJoin(properties, eq(properties.project_id, projects.id))
    .where(and(eq(projects.real_state_agency_id, agencyId), isNull(projects.deleted_at)))
    .orderBy(asc(projects.id))
    .limit(1);
  if (!row) throw new Error(`la agencia ${agencyId} no tiene proyectos con unidades`);
  return row.id;
}

export const slotRows = (db: Db, projectId: number, collection: string) =>
  db
    .select()
    .from(medias)
    .where(
      and(
        eq(medias.model_type, 'project'),
        eq(medias.model_id, projectId),
        eq(medias.collection, collection),
      ),
    )
    .orderBy(asc(medias.order), asc(medias.id));

export const projectAudits = (db: Db, projectId: number) =>
  db
    .select()
    .from(audits)
    .where(and(eq(audits.auditable_type, 'Project'), eq(audits.auditable_id, String(projectId))))
    .orderBy(asc(audits.id));

export const countMedias = async (db: Db) =>
  (await db.select({ id: medias.id }).from(medias)).length;
