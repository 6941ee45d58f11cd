import type { GraphQLContext } from '../../context';
import type { Db, DbOrTx } from '../../db/client';
import { appError, parseId, requireViewer } from '../../kernel';
import { communeById } from '../lookups';
import { canSeeProject } from '../projects';
import { codebtorById, customerById } from '../sales-common';
import { unitLoaders } from '../units';
import { subsidyTypeById } from './preapprovals.loaders';
import {
  findPreapproval,
  findPreapprovalDetails,
  type LocatedPreapproval,
} from './preapprovals.repository';

export const preapprovalMessages = {
  notFound: 'La preaprobación no existe.',
  forbidden: 'No tienes acceso a esta preaprobación.',
  statusRequired: 'El estado es obligatorio.',
  descriptionRequired: 'La descripción es obligatoria.',
  descriptionTooLong: 'La descripción admite hasta 2000 caracteres.',
  documentInvalid: 'El documento debe ser un PDF o una imagen PNG o JPG.',
  noDocument: 'La preaprobación no tiene documento.',
  badDocumentLink:
    'El enlace del documento no es válido o expiró. Vuelve a abrir la preaprobación para obtener uno nuevo.',
};

/**
 * A pre-approval the viewer may see: NOT_FOUND when there is none with that id, FORBIDDEN when
 * its project belongs to an agency the viewer does not work for.
 */
export async function requirePreapproval(ctx: GraphQLContext, db: DbOrTx, id: string) {
  const viewer = requireViewer(ctx);
  const row = await findPreapproval(db, parseId(id, preapprovalMessages.notFound));
  if (!row) throw appError('NOT_FOUND', preapprovalMessages.notFound);
  if (!canSeeProject(viewer, { id: row.project_id, real_state_agency_id: row.agency_id })) {
    throw appError('FORBIDDEN', preapprovalMessages.forbidden);
  }
  return row;
}

/**
 * requirePreapproval for the details page: the same checks in the same statement that reads what
 * its field resolvers show, primed into their loaders, so no row is read twice.
 */
export async function preapprovalDetails(
  ctx: GraphQLContext,
  db: Db,
  id: string,
): Promise<LocatedPreapproval> {
  const viewer = requireViewer(ctx);
  const found = await findPreapprovalDetails(db, parseId(id, preapprovalMessages.notFound));
  if (!found) throw appError('NOT_FOUND', preapprovalMessages.notFound);
  const { preapproval, project } = found;
  if (!canSeeProject(viewer, project)) throw appError('FORBIDDEN', preapprovalMessages.forbidden);
  unitLoaders(ctx).project.prime(project.id, project);
  if (found.projectCommune) communeById(ctx).prime(found.projectCommune.id, found.projectCommune);
  if (found.customer) customerById(ctx).prime(found.customer.id, found.customer);
  if (found.customerCommune) {
    communeById(ctx).prime(found.customerCommune.id, found.customerCommune);
  }
  if (found.codebtor) codebtorById(ctx).prime(found.codebtor.id, found.codebtor);
  if (found.subsidyType) subsidyTypeById(ctx).prime(found.subsidyType.id, found.subsidyType);
  return { ...preapproval, agency_id: project.real_state_agency_id };
}
