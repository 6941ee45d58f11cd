import { rmSync } from 'node:fs';

// The e2e server's surroundings, before serve.mjs loads the bundle: its environment on a brand-new
// PGlite database (seeded demo), and the test services it asks for
// (E2E_MAIL_PORT=<port> a mail inbox, see mail-inbox.ts; E2E_SQL_PORT=<port> a SQL
// window onto its database, see sql-window.ts; E2E_WEBHOOK_PORT=<port> a webhook receiver, see
// webhook-inbox.ts; E2E_FLOW_PORT=<port> a fake Flow)
const [port = '4180', dataDir = '/tmp/backoffice-e2e', ttl] = process.argv.slice(2);
rmSync(dataDir, { recursive: true, force: true });
process.env.PORT = port;
process.env.HOST = '127.0.0.1';
process.env.DATA_DIR = dataDir;
process.env.SEED_DEMO = '1';
process.env.STATIC_DIR = process.env.STATIC_DIR ?? 'dist';
if (ttl) process.env.ACCESS_TOKEN_TTL = ttl;
// E2E_MAIL_PORT: mail goes to a local SMTP server whose inbox the tests read over HTTP.
if (process.env.E2E_MAIL_PORT) {
  const { startMailInbox } = await import('./mail-inbox');
  process.env.SMTP_URL = (await startMailInbox(Number(process.env.E2E_MAIL_PORT))).smtpUrl;
}
// E2E_SQL_PORT: a test-only SQL window onto this server's database (see sql-window.ts).
if (process.env.E2E_SQL_PORT) {
  const { startSqlWindow } = await import('./sql-window');
  await startSqlWindow(Number(process.env.E2E_SQL_PORT));
}
// E2E_WEBHOOK_PORT: a loopback receiver, exempt from the webhooks' private-address refusal.
if (process.env.E2E_WEBHOOK_PORT) {
  const { startWebhookInbox } = await import('./webhook-inbox');
  await startWebhookInbox(Number(process.env.E2E_WEBHOOK_PORT));
  process.env.WEBHOOKS_ALLOWED_HOSTS = '127.0.0.1';
}
// E2E_FLOW_PORT: a fake Flow on loopback (tests/support/fake-flow.ts) answers the server's
// payment/getStatus calls; specs set its merchants and answers over HTTP.
if (process.env.E2E_FLOW_PORT) {
  const { startFakeFlow } = await import('../support/fake-flow');
  process.env.FLOW_API_URL = (await startFakeFlow({ port: Number(process.env.E2E_FLOW_PORT) })).url;
}
