import { and, asc, eq } from 'drizzle-orm';
import type { AuditValues } from '../../audit/audit';
import type { Tx } from '../../db/client';
import {
  medias,
  projectAdditionals,
  projectContactEmails,
  projectExecutives,
  projectFiles,
  projectRelated,
  projectRestrictions,
  projectSubsidies,
  projects,
} from '../../db/schema';
import { PROJECT_MODEL } from './projects.lists-media.repository';

// What the audit rows of createProject / editProject show: the project's columns plus short
// summaries of its lists and files (names, ids, file names), never the payment keys.

const byNumber = (a: number, b: number) => a - b;

async function lists(tx: Tx, projectId: number) {
  const [executives, contacts, subsidies, related, additionals, restriction, files, media] =
    await Promise.all([
      tx
        .select({ name: projectExecutives.name })
        .from(projectExecutives)
        .where(eq(projectExecutives.project_id, projectId))
        .orderBy(asc(projectExecutives.orden), asc(projectExecutives.id)),
      tx
        .select()
        .from(projectContactEmails)
        .where(eq(projectContactEmails.project_id, projectId))
        .orderBy(asc(projectContactEmails.orden), asc(projectContactEmails.id)),
      tx
        .select({ id: projectSubsidies.subsidy_type_id })
        .from(projectSubsidies)
        .where(eq(projectSubsidies.project_id, projectId)),
      tx
        .select({ id: projectRelated.related_project_id })
        .from(projectRelated)
        .where(eq(projectRelated.project_id, projectId)),
      tx
        .select()
        .from(projectAdditionals)
        .where(eq(projectAdditionals.project_id, projectId))
        .orderBy(asc(projectAdditionals.additional_plan_type_id)),
      tx.select().from(projectRestrictions).where(eq(projectRestrictions.project_id, projectId)),
      tx.select().from(projectFiles).where(eq(projectFiles.project_id, projectId)),
      tx
        .select()
        .from(medias)
        .where(and(eq(medias.model_type, PROJECT_MODEL), eq(medias.model_id, projectId)))
        .orderBy(asc(medias.order), asc(medias.id)),
    ]);
  const fileOf = (kind: string) => {
    const row = files.find((f) => f.kind === kind);
    return row ? (row.file_name ?? row.url) : null;
  };
  const slot = (collection: string) => media.filter((m) => m.collection === collection);
  return {
    executives: executives.map((e) => e.name),
    contact_emails: contacts.map(
      (c) => `${c.purpose}: ${c.email}${c.photo_media_id ? ' (con foto)' : ''}`,
    ),
    subsidies: subsidies.map((s) => s.id).sort(byNumber),
    relatedprojects: related.map((r) => r.id).sort(byNumber),
    projectadditional: additionals.map((a) => `${a.additional_plan_type_id} × ${a.quantity}`),
    sell_subsidies: restriction[0]?.sell_subsidies ?? null,
    logo: slot('logo')[0]?.file_name ?? null,
    cover_page: slot('cover_page')[0]?.file_name ?? null,
    gallery: slot('gallery').map((m) => m.file_name),
    brochure: fileOf('brochure'),
    nube360: fileOf('nube360'),
    tour360: fileOf('tour360'),
  };
}

/** The project as its audit rows show it (columns and list summaries). */
export async function projectSnapshot(tx: Tx, projectId: number): Promise<AuditValues> {
  const [row] = await tx.select().from(projects).where(eq(projects.id, projectId));
  if (!row) return {};
  const { id: _id, created_at: _c, updated_at: _u, deleted_at: _d, ...columns } = row;
  return { ...columns, ...(await lists(tx, projectId)) };
}

/** A new project's snapshot without the empty values (an audit of what was set). */
export function withoutEmpty(values: AuditValues): AuditValues {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([, value]) => value !== null && !(Array.isArray(value) && value.length === 0),
    ),
  );
}
