import { and, asc, eq, getTableColumns, inArray, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  mediaTypes,
  medias,
  plansPayments,
  projectAdditionals,
  projectContactEmails,
  projectExecutives,
  projectFiles,
  projectPaymentKeys,
  projectRelated,
  projectRestrictions,
  projectSubsidies,
  projects,
  subsidyTypes,
} from '../../db/schema';

// Batch reads of what hangs off a project, one query per relation for any number of projects
// (the per-request loaders of projects.loaders.ts call these).

/** `medias.model_type` of a project's logo, cover page, gallery and floor plans. */
export const PROJECT_MEDIA_MODEL = 'project';

const mediaColumns = {
  id: medias.id,
  url: medias.url,
  file_name: medias.file_name,
  mime: medias.mime,
  extension: medias.extension,
  collection: medias.collection,
  order: medias.order,
  unit_model: medias.unit_model,
};

const ids = (list: readonly number[]) => [...list];

export function findExecutives(db: DbOrTx, projectIds: readonly number[]) {
  return db
    .select()
    .from(projectExecutives)
    .where(inArray(projectExecutives.project_id, ids(projectIds)))
    .orderBy(asc(projectExecutives.orden), asc(projectExecutives.id));
}

/** Contact emails by purpose then position, each with its photo (a medias row) when it has one. */
export function findContactEmails(db: DbOrTx, projectIds: readonly number[]) {
  return db
    .select({ ...getTableColumns(projectContactEmails), photo: mediaColumns })
    .from(projectContactEmails)
    .leftJoin(medias, eq(medias.id, projectContactEmails.photo_media_id))
    .where(inArray(projectContactEmails.project_id, ids(projectIds)))
    .orderBy(
      asc(projectContactEmails.purpose),
      asc(projectContactEmails.orden),
      asc(projectContactEmails.id),
    );
}

export function findSubsidies(db: DbOrTx, projectIds: readonly number[]) {
  return db
    .select({
      project_id: projectSubsidies.project_id,
      id: subsidyTypes.id,
      name: subsidyTypes.name,
    })
    .from(projectSubsidies)
    .innerJoin(subsidyTypes, eq(subsidyTypes.id, projectSubsidies.subsidy_type_id))
    .where(inArray(projectSubsidies.project_id, ids(projectIds)))
    .orderBy(asc(subsidyTypes.id));
}

export function findProjectFiles(db: DbOrTx, projectIds: readonly number[]) {
  return db
    .select()
    .from(projectFiles)
    .where(inArray(projectFiles.project_id, ids(projectIds)));
}

export function findRestrictions(db: DbOrTx, projectIds: readonly number[]) {
  return db
    .select()
    .from(projectRestrictions)
    .where(inArray(projectRestrictions.project_id, ids(projectIds)));
}

/** Live related projects, limited by `scope` (the viewer's projectScope condition). */
export function findRelated(db: DbOrTx, projectIds: readonly number[], scope: SQL | undefined) {
  return db
    .select({ owner: projectRelated.project_id, project: getTableColumns(projects) })
    .from(projectRelated)
    .innerJoin(projects, eq(projects.id, projectRelated.related_project_id))
    .where(
      and(inArray(projectRelated.project_id, ids(projectIds)), isNull(projects.deleted_at), scope),
    )
    .orderBy(asc(projects.orden), asc(projects.name), asc(projects.id));
}

/** Every media of the projects (all slots), by slot then position, with its media type. */
export function findProjectMedias(db: DbOrTx, projectIds: readonly number[]) {
  return db
    .select({
      ...mediaColumns,
      model_id: medias.model_id,
      mediatype: { id: mediaTypes.id, name: mediaTypes.name },
    })
    .from(medias)
    .leftJoin(mediaTypes, eq(mediaTypes.id, medias.media_type_id))
    .where(
      and(eq(medias.model_type, PROJECT_MEDIA_MODEL), inArray(medias.model_id, ids(projectIds))),
    )
    .orderBy(asc(medias.collection), asc(medias.order), asc(medias.id));
}

export function findPaymentKeys(db: DbOrTx, projectIds: readonly number[]) {
  return db
    .select()
    .from(projectPaymentKeys)
    .where(inArray(projectPaymentKeys.project_id, ids(projectIds)));
}

export function findPlansPayments(db: DbOrTx, projectIds: readonly number[]) {
  return db
    .select()
    .from(plansPayments)
    .where(inArray(plansPayments.project_id, ids(projectIds)))
    .orderBy(asc(plansPayments.created_at), asc(plansPayments.id));
}

export function findAdditionals(db: DbOrTx, projectIds: readonly number[]) {
  return db
    .select()
    .from(projectAdditionals)
    .where(inArray(projectAdditionals.project_id, ids(projectIds)))
    .orderBy(asc(projectAdditionals.additional_plan_type_id));
}
