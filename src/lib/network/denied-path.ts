// Where a details page goes when its record is not the viewer's to see: the server answers
// FORBIDDEN (another agency's record) or NOT_FOUND / an empty page (no such record, or one it
// will not even admit exists). The page then shows the error page, never a half-empty record.
import { GraphQLRequestError } from './errors';

export function deniedPath(error: unknown, missing: boolean): '/error-403' | '/error-404' | null {
  if (error instanceof GraphQLRequestError && error.code === 'FORBIDDEN') return '/error-403';
  if (missing || (error instanceof GraphQLRequestError && error.code === 'NOT_FOUND'))
    return '/error-404';
  return null;
}
