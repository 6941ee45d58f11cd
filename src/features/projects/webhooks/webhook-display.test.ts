import { describe, expect, it } from 'vitest';
import {
  deliverySummaries,
  eventLabel,
  formatDuration,
  maskSecret,
  prettyBody,
  recordResult,
  statusLabel,
  statusTone,
  successRate,
  webhookState,
} from './webhook-display';

describe('webhook display', () => {
  it('names events in Spanish and leaves unknown ones as they are', () => {
    expect(eventLabel('booking_order.paid')).toBe('Pago de reserva recibido');
    expect(eventLabel('contact.created')).toBe('Contacto recibido');
    expect(eventLabel('invoice.sent')).toBe('invoice.sent');
  });

  it('tells delivered, failed and unanswered attempts apart', () => {
    expect([200, 204, 299].map(statusTone)).toEqual(['success', 'success', 'success']);
    expect([199, 301, 404, 500].map(statusTone)).toEqual([
      'failure',
      'failure',
      'failure',
      'failure',
    ]);
    expect(statusTone(null)).toBe('none');
    expect(statusLabel(null)).toBe('Sin respuesta');
    expect(statusLabel(502)).toBe('502');
  });

  it('indents JSON bodies and keeps other text', () => {
    expect(prettyBody('{"event":"quotation.created","project_id":7}')).toEqual({
      text: '{\n  "event": "quotation.created",\n  "project_id": 7\n}',
      json: true,
    });
    expect(prettyBody('<html>Bad Gateway</html>')).toEqual({
      text: '<html>Bad Gateway</html>',
      json: false,
    });
    expect(prettyBody('  ')).toBeNull();
    expect(prettyBody(null)).toBeNull();
  });

  it('names the states, sorts attempts into delivered and failed and rates them per webhook', () => {
    expect(['activo', 'con_fallas', 'desactivado'].map((s) => webhookState(s).label)).toEqual([
      'Activo',
      'Con fallas',
      'Desactivado',
    ]);
    expect([204, 500, null].map((status_code) => recordResult({ status_code }))).toEqual([
      'entregado',
      'fallido',
      'fallido',
    ]);
    const summaries = deliverySummaries([
      { webhook_id: '1', created_at: '2025-06-02T10:00:00.000Z', status_code: 200 },
      { webhook_id: '1', created_at: '2025-06-03T10:00:00.000Z', status_code: 503 },
      { webhook_id: '1', created_at: '2025-06-01T10:00:00.000Z', status_code: 200 },
      { webhook_id: '2', created_at: '2025-06-01T10:00:00.000Z', status_code: null },
    ]);
    expect(summaries.get('1')).toMatchObject({ total: 3, delivered: 2 });
    expect(summaries.get('1')?.last?.status_code).toBe(503);
    expect(successRate(summaries.get('1'))).toBe('67 %');
    expect(successRate(summaries.get('2'))).toBe('0 %');
    expect(successRate(summaries.get('3'))).toBeNull();
  });

  it('reads durations and masks secrets', () => {
    expect([184, 1320, 15000, null].map(formatDuration)).toEqual(['184 ms', '1,3 s', '15 s', '—']);
    expect(maskSecret('whsec_MfKQ9r8GKYqrTwjU')).toBe('whsec_••••••••••••TwjU');
  });
});
