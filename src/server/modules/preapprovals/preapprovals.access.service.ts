import type { GraphQLContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { appError, parseId, requireViewer } from '../../kernel';
import { canSeeProject } from '../projects';
import { findPreapproval } from './preapprovals.repository';

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
