// Webhooks of «Parque Los Aromos» (project 7) and their deliveries, for stories and tests. Bodies
// follow the server's thin payloads: `{ type, timestamp, data }` with ids, status and amounts.
import type {
  WebhookAuditsQuery,
  WebhookFieldsFragment,
  WebhooksDeliveryLogQuery,
} from '../../../../graphql/generated/client/graphql';

export type WebhookRow = WebhookFieldsFragment;
export type WebhookRecordRow = WebhooksDeliveryLogQuery['webhooksrecords'][number];

export const webhooksFixture: WebhookRow[] = [
  {
    id: '31',
    project_id: '7',
    name: 'CRM Salesforce',
    description: 'Envía cada cotización nueva al CRM de la inmobiliaria.',
    event_type: 'quotation.created',
    url: 'https://hooks.inmobiliariaandes.cl/cotizaciones',
    created_at: '2025-03-04T14:22:00.000Z',
    status: 'activo',
    disabled_at: null,
    secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  },
  {
    id: '32',
    project_id: '7',
    name: 'ERP pagos de reserva',
    description: 'Avisa al ERP contable cuando se paga una reserva con tarjeta o transferencia.',
    event_type: 'booking_order.paid',
    url: 'https://erp.constructoraandes.cl/api/v2/webhooks/reservas-pagadas?origen=backoffice',
    created_at: '2025-05-19T09:05:00.000Z',
    status: 'con_fallas',
    disabled_at: null,
    secret: 'whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD',
  },
];

/** The ERP webhook after five days of failures: the server turned it off. */
export const disabledWebhooksFixture: WebhookRow[] = webhooksFixture.map((hook) =>
  hook.id === '32'
    ? { ...hook, status: 'desactivado', disabled_at: '2025-06-06T22:40:00.000Z' }
    : hook,
);

/** Both webhooks delivering fine. */
export const healthyWebhooksFixture: WebhookRow[] = webhooksFixture.map((hook) => ({
  ...hook,
  status: 'activo',
}));

const payload = (type: string, data: Record<string, unknown>, timestamp: string) =>
  JSON.stringify({ type, timestamp, data });

const paid = (order: string, id: number, at: string) =>
  payload(
    'booking_order.paid',
    { id, project_id: 7, status: 'approved', order_number: order, amount: 250000 },
    at,
  );

export const recordsFixture: WebhookRecordRow[] = [
  {
    id: '901',
    webhook_id: '31',
    event_type: 'quotation.created',
    status_code: 200,
    message: 'Entregado',
    request_body: payload(
      'quotation.created',
      { id: 1532, project_id: 7, status: 'pending', uf: 2350.5 },
      '2025-06-02T13:15:04.000Z',
    ),
    response_body: '{"ok":true,"id":"a0F5e00000XyZ1"}',
    attempt: 1,
    duration_ms: 184,
    next_attempt_at: null,
    delivery_id: '7001',
    created_at: '2025-06-02T13:15:05.000Z',
  },
  {
    id: '902',
    webhook_id: '32',
    event_type: 'booking_order.paid',
    status_code: 500,
    message: 'El destino respondió con un error (HTTP 500).',
    request_body: paid('R-2025-0042', 88, '2025-06-01T22:39:55.000Z'),
    response_body: '<html><body><h1>500 Internal Server Error</h1></body></html>',
    attempt: 2,
    duration_ms: 1320,
    next_attempt_at: '2025-06-01T23:10:00.000Z',
    delivery_id: '7002',
    created_at: '2025-06-01T22:40:00.000Z',
  },
  {
    id: '903',
    webhook_id: '32',
    event_type: 'booking_order.paid',
    status_code: null,
    message: 'No se pudo conectar con el destino (tiempo de espera agotado).',
    request_body: paid('R-2025-0042', 88, '2025-06-01T22:39:25.000Z'),
    response_body: null,
    attempt: 1,
    duration_ms: 15000,
    next_attempt_at: '2025-06-01T22:39:35.000Z',
    delivery_id: '7002',
    created_at: '2025-06-01T22:39:30.000Z',
  },
];

/** Only deliveries that arrived: both receivers answered 2xx. */
export const deliveredRecordsFixture: WebhookRecordRow[] = [
  recordsFixture[0]!,
  {
    ...recordsFixture[1]!,
    id: '904',
    status_code: 204,
    message: 'Entregado',
    response_body: null,
    attempt: 1,
    duration_ms: 96,
    next_attempt_at: null,
    delivery_id: '7003',
    created_at: '2025-06-01T21:05:00.000Z',
  },
];

/** Dozens of failed attempts of the ERP webhook, newest first, every few hours over five days. */
export const longFailingLogFixture: WebhookRecordRow[] = Array.from({ length: 48 }, (_, index) => {
  const at = new Date(Date.UTC(2025, 5, 6, 22, 40) - index * 2.5 * 3600_000);
  const delivery = 7100 + Math.floor(index / 8);
  const attempt = 8 - (index % 8);
  const timeout = index % 3 === 2;
  return {
    id: String(1200 - index),
    webhook_id: '32',
    event_type: 'booking_order.paid',
    status_code: timeout ? null : 503,
    message: timeout
      ? 'No se pudo conectar con el destino (tiempo de espera agotado).'
      : 'El destino respondió con un error (HTTP 503).',
    request_body: paid(
      `R-2025-${String(60 - Math.floor(index / 8)).padStart(4, '0')}`,
      delivery,
      at.toISOString(),
    ),
    response_body: timeout ? null : '{"error":"Servicio en mantención","retry":true}',
    attempt,
    duration_ms: timeout ? 15000 : 420 + index * 7,
    next_attempt_at: attempt === 8 ? null : new Date(at.getTime() + 3600_000).toISOString(),
    delivery_id: String(delivery),
    created_at: at.toISOString(),
  };
});
const admin = { id: '1', name: 'Catalina', last_name: 'Muñoz Rojas' };

/** The history of both webhooks: created, then the ERP one moved to a new URL. */
export const webhookAuditsFixture: WebhookAuditsQuery['webhooks'] = [
  {
    id: '32',
    name: 'ERP pagos de reserva',
    audits: [
      {
        id: '5101',
        event: 'created',
        old_values: {},
        new_values: {
          name: 'ERP pagos de reserva',
          description: 'Avisa al ERP contable cuando se paga una reserva.',
          event_type: 'booking_order.paid',
          url: 'https://erp.constructoraandes.cl/api/v1/reservas',
          project_id: 7,
        },
        created_at: '2025-05-19T09:05:00.000Z',
        user: admin,
      },
      {
        id: '5102',
        event: 'updated',
        old_values: { url: 'https://erp.constructoraandes.cl/api/v1/reservas' },
        new_values: {
          url: 'https://erp.constructoraandes.cl/api/v2/webhooks/reservas-pagadas?origen=backoffice',
        },
        created_at: '2025-06-01T15:30:00.000Z',
        user: admin,
      },
    ],
  },
  {
    id: '31',
    name: 'CRM Salesforce',
    audits: [
      {
        id: '5001',
        event: 'created',
        old_values: {},
        new_values: {
          name: 'CRM Salesforce',
          description: 'Envía cada cotización nueva al CRM de la inmobiliaria.',
          event_type: 'quotation.created',
          url: 'https://hooks.inmobiliariaandes.cl/cotizaciones',
          project_id: 7,
        },
        created_at: '2025-03-04T14:22:00.000Z',
        user: admin,
      },
    ],
  },
];
