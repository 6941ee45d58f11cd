import type { FastifyInstance } from 'fastify';
import { matchRestRule } from '../../shared/access';
import type { Config } from '../config';
import type { Viewer } from '../context';
import type { Db } from '../db/client';
import { messages } from '../kernel/errors';
import { openExportFile } from '../modules/exports/exports.files.service';
import { verifyExportToken } from '../modules/exports/exports.links.service';
import { findLiveExportJob } from '../modules/exports/exports.repository';
import { restGuard } from './guard';

const PATH = '/api/exports/:id/download';
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
 * Someone else's job, or a link tampered with or expired, is 403; a job that is not there (or
 * not ready yet, or past retention) is 404.
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
      const job = await findLiveExportJob(deps.db, id);
      if (!job) return reply.status(404).send({ message: downloadMessages.notFound });
      // Someone else's job, or a link that is not this user's, expired or tampered with.
      if (job.user_id !== viewer.id || !verifyExportToken(deps.config, id, viewer.id, token)) {
        return reply.status(403).send({ message: downloadMessages.badLink });
      }
      const file =
        job.status === 'ready' && job.file_path
          ? await openExportFile(deps.config, job.file_path)
          : null;
      if (!file) return reply.status(404).send({ message: downloadMessages.notFound });
      const extension = job.file_path?.endsWith('.csv') ? 'csv' : 'xlsx';
      return reply
        .header('content-type', TYPES[extension])
        .header('content-disposition', disposition(job.file_name ?? `exportacion.${extension}`))
        .header('content-length', String(file.size))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );
}
