import { z } from 'zod';
import type { MutationEditPreapprovalArgs } from '../../../../graphql/generated/server/resolvers-types';
import { isStatus, preapprovalStatus } from '../../../shared/sales-status';
import { diffValues, writeAudit } from '../../audit/audit';
import type { GraphQLContext } from '../../context';
import { appError } from '../../errors';
import { parseInput, requireViewer } from '../common/inputs';
import { announceSalesChanges } from '../sales-common/sales-announce';
import { allowedMove } from '../sales-common/status-move';
import { isUploadedFile } from '../../storage';
import {
  documentStorage,
  isExternalUrl,
  newDocumentKey,
  readDocumentUpload,
} from './preapproval-document';
import { preapprovalMessages, requirePreapproval } from './preapprovals.access';
import { lockPreapproval, updatePreapproval, type PreapprovalRow } from './preapprovals.repository';

// editPreapproval (spec §5: status and description required, a file optional). The status may stay
// the same when only the description or the document changes; a change of status follows the
// table of src/shared. A refused call changes nothing: the new file is removed again, and the
// replaced one is removed only after the commit.

const editSchema = z.object({
  status: z.string().trim().min(1, preapprovalMessages.statusRequired),
  description: z
    .string()
    .trim()
    .min(1, preapprovalMessages.descriptionRequired)
    .max(2000, preapprovalMessages.descriptionTooLong),
});

const auditable = (row: Pick<PreapprovalRow, 'status' | 'description' | 'document_url'>) => ({
  status: row.status,
  description: row.description,
  document_url: row.document_url,
});

/** The same status is kept (a description or document change); another follows the table. */
const nextStatus = (from: string, to: string) =>
  to === from && isStatus(preapprovalStatus, to) ? to : allowedMove(preapprovalStatus, from, to);

export async function editPreapprovalRecord(
  ctx: GraphQLContext,
  args: MutationEditPreapprovalArgs,
) {
  const viewer = requireViewer(ctx);
  const input = parseInput(editSchema, args);
  const found = await requirePreapproval(ctx, ctx.db, args.preapproval_id);
  const upload = isUploadedFile(args.file) ? await readDocumentUpload(args.file) : null;
  const storage = documentStorage(ctx.config);
  const stored = upload ? await storage.put(newDocumentKey(upload.extension), upload.bytes, upload.mime) : null; // prettier-ignore
  let outcome: { before: PreapprovalRow; after: PreapprovalRow; changed: boolean };
  try {
    outcome = await ctx.db.transaction(async (tx) => {
      const before = await lockPreapproval(tx, found.id);
      if (!before) throw appError('NOT_FOUND', preapprovalMessages.notFound);
      const values = {
        status: nextStatus(before.status, input.status),
        description: input.description,
        document_url: stored?.path ?? before.document_url,
      };
      const diff = diffValues(auditable(before), values);
      if (Object.keys(diff.new).length === 0) return { before, after: before, changed: false };
      const after = await updatePreapproval(tx, before.id, values);
      await writeAudit(tx, {
        userId: viewer.id,
        event: 'updated',
        auditableType: 'Preapproval',
        auditableId: before.id,
        oldValues: diff.old,
        newValues: upload ? { ...diff.new, document_name: upload.fileName } : diff.new,
        ip: ctx.ip,
      });
      return { before, after, changed: true };
    });
  } catch (error) {
    if (stored) await storage.remove(stored.path).catch(() => undefined);
    throw error;
  }
  const { before, after, changed } = outcome;
  const replaced = before.document_url;
  if (stored && replaced && replaced !== after.document_url && !isExternalUrl(replaced)) {
    await storage.remove(replaced).catch(() => undefined);
  }
  if (changed) {
    await announceSalesChanges(ctx, [
      {
        type: 'preapproval',
        id: after.id,
        project_id: after.project_id,
        agency_id: found.agency_id,
      },
    ]);
  }
  return after;
}
