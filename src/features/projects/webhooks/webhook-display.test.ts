import { describe, expect, it } from 'vitest';
import { eventLabel, prettyBody, statusLabel, statusTone } from './webhook-display';

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
});
