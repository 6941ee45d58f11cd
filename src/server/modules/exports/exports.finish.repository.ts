import type { NotificationUser } from '../../../../graphql/generated/server/resolvers-types';
import { writeAudit } from '../../audit/audit';
import type { Db } from '../../db/client';
import { notifications, notificationUsers } from '../../db/schema';
import { settleJob } from './exports.queue.repository';
import type { ExportJobRow } from './exports.job-types.service';

export const EXPORT_READY_TITLE = 'Exportación lista';

const rowsText = (rows: number) =>
  rows === 1 ? '1 fila' : `${new Intl.NumberFormat('es-CL').format(rows)} filas`;

export interface FinishedExport {
  job: ExportJobRow;
  notification: NotificationUser;
}

/**
 * Marks the attempt ready and, in the same transaction, tells the requester (a notification that
 * opens the exports panel) and writes the export's one audit row: who, what, which filters and
 * how many rows. Null when the claim was lost meanwhile: then nothing is written at all.
 */
export async function finishExport(
  db: Db,
  job: ExportJobRow,
  file: { fileName: string; filePath: string; rows: number },
): Promise<FinishedExport | null> {
  return db.transaction(async (tx) => {
    const ready = await settleJob(tx, job, { status: 'ready', ...file });
    if (!ready) return null;
    const [notification] = await tx
      .insert(notifications)
      .values({
        title: EXPORT_READY_TITLE,
        message: `Tu archivo «${file.fileName}» está listo para descargar (${rowsText(file.rows)}).`,
        url: '/exports',
      })
      .returning();
    if (!notification) throw new Error('notification insert returned nothing');
    const [delivery] = await tx
      .insert(notificationUsers)
      .values({ notification_id: notification.id, user_id: job.user_id })
      .returning();
    if (!delivery) throw new Error('notification_users insert returned nothing');
    await writeAudit(tx, {
      userId: job.user_id,
      event: 'exported',
      auditableType: 'ExportJob',
      auditableId: job.id,
      newValues: {
        type: job.type,
        filters: job.params,
        rows: file.rows,
        file_name: file.fileName,
      },
    });
    return {
      job: ready,
      notification: {
        id: String(delivery.id),
        read_at: null,
        created_at: delivery.created_at.toISOString(),
        notification: {
          id: String(notification.id),
          title: notification.title,
          message: notification.message,
          url: notification.url,
          created_at: notification.created_at.toISOString(),
        },
      },
    };
  });
}
