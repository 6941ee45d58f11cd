import { isAgencyScoped } from '../../../shared/access';
import type { Viewer } from '../../context';
import type { Db } from '../../db/client';
import { subjectOf } from '../../graphql/authorize';
import {
  canSeeProject,
  projectForbidden,
  projectNotFound,
} from '../../modules/projects/projects.scope.service';
import { DashboardRefusal, type DashboardFilters } from './dashboard.params';
import { findAgency, findProjectAgencies, findProjectOwner } from './dashboard.repository';

/**
 * What a chart counts: the whole platform, or the listed agencies (rollup level 'a', by each
 * project's current agency) plus the listed projects (level 'p') outside those agencies.
 */
export type DashboardUnits =
  { platform: true } | { platform: false; agencyIds: number[]; projectIds: number[] };

export const agencyNotFound = 'La inmobiliaria no existe.';
export const agencyForbidden = 'No tienes acceso a esta inmobiliaria.';
export const platformContactsForbidden =
  'Solo los administradores de la plataforma pueden ver los contactos de newsletter, empresas, secciones e inicio.';
export const platformContactsFiltered =
  'Estos contactos no pertenecen a un proyecto ni a una inmobiliaria: quita esos filtros.';
export const projectOutsideAgency = 'El proyecto no pertenece a la inmobiliaria indicada.';

const refuse =
  (status: 400 | 403, field: 'project_id' | 'real_state_agency_id' | 'type') => (message: string) =>
    new DashboardRefusal(status, { message, field });

/** Linked projects of the viewer with their agencies (an agency-scoped role also sees these). */
async function linkedProjects(db: Db, viewer: Viewer) {
  if (!viewer.projectIds.length) return [];
  return findProjectAgencies(db, viewer.projectIds);
}

/**
 * The viewer's scope (the same rule as projectScope) narrowed by the filters. Unknown ids are
 * 400; a project or agency of someone else is 403, as on every other agency-scoped screen.
 */
export async function resolveUnits(
  db: Db,
  viewer: Viewer,
  filters: DashboardFilters,
): Promise<DashboardUnits> {
  const scoped = isAgencyScoped(subjectOf(viewer));
  const { agencyId, projectId } = filters;
  if (filters.chart === 'contactsByDate' && filters.type !== 'project') {
    if (scoped) throw refuse(403, 'type')(platformContactsForbidden);
    if (agencyId !== null || projectId !== null)
      throw refuse(400, 'type')(platformContactsFiltered);
    return { platform: true };
  }
  if (agencyId !== null) {
    const agency = await findAgency(db, agencyId);
    if (!agency) throw refuse(400, 'real_state_agency_id')(agencyNotFound);
  }
  if (projectId !== null) {
    const project = await findProjectOwner(db, projectId);
    if (!project || project.deleted_at) throw refuse(400, 'project_id')(projectNotFound);
    if (!canSeeProject(viewer, project)) throw refuse(403, 'project_id')(projectForbidden);
    if (agencyId !== null && project.real_state_agency_id !== agencyId) {
      throw refuse(400, 'project_id')(projectOutsideAgency);
    }
    return { platform: false, agencyIds: [], projectIds: [project.id] };
  }
  if (!scoped) {
    return agencyId === null
      ? { platform: true }
      : { platform: false, agencyIds: [agencyId], projectIds: [] };
  }
  const linked = await linkedProjects(db, viewer);
  if (agencyId !== null) {
    if (viewer.agencyIds.includes(agencyId)) {
      return { platform: false, agencyIds: [agencyId], projectIds: [] };
    }
    const inAgency = linked.filter((p) => p.agency === agencyId).map((p) => p.id);
    if (!inAgency.length) throw refuse(403, 'real_state_agency_id')(agencyForbidden);
    return { platform: false, agencyIds: [], projectIds: inAgency };
  }
  return {
    platform: false,
    agencyIds: [...viewer.agencyIds],
    projectIds: linked.filter((p) => !viewer.agencyIds.includes(p.agency)).map((p) => p.id),
  };
}
