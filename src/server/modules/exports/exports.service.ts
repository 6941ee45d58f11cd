import type { ExportJob } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { EXPORT_QUEUED_TOPIC } from './exports.job-types.service';
import { toExportJob } from './exports.mappers';
import { topics } from '../../realtime/bus';
import { requireViewer, pageSize } from '../../kernel';
import { findUserExportJob, insertExportJob, listUserExportJobs } from './exports.repository';

/** exportJobs(limit) when it asks none (MAX_PAGE_SIZE bounds the asked ones). */
export const EXPORT_LIST_DEFAULT = 20;

/**
 * Queues an export with its checked filters and answers at once. The job is published to the
 * requester (the panel shows it queued) and the runners are woken on every instance. The audit
 * row is written when the file exists, with its row count (one row per export).
 */
export async function requestExport(
  ctx: GraphQLContext,
  type: string,
  params: Record<string, unknown>,
): Promise<ExportJob> {
  const viewer = requireViewer(ctx);
  const row = await insertExportJob(ctx.db, viewer.id, type, params);
  const job = toExportJob(row, ctx.config);
  await ctx.bus.publish(topics.exportJob(viewer.id), job);
  await ctx.bus.publish(EXPORT_QUEUED_TOPIC, { id: row.id });
  return job;
}

export async function viewerExportJob(ctx: GraphQLContext, id: string): Promise<ExportJob | null> {
  const viewer = requireViewer(ctx);
  const row = await findUserExportJob(ctx.db, viewer.id, id);
  return row ? toExportJob(row, ctx.config) : null;
}

export async function viewerExportJobs(
  ctx: GraphQLContext,
  limit: number | null | undefined,
): Promise<ExportJob[]> {
  const viewer = requireViewer(ctx);
  const rows = await listUserExportJobs(ctx.db, viewer.id, pageSize(limit, EXPORT_LIST_DEFAULT));
  return rows.map((row) => toExportJob(row, ctx.config));
}
