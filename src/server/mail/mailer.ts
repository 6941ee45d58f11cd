import { createTransport } from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the server logs instead of sending when no SMTP server is configured (one line). */
  logLine: string;
}

export interface Mailer {
  /** Sends one message; rejects when the SMTP server refuses it. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export type LogLine = (line: string) => void;

const consoleLine: LogLine = (line) => console.info(line);

/**
 * Outgoing mail: nodemailer over SMTP_URL (smtp:// or smtps://, credentials in the URL) when it
 * is set; otherwise the server logs one Spanish line per message, so a development install can
 * still follow a reset link without a mail server.
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
  log: LogLine = consoleLine,
): Mailer {
  if (!config.smtpUrl) {
    return {
      send: async (message) => {
        log(`Correo no enviado (SMTP_URL no configurado) para ${message.to}: ${message.logLine}`);
      },
      close: () => undefined,
    };
  }
  const transport = createTransport(config.smtpUrl, { from: config.mailFrom });
  return {
    send: async (message) => {
      await transport.sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    close: () => transport.close(),
  };
}
