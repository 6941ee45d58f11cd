import { createServer } from 'node:http';
import { startMailCatcher } from '../harness/smtp';

/**
 * A local SMTP server for the e2e server to send through, with a loopback HTTP window on it:
 * `GET /next?to=<email>` answers the next mail to that address as JSON (waits up to 10 s, 404
 * after). The Playwright test reads the reset link from there as a person reads their inbox.
 */
export async function startMailInbox(httpPort: number): Promise<{ smtpUrl: string }> {
  const catcher = await startMailCatcher();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const to = url.searchParams.get('to');
    if (url.pathname !== '/next' || !to) {
      response.writeHead(400).end();
      return;
    }
    catcher.waitForMail(to, 10_000).then(
      (mail) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ subject: mail.subject, text: mail.text, link: mail.link }));
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(httpPort, '127.0.0.1', resolve));
  return { smtpUrl: catcher.url };
}
