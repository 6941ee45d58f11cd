import { and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isAgencyScoped } from '../../../shared/access';
import { projectMessages as m, slugify } from '../../../shared/schemas/projects';
import type { Viewer } from '../../context';
import type { DbOrTx } from '../../db/client';
import {
  additionalPlanTypes,
  communes,
  projectStageTypes,
  projectStatuses,
  projects,
  realStateAgencies,
  subsidyTypes,
} from '../../db/schema';
import { appError, fieldError } from '../../kernel';
import { subjectOf } from '../../graphql/authorize';
import { projectScope } from './projects.scope.repository';

// The checks of createProject / editProject that need the viewer or the database: which agency
// the project goes to, whether the ids it names exist (and may be seen), and its slug.

export const inputMessages = {
  agencyMissing: 'La inmobiliaria no existe.',
  noAgency: 'Tu usuario no pertenece a ninguna inmobiliaria.',
  communeMissing: 'La comuna no existe.',
  statusMissing: 'El estado del proyecto no existe.',
  stageMissing: 'La etapa del proyecto no existe.',
  subsidyMissing: 'Uno de los subsidios no existe.',
  additionalMissing: 'Uno de los planes adicionales no existe.',
  additionalRepeated: 'Un plan adicional está repetido: indica la cantidad en una sola fila.',
  relatedMissing: 'Uno de los proyectos relacionados no existe o no tienes acceso a él.',
  relatedSelf: 'Un proyecto no puede relacionarse consigo mismo.',
} as const;

const scoped = (viewer: Viewer) => isAgencyScoped(subjectOf(viewer));

/**
 * The agency of a new project: platform roles must choose it; agency-scoped roles create in
 * their own agency (the first one when they do not say) and never in another.
 */
export function agencyForCreate(viewer: Viewer, requested: number | null | undefined): number {
  if (!scoped(viewer)) {
    if (requested == null) throw fieldError('real_state_agency_id', m.agencyRequired);
    return requested;
  }
  if (requested == null) {
    const own = viewer.agencyIds[0];
    if (own === undefined) throw appError('FORBIDDEN', inputMessages.noAgency);
    return own;
  }
  if (!viewer.agencyIds.includes(requested)) throw appError('FORBIDDEN', m.agencyForbidden);
  return requested;
}

/** The agency after an edit: left out or null keeps it; a scoped role may move it only to its own. */
export function agencyForEdit(
  viewer: Viewer,
  current: number,
  requested: number | null | undefined,
) {
  if (requested == null || requested === current) return current;
  if (scoped(viewer) && !viewer.agencyIds.includes(requested)) {
    throw appError('FORBIDDEN', m.agencyForbidden);
  }
  return requested;
}

export interface ReferenceInput {
  real_state_agency_id: number;
  commune_id?: number | null;
  project_status_id?: number | null;
  project_stage_type_id?: number | null;
  subsidies?: number[];
  relatedprojects?: number[];
  projectadditional?: { additional_plan_type_id: number }[];
}

/** Every id must name a row of `idColumn`'s table (BAD_USER_INPUT by the field otherwise). */
async function requireAll(
  db: DbOrTx,
  idColumn: PgColumn,
  ids: readonly (number | null | undefined)[],
  field: string,
  message: string,
) {
  const wanted = [...new Set(ids.filter((id): id is number => id != null))];
  if (!wanted.length) return;
  const rows = await db
    .select({ id: idColumn })
    .from(idColumn.table)
    .where(inArray(idColumn, wanted));
  if (rows.length !== wanted.length) throw fieldError(field, message);
}

/**
 * Every id the call names must exist; related projects must be live projects the viewer may
 * see, and not the project itself (`projectId` is null on create).
 */
export async function checkReferences(
  db: DbOrTx,
  viewer: Viewer,
  input: ReferenceInput,
  projectId: number | null,
): Promise<void> {
  const agencyRows = await db
    .select({ id: realStateAgencies.id })
    .from(realStateAgencies)
    .where(eq(realStateAgencies.id, input.real_state_agency_id));
  if (!agencyRows.length) throw fieldError('real_state_agency_id', inputMessages.agencyMissing);
  await requireAll(db, communes.id, [input.commune_id], 'commune_id', inputMessages.communeMissing);
  const status = [input.project_status_id];
  await requireAll(
    db,
    projectStatuses.id,
    status,
    'project_status_id',
    inputMessages.statusMissing,
  );
  const stage = [input.project_stage_type_id];
  await requireAll(
    db,
    projectStageTypes.id,
    stage,
    'project_stage_type_id',
    inputMessages.stageMissing,
  );
  await requireAll(
    db,
    subsidyTypes.id,
    input.subsidies ?? [],
    'subsidies',
    inputMessages.subsidyMissing,
  );
  const additional = (input.projectadditional ?? []).map((a) => a.additional_plan_type_id);
  if (new Set(additional).size !== additional.length) {
    throw fieldError('projectadditional', inputMessages.additionalRepeated);
  }
  const addField = 'projectadditional';
  await requireAll(
    db,
    additionalPlanTypes.id,
    additional,
    addField,
    inputMessages.additionalMissing,
  );
  await checkRelated(db, viewer, input.relatedprojects ?? [], projectId);
}

async function checkRelated(
  db: DbOrTx,
  viewer: Viewer,
  related: readonly number[],
  projectId: number | null,
) {
  const wanted = [...new Set(related)];
  if (projectId !== null && wanted.includes(projectId)) {
    throw fieldError('relatedprojects', inputMessages.relatedSelf);
  }
  if (!wanted.length) return;
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        inArray(projects.id, wanted),
        isNull(projects.deleted_at),
        projectScope.condition(viewer),
      ),
    );
  if (rows.length !== wanted.length) {
    throw fieldError('relatedprojects', inputMessages.relatedMissing);
  }
}

export const slugConflict = () =>
  appError('CONFLICT', m.slugTaken, { field: 'slug', fields: { slug: m.slugTaken } });

/**
 * The slug to store. An explicit one must be free among live projects (CONFLICT by the field);
 * without one, a new project takes its name in kebab case, numbered (-2, -3…) when taken.
 */
export async function slugFor(
  db: DbOrTx,
  explicit: string | null | undefined,
  name: string,
  projectId: number | null,
): Promise<string | undefined> {
  const others = (condition: SQL) =>
    db
      .select({ slug: projects.slug })
      .from(projects)
      .where(
        and(
          condition,
          isNull(projects.deleted_at),
          projectId === null ? undefined : ne(projects.id, projectId),
        ),
      );
  if (explicit) {
    if ((await others(eq(projects.slug, explicit))).length) throw slugConflict();
    return explicit;
  }
  if (projectId !== null) return undefined;
  const base = slugify(name) || 'proyecto';
  const taken = new Set(
    // slugify leaves only [a-z0-9-], so the name cannot carry LIKE wildcards.
    (await others(sql`(${projects.slug} = ${base} or ${projects.slug} like ${`${base}-%`})`)).map(
      (row) => row.slug,
    ),
  );
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}
