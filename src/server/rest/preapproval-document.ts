import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { matchRestRule } from '../../shared/access';
import type { Config } from '../config';
import type { Viewer } from '../context';
import type { Db } from '../db/client';
import { messages } from '../errors';
import {
  DOCUMENT_ROUTE,
  documentStorage,
  isExternalUrl,
} from '../modules/preapprovals/preapproval-document';
import { preapprovalMessages } from '../modules/preapprovals/preapprovals.access';
import { findPreapproval } from '../modules/preapprovals/preapprovals.repository';
import { canSeeProject } from '../modules/projects/project-scope';
import { CONTENT_TYPES } from '../storage/images';
import { restGuard } from './guard';

const notFound = (reply: FastifyReply, message: string) => reply.status(404).send({ message });

/**
 * `GET /api/preapprovals/:id/document` (Preapproval.document_url): the document attached with
 * editPreapproval, for the roles of the pre-approval details screen and only within the viewer's
 * agency scope. The SPA fetches it with its bearer token and opens the blob; nothing here is
 * cached or public, and the file is served with its checked type, never sniffed or run.
 */
export function registerPreapprovalDocumentRoute(
  app: FastifyInstance,
  deps: {
    db: Db;
    config: Config;
    authenticate: (authorization: string | undefined) => Promise<Viewer | null>;
  },
) {
  const match = matchRestRule('GET', DOCUMENT_ROUTE.replace(':id', '0'));
  if (!match) throw new Error(`GET ${DOCUMENT_ROUTE} is missing from the REST policy`);
  const storage = documentStorage(deps.config);
  app.get<{ Params: { id: string } }>(
    DOCUMENT_ROUTE,
    { preHandler: restGuard(match.rule, deps.authenticate) },
    async (request, reply) => {
      const viewer = request.viewer;
      if (!viewer) return reply.status(401).send({ message: messages.unauthenticated });
      const id = request.params.id;
      const row = /^[1-9]\d{0,9}$/.test(id) ? await findPreapproval(deps.db, Number(id)) : null;
      if (!row) return notFound(reply, preapprovalMessages.notFound);
      if (!canSeeProject(viewer, { id: row.project_id, real_state_agency_id: row.agency_id })) {
        return reply.status(403).send({ message: preapprovalMessages.forbidden });
      }
      const key = row.document_url;
      const file = key && !isExternalUrl(key) ? storage.fileOf(key) : null;
      const info = file ? await stat(file).catch(() => null) : null;
      if (!file || !key || !info?.isFile()) return notFound(reply, preapprovalMessages.noDocument);
      const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
      return reply
        .header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
        .header('content-length', String(info.size))
        .header('content-disposition', `inline; filename="preaprobacion-${row.id}.${extension}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(createReadStream(file));
    },
  );
}
