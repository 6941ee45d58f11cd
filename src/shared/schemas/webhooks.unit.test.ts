import { describe, expect, it } from 'vitest';
import {
  WEBHOOK_EVENT_TYPES,
  webhookEventLabels,
  webhookMessages,
  webhookSchema,
} from './webhooks';

const valid = {
  name: 'CRM Inmobiliaria Los Aromos',
  description: 'Avisa al CRM de cada cotización del proyecto Parque Los Aromos',
  event_type: 'quotation.created',
  url: 'https://crm.losaromos.cl/api/cotizaciones',
};

const messagesOf = (values: Record<string, unknown>) => {
  const parsed = webhookSchema.safeParse(values);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], i.message]));
};

describe('webhookSchema', () => {
  it('accepts a complete webhook and trims its texts', () => {
    const parsed = webhookSchema.parse({ ...valid, name: '  CRM Los Aromos  ' });
    expect(parsed.name).toBe('CRM Los Aromos');
    expect(parsed.url).toBe(valid.url);
  });

  it('requires every field, in Spanish', () => {
    expect(messagesOf({ name: ' ', description: '', event_type: '', url: '' })).toEqual({
      name: webhookMessages.nameRequired,
      description: webhookMessages.descriptionRequired,
      event_type: webhookMessages.eventRequired,
      url: webhookMessages.urlRequired,
    });
    expect(messagesOf({})).toHaveProperty('name', webhookMessages.nameRequired);
  });

  it('accepts only the events of the contract', () => {
    expect(messagesOf({ ...valid, event_type: 'quotation.deleted' })).toEqual({
      event_type: webhookMessages.eventInvalid,
    });
    for (const event_type of WEBHOOK_EVENT_TYPES)
      expect(messagesOf({ ...valid, event_type })).toEqual({});
  });

  it('labels every event in Spanish', () => {
    expect(Object.keys(webhookEventLabels).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    expect(webhookEventLabels['booking_order.paid']).toBe('Pago de reserva recibido');
  });

  it('refuses schemes other than http and https', () => {
    for (const url of [
      'ftp://crm.losaromos.cl/x',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'crm.losaromos.cl',
    ]) {
      expect(messagesOf({ ...valid, url }), url).toEqual({ url: webhookMessages.urlInvalid });
    }
    expect(messagesOf({ ...valid, url: 'http://hooks.ejemplo.cl:8080/x' })).toEqual({});
  });

  it('checks only the form of the URL: the server decides whether its host is public', () => {
    for (const url of ['http://127.0.0.1:3000/hook', 'http://[::1]/hook', 'http://10.0.0.12/x'])
      expect(messagesOf({ ...valid, url }), url).toEqual({});
  });
});
