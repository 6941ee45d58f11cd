import { groupedBy, indexedBy, perRequest } from '../../kernel';
import { commentMedia, findComments } from './comments.repository';

// A page of comments costs one query for their pictures and none for the rows themselves (the
// page primes commentById).

export const commentById = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(ids, await findComments(ctx.db, ids), (row) => row.id),
);

export const mediaOfComment = perRequest(async (ctx, ids: readonly number[]) =>
  groupedBy(ids, await commentMedia(ctx.db, ids), (row) => row.model_id).map(
    (rows) => rows.at(-1) ?? null,
  ),
);
