// Webhooks of «Parque Los Aromos» (project 7) and their deliveries, for stories and tests.
import type {
  WebhookAuditsQuery,
  WebhookFieldsFragment,
  WebhooksRecordsQuery,
} from '../../../../graphql/generated/client/graphql';

export type WebhookRow = WebhookFieldsFragment;
export type WebhookRecordRow = WebhooksRecordsQuery['webhooksrecords'][number];

export const webhooksFixture: WebhookRow[] = [
  {
    id: '31',
    project_id: '7',
    name: 'CRM Salesforce',
    description: 'Envía cada cotización nueva al CRM de la inmobiliaria.',
    event_type: 'quotation.created',
    url: 'https://hooks.inmobiliariaandes.cl/cotizaciones',
    created_at: '2025-03-04T14:22:00.000Z',
  },
  {
    id: '32',
    project_id: '7',
    name: 'ERP pagos de reserva',
    description: 'Avisa al ERP contable cuando se paga una reserva con tarjeta o transferencia.',
    event_type: 'booking_order.paid',
    url: 'https://erp.constructoraandes.cl/api/v2/webhooks/reservas-pagadas?origen=backoffice',
    created_at: '2025-05-19T09:05:00.000Z',
  },
];

const quotation = JSON.stringify({
  event: 'quotation.created',
  project_id: 7,
  data: { quotation_id: 1532, customer: 'Camila Rojas Pizarro', rut: '15.487.296-3', uf: 2350.5 },
  sent_at: '2025-06-02T13:15:04.000Z',
});

export const recordsFixture: WebhookRecordRow[] = [
  {
    id: '901',
    webhook_id: '31',
    status_code: 200,
    message: 'Entregado',
    request_body: quotation,
    response_body: '{"ok":true,"id":"a0F5e00000XyZ1"}',
    created_at: '2025-06-02T13:15:05.000Z',
  },
  {
    id: '902',
    webhook_id: '32',
    status_code: 500,
    message: 'El destino respondió con un error (HTTP 500).',
    request_body: JSON.stringify({
      event: 'booking_order.paid',
      project_id: 7,
      data: { order: 'R-2025-0042' },
    }),
    response_body: '<html><body><h1>500 Internal Server Error</h1></body></html>',
    created_at: '2025-06-01T22:40:00.000Z',
  },
  {
    id: '903',
    webhook_id: '32',
    status_code: null,
    message: 'No se pudo conectar con el destino (tiempo de espera agotado).',
    request_body: JSON.stringify({
      event: 'booking_order.paid',
      project_id: 7,
      data: { order: 'R-2025-0041' },
    }),
    response_body: null,
    created_at: '2025-06-01T22:39:30.000Z',
  },
];

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
