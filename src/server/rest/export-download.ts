import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { matchRestRule } from '../../shared/access';
import type { Config } from '../config';
import type { Viewer } from '../context';
import type { Db } from '../db/client';
import { exportJobs } from '../db/schema';
import { messages } from '../errors';
import { openExportFile } from '../jobs/export-files';
import { EXPORT_RETENTION_DAYS } from '../jobs/export-job.types';
import { verifyExportToken } from '../jobs/export-links';
import { restGuard } from './guard';

const PATH = '/api/exports/:id/download';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};
export const downloadMessages = {
  badLink:
    'El enlace de descarga no es válido o expiró. Abre el panel de exportaciones para obtener uno nuevo.',
  notFound: 'La exportación no existe, expiró o aún no está lista.',
};

/** `filename` for every client plus `filename*` (RFC 6266) so accents survive. */
function disposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * `GET /api/exports/:id/download?token=…` (ExportJob.download_url): the Authorization header of
 * the requester AND the link signed for them, unexpired; then the ready job's file, streamed.
 * A link of someone else, tampered with or expired is 403; a job that is not there (or not
 * ready, or past retention) is 404.
 */
export function registerExportDownloadRoute(
  app: FastifyInstance,
  deps: {
    db: Db;
    config: Config;
    authenticate: (authorization: string | undefined) => Promise<Viewer | null>;
  },
) {
  const match = matchRestRule('GET', '/api/exports/0/download');
  if (!match) throw new Error(`GET ${PATH} is missing from the REST policy`);
  app.get<{ Params: { id: string }; Querystring: { token?: string } }>(
    PATH,
    { preHandler: restGuard(match.rule, deps.authenticate) },
    async (request, reply) => {
      const viewer = request.viewer;
      if (!viewer) return reply.status(401).send({ message: messages.unauthenticated });
      const { id } = request.params;
      const token = typeof request.query.token === 'string' ? request.query.token : '';
      if (!verifyExportToken(deps.config, id, viewer.id, token)) {
        return reply.status(403).send({ message: downloadMessages.badLink });
      }
      const [job] = UUID.test(id)
        ? await deps.db
            .select()
            .from(exportJobs)
            .where(
              and(
                eq(exportJobs.id, id.toLowerCase()),
                gt(
                  exportJobs.created_at,
                  sql`now() - make_interval(days => ${EXPORT_RETENTION_DAYS})`,
                ),
              ),
            )
        : [];
      if (job && job.user_id !== viewer.id) {
        return reply.status(403).send({ message: downloadMessages.badLink });
      }
      const file =
        job?.status === 'ready' && job.file_path
          ? await openExportFile(deps.config, job.file_path)
          : null;
      if (!job || !file) return reply.status(404).send({ message: downloadMessages.notFound });
      const extension = job.file_path?.endsWith('.csv') ? 'csv' : 'xlsx';
      return reply
        .header('content-type', TYPES[extension])
        .header('content-disposition', disposition(job.file_name ?? `exportacion.${extension}`))
        .header('content-length', String(file.size))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );
}
