import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canCallRest, matchRestRule } from '../../shared/access';
import { loadUserViewer } from '../auth/viewer';
import type { Config } from '../config';
import type { Viewer } from '../context';
import type { Db } from '../db/client';
import { messages } from '../kernel/errors';
import { subjectOf } from '../graphql/authorize';
import {
  DOCUMENT_ROUTE,
  documentStorage,
  isExternalUrl,
} from '../modules/preapprovals/preapprovals.document.service';
import { documentTokenUser } from '../modules/preapprovals/preapprovals.document-links.service';
import { preapprovalMessages } from '../modules/preapprovals/preapprovals.access.service';
import { findPreapproval, type LocatedPreapproval } from '../modules/preapprovals/preapprovals.repository'; // prettier-ignore
import { canSeeProject } from '../modules/projects/projects.scope.service';
import { CONTENT_TYPES } from '../storage/images';
import { restGuard } from './guard';

type DocumentRequest = FastifyRequest<{ Params: { id: string }; Querystring: { token?: string } }>;

const notFound = (reply: FastifyReply, message: string) => reply.status(404).send({ message });
const refused = (reply: FastifyReply, message: string) => reply.status(403).send({ message });

// A signed link carries no header: the token alone names (and proves) its holder.
const signedToken = (request: DocumentRequest) =>
  request.headers.authorization === undefined && typeof request.query.token === 'string'
    ? request.query.token
    : null;

const findRow = (db: Db, id: string) =>
  /^[1-9]\d{0,9}$/.test(id) ? findPreapproval(db, Number(id)) : Promise.resolve(null);

// A PDF is shown by the browser's own viewer, which a `sandbox` CSP blocks (blank tab in Safari,
// refused in Firefox); nosniff and the exact type already keep it from ever rendering as HTML.
const policyOf = (extension: string) =>
  extension === 'pdf' ? "default-src 'none'" : "default-src 'none'; sandbox";

/**
 * `GET /api/preapprovals/:id/document` (Preapproval.document_url): the document attached with
 * editPreapproval, for the roles of the pre-approval details screen and only within the viewer's
 * agency scope. Either with the bearer token, or with no header and the link's `token` signed for
 * a viewer (preapproval-document-links.ts), whose access is read again now. A tampered or expired
 * link, or one of another record or of a replaced document, is 403 before anything is revealed.
 * Nothing is cached or public, and the file is served with its checked type, never sniffed or run.
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
  const { rule } = match;
  const guard = restGuard(rule, deps.authenticate);
  const storage = documentStorage(deps.config);

  /** The signer of a valid link, if they may still open the document; else the 403 message. */
  async function signedViewer(row: LocatedPreapproval | null, token: string) {
    const record = { preapprovalId: row?.id ?? 0, documentKey: row?.document_url ?? '' };
    const userId = row?.document_url ? documentTokenUser(deps.config, record, token) : null;
    if (!userId) return preapprovalMessages.badDocumentLink;
    const viewer = await loadUserViewer(deps.db, userId);
    return viewer && canCallRest(rule, subjectOf(viewer)) ? viewer : preapprovalMessages.forbidden;
  }

  app.get<{ Params: { id: string }; Querystring: { token?: string } }>(
    DOCUMENT_ROUTE,
    {
      preHandler: async (request, reply) => {
        if (signedToken(request) === null) return guard(request, reply);
        request.viewer = null;
      },
    },
    async (request, reply) => {
      const token = signedToken(request);
      const row = await findRow(deps.db, request.params.id);
      const viewer = token === null ? request.viewer : await signedViewer(row, token);
      if (typeof viewer === 'string') return refused(reply, viewer);
      if (!viewer) return reply.status(401).send({ message: messages.unauthenticated });
      if (!row) return notFound(reply, preapprovalMessages.notFound);
      if (!canSeeProject(viewer, { id: row.project_id, real_state_agency_id: row.agency_id })) {
        return refused(reply, preapprovalMessages.forbidden);
      }
      const key = row.document_url;
      const file = key && !isExternalUrl(key) ? await storage.get(key) : null;
      if (!file || !key) return notFound(reply, preapprovalMessages.noDocument);
      const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
      return reply
        .header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
        .header('content-length', String(file.size))
        .header('content-disposition', `inline; filename="preaprobacion-${row.id}.${extension}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', policyOf(extension))
        .header('referrer-policy', 'no-referrer')
        .send(file.body);
    },
  );
}
