import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import {
  newWebhookSecret,
  SECRET_PREFIX,
  signedHeaders,
  signMessage,
} from './webhooks.signing.service';

const body = JSON.stringify({ type: 'ping', timestamp: '2026-12-02T03:00:00.000Z', data: {} });

describe('webhook signing (Standard Webhooks v1)', () => {
  it('makes whsec_ secrets of at least 24 random bytes, different every time', () => {
    const a = newWebhookSecret();
    expect(a.startsWith(SECRET_PREFIX)).toBe(true);
    expect(Buffer.from(a.slice(SECRET_PREFIX.length), 'base64').length).toBeGreaterThanOrEqual(24);
    expect(newWebhookSecret()).not.toBe(a);
  });

  it('signs so that the standardwebhooks package verifies it', () => {
    const secret = newWebhookSecret();
    const now = Math.floor(Date.now() / 1000);
    const headers = signedHeaders([secret], 'msg_abc', now, body);
    expect(new Webhook(secret).verify(body, { ...headers })).toEqual(JSON.parse(body));
    expect(() => new Webhook(newWebhookSecret()).verify(body, { ...headers })).toThrow();
    expect(() => new Webhook(secret).verify(`${body} `, { ...headers })).toThrow();
  });

  it('signs with every secret during a rotation, each verifying alone', () => {
    const [before, after] = [newWebhookSecret(), newWebhookSecret()];
    const now = Math.floor(Date.now() / 1000);
    const headers = signedHeaders([after, before], 'msg_rot', now, body);
    expect(headers['webhook-signature'].split(' ')).toEqual([
      signMessage(after, 'msg_rot', now, body),
      signMessage(before, 'msg_rot', now, body),
    ]);
    expect(new Webhook(before).verify(body, { ...headers })).toBeTruthy();
    expect(new Webhook(after).verify(body, { ...headers })).toBeTruthy();
  });
});
