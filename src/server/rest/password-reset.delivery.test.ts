import { createServer } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/harness/test-app';
import { startMailCatcher, type MailCatcher } from '../../../tests/harness/smtp';
import { passwordResets } from '../db/schema';

// What the forgot-password answer does not reveal (unknown, inactive, rate-limited: the same 200)
// and how mail leaves the server: SMTP, the log without SMTP_URL, and a failing SMTP server.
const SAME_ANSWER = {
  message: 'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña.',
};

const forget = (app: TestApp, email: string) =>
  app.app.inject({ method: 'POST', url: '/api/public/passwordForgetUser', payload: { email } });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('with an SMTP server', () => {
  let t: TestApp;
  let mail: MailCatcher;
  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await startTestApp('demo', { smtpUrl: mail.url });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const rowsOf = (email: string) =>
    t.database.db.select().from(passwordResets).where(eq(passwordResets.email, email));

  it('answers an unknown or inactive email exactly like a known one, and mails nothing', async () => {
    for (const email of ['nadie.registrado@demo.cl', 'inactivo@demo.cl']) {
      const res = await forget(t, email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(SAME_ANSWER);
      expect(await rowsOf(email)).toHaveLength(0);
    }
    const known = await forget(t, 'admin@demo.cl');
    expect([known.statusCode, known.json()]).toEqual([200, SAME_ANSWER]);
    // The known one arrives; had the others been sent, they would have arrived before it.
    await mail.waitForMail('admin@demo.cl');
    expect(mail.messages.flatMap((m) => m.to)).not.toContain('nadie.registrado@demo.cl');
    expect(mail.messages.flatMap((m) => m.to)).not.toContain('inactivo@demo.cl');
  });

  it('sends at most one mail a minute per email, with the same answer', async () => {
    const email = 'newsuser@demo.cl';
    expect((await forget(t, email)).json()).toEqual(SAME_ANSWER);
    const first = await mail.waitForMail(email);
    const second = await forget(t, 'NewsUser@demo.cl');
    expect([second.statusCode, second.json()]).toEqual([200, SAME_ANSWER]);
    expect(await rowsOf(email)).toHaveLength(1);

    // A minute later a new link is mailed, and only the newest link works.
    await t.database.db
      .update(passwordResets)
      .set({ created_at: sql`now() - interval '61 seconds'` })
      .where(eq(passwordResets.email, email));
    expect((await forget(t, email)).statusCode).toBe(200);
    const third = await mail.waitForMail(email);
    expect(third.link).not.toBe(first.link);
    expect(mail.messages.filter((m) => m.to.includes(email))).toHaveLength(2);
    expect(await rowsOf(email)).toHaveLength(1);
  });

  it('rejects a malformed email with 422 and a Spanish message', async () => {
    const res = await forget(t, 'no-es-un-correo');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: { email: [expect.stringMatching(/correo/i)] } });
  });
});

describe('without SMTP_URL', () => {
  it('logs the link in one Spanish line instead of mailing it', async () => {
    const t = await startTestApp('demo', { smtpUrl: undefined });
    try {
      const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
      const res = await forget(t, 'realstatevendor@demo.cl');
      expect(res.json()).toEqual(SAME_ANSWER);
      await vi.waitFor(() => expect(info).toHaveBeenCalledTimes(1));
      const line = String(info.mock.calls[0]?.[0]);
      expect(line).toMatch(
        /^Correo no enviado \(SMTP_URL no configurado\) para realstatevendor@demo\.cl: enlace para restablecer la contraseña: http:\/\/\S+\/reset-password\/[A-Za-z0-9_-]{43}\/realstatevendor%40demo\.cl$/,
      );
      expect(line).not.toContain('\n');
    } finally {
      await t.close();
    }
  });
});

describe('when the SMTP server is down', () => {
  it('still gives the same answer and logs the failure without the link', async () => {
    // A port that was free a moment ago: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const address = probe.address();
    const port = typeof address === 'object' && address ? address.port : 1;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const t = await startTestApp('demo', { smtpUrl: `smtp://127.0.0.1:${port}` });
    try {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const res = await forget(t, 'realstateadmin@demo.cl');
      expect([res.statusCode, res.json()]).toEqual([200, SAME_ANSWER]);
      await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1), { timeout: 10_000 });
      const line = String(error.mock.calls[0]?.[0]);
      expect(line).toMatch(/^No se pudo enviar el correo para restablecer la contraseña/);
      expect(line).not.toContain('reset-password');
    } finally {
      await t.close();
    }
  });
});
