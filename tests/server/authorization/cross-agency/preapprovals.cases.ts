import { asc, eq, inArray } from 'drizzle-orm';
import {
  EditPreapprovalDocument,
  PreapprovalDocument,
  PreapprovalsDocument,
} from '../../../../graphql/generated/client/graphql';
import type { Db } from '../../../../src/server/db/client';
import { preapprovals } from '../../../../src/server/db/schema';
import { documentStorage } from '../../../../src/server/modules/preapprovals/preapprovals.document.service';
import { documentToken } from '../../../../src/server/modules/preapprovals/preapprovals.document-links.service';
import { bearer } from '../../../harness/principals';
import { executeOperation, type TestApp } from '../../../harness/test-app';
import { refusedAndUnchanged, type CrossCase } from './cross-case';
import { salesRead } from './sales-reads';
import type { Foreign } from './world';

// Credit pre-approvals of another agency, for a scoped principal: the list (unfiltered and with
// its project as filter) and the details by id show nothing of it; the edit and the document
// (sensitive personal data) are refused, and the row and its file stay as they were.

const BLANK = { page: 1, project_id: '', status: '', search: '' };
const BANK_LETTER = new Uint8Array(Buffer.from('%PDF-1.7\n% Carta de preaprobación\n%%EOF\n'));

/** The other agency's first pre-approval, with a stored document. */
async function foreignPreapproval(t: TestApp, foreign: Foreign) {
  const db: Db = t.database.db;
  const [row] = await db
    .select()
    .from(preapprovals)
    .where(inArray(preapprovals.project_id, foreign.projectIds))
    .orderBy(asc(preapprovals.id))
    .limit(1);
  if (!row) throw new Error('la agencia ajena no tiene preaprobaciones en la demo');
  if (row.document_url) return row;
  const key = `preapprovals/sonda-${row.id}.pdf`;
  await documentStorage(t.config).put(key, BANK_LETTER, 'application/pdf');
  const [updated] = await db.update(preapprovals).set({ document_url: key }).where(eq(preapprovals.id, row.id)).returning(); // prettier-ignore
  return updated ?? row;
}

const owned = (db: Db, ids: string[]) =>
  ids.length
    ? db.select({ id: preapprovals.id, project_id: preapprovals.project_id }).from(preapprovals).where(inArray(preapprovals.id, ids.map(Number))) // prettier-ignore
    : Promise.resolve([]);

export const preapprovalsCase: CrossCase = {
  operation: 'preapprovals',
  async run({ t }, principal, foreign) {
    const row = await foreignPreapproval(t, foreign);
    const token = principal.token ?? '';
    const list = async (project_id: string) => {
      const result = await executeOperation(t.app, PreapprovalsDocument, { ...BLANK, project_id }, token); // prettier-ignore
      return { result, rows: await owned(t.database.db, result.data?.preapprovals.data.map((p) => p.id) ?? []) }; // prettier-ignore
    };
    const all = await list('');
    const filtered = await list(String(row.project_id));
    const byId = await executeOperation(t.app, PreapprovalDocument, { id: String(row.id) }, token);
    const byIdRows = await owned(t.database.db, byId.data?.preapprovals.data.map((p) => p.id) ?? []); // prettier-ignore
    return [
      await salesRead(t, principal, 'lista sin filtro', all.result, all.rows, false),
      await salesRead(t, principal, 'filtro por el proyecto ajeno', filtered.result, filtered.rows, true), // prettier-ignore
      await salesRead(t, principal, 'preaprobación ajena por id', byId, byIdRows, true),
    ];
  },
};

export const editPreapprovalCase: CrossCase = {
  operation: 'editPreapproval',
  async run({ t }, principal, foreign) {
    const row = await foreignPreapproval(t, foreign);
    const rowOf = () => t.database.db.select().from(preapprovals).where(eq(preapprovals.id, row.id)); // prettier-ignore
    const before = await rowOf();
    const variables = { preapproval_id: String(row.id), status: row.status, description: 'Editada desde otra inmobiliaria', file: null }; // prettier-ignore
    const result = await executeOperation(t.app, EditPreapprovalDocument, variables, principal.token ?? ''); // prettier-ignore
    const after = await rowOf();
    return [refusedAndUnchanged('preaprobación ajena', result, result.data?.editPreapproval, before, after)]; // prettier-ignore
  },
};

type Answer = { statusCode: number; headers: Record<string, unknown> };
const documentCheck = (what: string, res: Answer) => ({
  what,
  leak: res.statusCode === 200 ? `entregó el documento (${String(res.headers['content-type'])})` : null, // prettier-ignore
  anomaly: [401, 403, 404].includes(res.statusCode) ? null : `respuesta inesperada: HTTP ${res.statusCode}`, // prettier-ignore
  outcome: `HTTP ${res.statusCode}`,
});

export const preapprovalDocumentCase: CrossCase = {
  operation: 'GET /api/preapprovals/:id/document',
  async run({ t }, principal, foreign) {
    const row = await foreignPreapproval(t, foreign);
    const path = `/api/preapprovals/${row.id}/document`;
    const res = await t.app.inject({ method: 'GET', url: path, headers: bearer(principal) });
    // A link signed for the principal with the server's own key (as if document_url had been
    // handed out by mistake): the route still reads the signer's role and agencies again.
    const link = { preapprovalId: row.id, userId: principal.userId ?? 0, documentKey: row.document_url ?? '' }; // prettier-ignore
    const token = encodeURIComponent(documentToken(t.config, link));
    const signed = await t.app.inject({ method: 'GET', url: `${path}?token=${token}` });
    return [
      documentCheck('documento de una preaprobación ajena', res),
      documentCheck('documento ajeno con enlace firmado para el usuario', signed),
    ];
  },
};
