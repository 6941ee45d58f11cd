import { findAgencies } from '../agencies';
import { groupedBy, indexedBy, perRequest, requireViewer } from '../../kernel';
import { projectScope } from './projects.scope.repository';
import {
  findAdditionals,
  findContactEmails,
  findExecutives,
  findPaymentKeys,
  findPlansPayments,
  findProjectFiles,
  findProjectMedias,
  findRelated,
  findRestrictions,
  findSubsidies,
} from './projects.relations.repository';

// Per-request loaders of a project's relations, keyed by project id: a page of 15 projects costs
// one query per relation the client asks for (projects.n-plus-one.test.ts counts them).

const byProject = <R>(
  find: (db: Parameters<typeof findExecutives>[0], ids: readonly number[]) => Promise<R[]>,
  keyOf: (row: R) => number,
) =>
  perRequest(async (ctx, ids: readonly number[]) => groupedBy(ids, await find(ctx.db, ids), keyOf));

const oneOfProject = <R>(
  find: (db: Parameters<typeof findExecutives>[0], ids: readonly number[]) => Promise<R[]>,
  keyOf: (row: R) => number,
) =>
  perRequest(async (ctx, ids: readonly number[]) => indexedBy(ids, await find(ctx.db, ids), keyOf));

export const executivesOf = byProject(findExecutives, (r) => r.project_id);
export const contactEmailsOf = byProject(findContactEmails, (r) => r.project_id);
export const subsidiesOf = byProject(findSubsidies, (r) => r.project_id);
export const projectFilesOf = byProject(findProjectFiles, (r) => r.project_id);
export const mediasOf = byProject(findProjectMedias, (r) => r.model_id);
export const plansPaymentsOf = byProject(findPlansPayments, (r) => r.project_id);
export const additionalsOf = byProject(findAdditionals, (r) => r.project_id);
export const restrictionOf = oneOfProject(findRestrictions, (r) => r.project_id);
export const paymentKeysOf = oneOfProject(findPaymentKeys, (r) => r.project_id);

/** Related projects the viewer may see (the same projectScope as the list), live ones only. */
export const relatedOf = perRequest(async (ctx, ids: readonly number[]) => {
  const scope = projectScope.condition(requireViewer(ctx));
  const rows = await findRelated(ctx.db, ids, scope);
  return groupedBy(ids, rows, (r) => r.owner).map((list) => list.map((r) => r.project));
});

export const agencyOf = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(ids, await findAgencies(ctx.db, ids), (r) => r.id),
);
