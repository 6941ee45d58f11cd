import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { matchRestRule } from '../../shared/access';
import {
  forgotPasswordSchema,
  passwordForgetChangeSchema,
} from '../../shared/schemas/password-reset';
import type { Config } from '../config';
import type { Viewer } from '../context';
import type { Db } from '../db/client';
import type { Mailer } from '../mail';
import { restGuard } from './guard';
import { changeForgottenPassword, requestPasswordReset } from './password-reset.service';

export const passwordResetMessages = {
  requested: 'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña.',
  changed: 'Tu contraseña fue actualizada. Ya puedes iniciar sesión.',
  invalidLink: 'El enlace no es válido o expiró. Solicita uno nuevo.',
} as const;

export interface PasswordResetDeps {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
  mailer: Mailer;
  authenticate: (authorization: string | undefined) => Promise<Viewer | null>;
  /** Sessions ended by a new password, so their sockets close on every instance. */
  onSessionRevoked?: (familyId: string) => void;
}

/** Laravel's validation answer: 422, the first message, and every message by field. */
function invalid(reply: FastifyReply, error: z.ZodError) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'email');
    const list = (errors[field] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return reply.status(422).send({ message: error.issues[0]?.message, errors });
}

function ruleOf(path: string) {
  const match = matchRestRule('POST', path);
  if (!match) throw new Error(`La política no conoce POST ${path}`);
  return match.rule;
}

/** The two public calls of /forgot-password and /reset-password/{token}/{email} (spec §7). */
export function registerPasswordResetRoutes(app: FastifyInstance, deps: PasswordResetDeps) {
  const forgetPath = '/api/public/passwordForgetUser';
  app.post(
    forgetPath,
    { preHandler: restGuard(ruleOf(forgetPath), deps.authenticate) },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const parsed = forgotPasswordSchema.safeParse(request.body ?? {});
      if (!parsed.success) return invalid(reply, parsed.error);
      const mail = await requestPasswordReset(deps.db, deps.config, parsed.data.email);
      // Sent after the commit and not awaited: how long the SMTP server takes must not tell
      // whether the account exists, and a failed delivery is the log's business, not the form's.
      if (mail) {
        deps.mailer.send(mail).catch((error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          console.error(`No se pudo enviar el correo para restablecer la contraseña: ${reason}`);
        });
      }
      return reply.status(200).send({ message: passwordResetMessages.requested });
    },
  );

  const changePath = '/api/public/passwordForgetChangeUser';
  app.post(
    changePath,
    { preHandler: restGuard(ruleOf(changePath), deps.authenticate) },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const parsed = passwordForgetChangeSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        // A token or email that does not even parse comes from a broken link, not from the form.
        const fromLink = parsed.error.issues.some((i) =>
          ['token', 'email'].includes(String(i.path[0])),
        );
        if (!fromLink) return invalid(reply, parsed.error);
      }
      const families = parsed.success
        ? await changeForgottenPassword(deps.db, {
            token: parsed.data.token,
            email: parsed.data.email,
            password: parsed.data.password,
            ip: request.ip,
          })
        : null;
      if (!families) {
        const message = passwordResetMessages.invalidLink;
        return reply.status(422).send({ message, errors: { token: [message] } });
      }
      for (const familyId of families) deps.onSessionRevoked?.(familyId);
      return reply.status(200).send({ message: passwordResetMessages.changed });
    },
  );
}
