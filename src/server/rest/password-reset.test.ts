import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MeDocument } from '../../../graphql/generated/client/graphql';
import {
  executeOperation,
  login,
  startTestApp,
  type TestApp,
} from '../../../tests/harness/test-app';
import { startMailCatcher, type MailCatcher } from '../../../tests/harness/smtp';
import { audits, passwordResets, users } from '../db/schema';

// The whole recovery through the real server and a real SMTP server: request, mail, link, new
// password, login. The link is the only place the token exists; the database keeps its hash.
let t: TestApp;
let mail: MailCatcher;

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await startTestApp('demo', { smtpUrl: mail.url, publicUrl: 'https://backoffice.ejemplo.cl' });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

const post = (url: string, payload: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload });
const forget = (email: string) => post('/api/public/passwordForgetUser', { email });
const change = (payload: Record<string, string>) =>
  post('/api/public/passwordForgetChangeUser', payload);

/** Requests a reset for `email` and returns the token and email the mailed link carries. */
async function mailedLink(email: string) {
  expect((await forget(email)).statusCode).toBe(200);
  const received = await mail.waitForMail(email);
  const match = /\/reset-password\/([^/\s]+)\/([^/\s]+)$/.exec(received.link ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`sin enlace: ${received.text}`);
  return { received, token: match[1], email: decodeURIComponent(match[2]) };
}

describe('password reset by mail', () => {
  it('mails a one-time link, changes the password, ends the sessions and audits it', async () => {
    const before = await login(t.app, 'realstateuser@demo.cl');
    const { received, token, email } = await mailedLink('RealStateUser@Demo.cl ');

    expect(received.subject).toBe('Restablece tu contraseña');
    expect(received.link).toBe(
      `https://backoffice.ejemplo.cl/reset-password/${token}/${encodeURIComponent('realstateuser@demo.cl')}`,
    );
    expect(received.text).toContain('vence en 60 minutos');
    expect(received.html).toContain(`href="${received.link}"`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [row] = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.email, 'realstateuser@demo.cl'));
    expect(row?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const lifetime = (row?.expires_at.getTime() ?? 0) - (row?.created_at.getTime() ?? 0);
    expect(Math.round(lifetime / 60_000)).toBe(60);

    const res = await change({
      token,
      email,
      password: 'Araucaria2025',
      password_confirmation: 'Araucaria2025',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Tu contraseña fue actualizada. Ya puedes iniciar sesión.',
    });

    // The old session ends; the new password opens a new one, the old password does not.
    const me = await executeOperation(t.app, MeDocument, {}, before.access_token);
    expect(me.statusCode).toBe(401);
    await expect(login(t.app, 'realstateuser@demo.cl', 'Araucaria2025')).resolves.toHaveProperty(
      'access_token',
    );
    await expect(login(t.app, 'realstateuser@demo.cl')).rejects.toThrow(/login/);

    const [user] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'realstateuser@demo.cl'));
    const rows = await t.database.db
      .select()
      .from(audits)
      .where(and(eq(audits.auditable_type, 'User'), eq(audits.auditable_id, String(user?.id))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_id: null,
      event: 'updated',
      old_values: {},
      new_values: { password_changed: true },
    });
    expect(JSON.stringify(rows[0])).not.toMatch(/argon2|Araucaria|token/);
  });

  it('refuses a link that was already used', async () => {
    const { token, email } = await mailedLink('superadmin@demo.cl');
    const body = { token, email, password: 'Quillay2025', password_confirmation: 'Quillay2025' };
    expect((await change(body)).statusCode).toBe(200);
    const again = await change({
      ...body,
      password: 'Peumo20255',
      password_confirmation: 'Peumo20255',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      message: 'El enlace no es válido o expiró. Solicita uno nuevo.',
    });
    await expect(login(t.app, 'superadmin@demo.cl', 'Quillay2025')).resolves.toBeTruthy();
  });

  it('refuses an expired link and changes nothing', async () => {
    const { token, email } = await mailedLink('preapprovaluser@demo.cl');
    await t.database.db
      .update(passwordResets)
      .set({ expires_at: sql`now() - interval '1 minute'` })
      .where(eq(passwordResets.email, 'preapprovaluser@demo.cl'));
    const res = await change({
      token,
      email,
      password: 'Boldo20251',
      password_confirmation: 'Boldo20251',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('El enlace no es válido o expiró. Solicita uno nuevo.');
    await expect(login(t.app, 'preapprovaluser@demo.cl')).resolves.toBeTruthy();
  });

  it('refuses a token presented with another email', async () => {
    const { token } = await mailedLink('realstatevendor@demo.cl');
    const res = await change({
      token,
      email: 'vendedor2@demo.cl',
      password: 'Litre20251',
      password_confirmation: 'Litre20251',
    });
    expect(res.statusCode).toBe(422);
    await expect(login(t.app, 'vendedor2@demo.cl')).resolves.toBeTruthy();
  });

  it('answers 422 with Spanish messages by field for a weak or unconfirmed password', async () => {
    const { token, email } = await mailedLink('realstateadmin@demo.cl');
    const weak = await change({ token, email, password: 'corta', password_confirmation: 'corta' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json()).toEqual({
      message: 'La contraseña debe tener al menos 8 caracteres, con letras y números.',
      errors: { password: [expect.stringMatching(/al menos 8 caracteres/)] },
    });
    const mismatch = await change({
      token,
      email,
      password: 'Canelo2025',
      password_confirmation: 'Canelo2026',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toEqual({
      message: 'Las contraseñas no coinciden.',
      errors: { password_confirmation: ['Las contraseñas no coinciden.'] },
    });
    // The link survives a form error and still works.
    const ok = await change({
      token,
      email,
      password: 'Canelo2025',
      password_confirmation: 'Canelo2025',
    });
    expect(ok.statusCode).toBe(200);
  });
});
