// Test support for the webhook suites: a project of a demo agency and delivery records inserted
// as the delivery worker (a later issue) will write them. Never imported by production code.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects, webhookRecords, webhooks } from '../../db/schema';
import type { WebhookDeliveryState } from '../../db/schema/statuses';

/**
 * The first project of an agency (by id), without the webhooks the seed gave every project (their
 * records go by cascade), so the suites' lists are exact.
 */
export async function bareProjectOf(db: Db, agencyId: number) {
  const [row] = await db
    .select()
    .from(projects)
    .where(eq(projects.real_state_agency_id, agencyId))
    .orderBy(asc(projects.id))
    .limit(1);
  if (!row) throw new Error(`la agencia ${agencyId} no tiene proyectos`);
  await db.delete(webhooks).where(eq(webhooks.project_id, row.id));
  return row;
}

export async function insertWebhook(db: Db, projectId: number, name = 'CRM Los Aromos') {
  const [row] = await db
    .insert(webhooks)
    .values({
      project_id: projectId,
      name,
      description: 'Cotizaciones al CRM de la inmobiliaria',
      event_type: 'quotation.created',
      url: 'https://crm.losaromos.cl/webhooks/cotizaciones',
    })
    .returning();
  if (!row) throw new Error('no se pudo crear el webhook de prueba');
  return row;
}

const stateOf = (status: number | null): WebhookDeliveryState =>
  status !== null && status < 400 ? 'delivered' : 'failed';

export interface RecordFixture {
  status_code: number | null;
  message: string;
  response_body?: string | null;
  minutesAgo: number;
}

/** Delivery attempts of a webhook, `minutesAgo` before now, with a realistic quotation body. */
export async function insertRecords(
  db: Db,
  webhook: { id: number; project_id: number },
  records: readonly RecordFixture[],
) {
  const now = Date.now();
  return db
    .insert(webhookRecords)
    .values(
      records.map((record, i) => ({
        webhook_id: webhook.id,
        project_id: webhook.project_id,
        event_type: 'quotation.created',
        state: stateOf(record.status_code),
        status_code: record.status_code,
        message: record.message,
        request_body: {
          event: 'quotation.created',
          project_id: webhook.project_id,
          data: { quotation_id: 1000 + i, customer: 'Camila Soto Muñoz', rut: '16.349.178-8' },
          sent_at: new Date(now - record.minutesAgo * 60_000).toISOString(),
        },
        response_body: record.response_body ?? null,
        attempts: 1,
        created_at: new Date(now - record.minutesAgo * 60_000),
      })),
    )
    .returning();
}
