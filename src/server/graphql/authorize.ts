import { canRunOperation, operationPolicy, type AccessSubject } from '../../shared/access';
import type { GraphQLContext, Viewer } from '../context';
import { appError, messages } from '../kernel/errors';

export function subjectOf(viewer: Viewer | null): AccessSubject | null {
  return viewer
    ? { role: viewer.role, permissions: viewer.permissions, status: viewer.status }
    : null;
}

/**
 * The one gate every GraphQL operation passes before its resolver (ARCHITECTURE §5): unknown
 * operations are denied, then authentication, then the role rule, then "not yet implemented".
 */
export function authorizeOperation(name: string, context: GraphQLContext): void {
  const rule = operationPolicy[name];
  if (!rule) throw appError('FORBIDDEN', messages.forbidden);
  if (rule.access !== 'public' && !context.viewer) {
    throw appError('UNAUTHENTICATED', messages.unauthenticated);
  }
  if (!canRunOperation(name, subjectOf(context.viewer))) {
    throw appError('FORBIDDEN', messages.forbidden);
  }
  if (!rule.implemented) throw appError('NOT_IMPLEMENTED', messages.notImplemented);
}
