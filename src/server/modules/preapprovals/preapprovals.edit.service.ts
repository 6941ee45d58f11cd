import { z } from 'zod';
import type { MutationEditPreapprovalArgs } from '../../../../graphql/generated/server/resolvers-types';
import { preapprovalStatus } from '../../../shared/sales-status';
import { diffValues } from '../../audit/audit';
import type { GraphQLContext } from '../../context';
import { announceSalesChanges, appError, moveStatus, parseInput } from '../../kernel';
import { isUploadedFile } from '../../storage';
import {
  documentStorage,
  isExternalUrl,
  newDocumentKey,
  readDocumentUpload,
} from './preapprovals.document.service';
import { preapprovalMessages, requirePreapproval } from './preapprovals.access.service';
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

export async function editPreapprovalRecord(
  ctx: GraphQLContext,
  args: MutationEditPreapprovalArgs,
) {
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
      // The same status is kept (a description or document change); another follows the table.
      const { row } = await moveStatus(ctx, tx, {
        table: preapprovalStatus,
        auditableType: 'Preapproval',
        from: before.status,
        to: input.status,
        keep: true,
        apply: async (status) => {
          const values = {
            status,
            description: input.description,
            document_url: stored?.path ?? before.document_url,
          };
          const diff = diffValues(auditable(before), values);
          if (Object.keys(diff.new).length === 0) return null;
          const row = await updatePreapproval(tx, before.id, values);
          const named = upload ? { document_name: upload.fileName } : {};
          return { row, old: diff.old, new: { ...diff.new, ...named } };
        },
      });
      return row
        ? { before, after: row, changed: true }
        : { before, after: before, changed: false };
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
