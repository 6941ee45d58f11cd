import { and, asc, isNull } from 'drizzle-orm';
import type { Viewer } from '../../context';
import type { DbOrTx } from '../../db/client';
import { projects } from '../../db/schema';
import { projectScope } from '../projects';
import type { ProjectRow } from '../projects';

/** `projectsrelatedtome`: the viewer's projects by name, removed ones left out. */
export function findProjectsRelatedTo(db: DbOrTx, viewer: Viewer): Promise<ProjectRow[]> {
  return db
    .select()
    .from(projects)
    .where(and(isNull(projects.deleted_at), projectScope.condition(viewer)))
    .orderBy(asc(projects.name), asc(projects.id));
}
