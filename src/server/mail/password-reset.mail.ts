import type { MailMessage } from './mailer';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

export interface PasswordResetMailInput {
  to: string;
  name: string;
  link: string;
  validMinutes: number;
}

/** The password-reset mail (Spanish, text and simple HTML), with the one-time link. */
export function passwordResetMail({
  to,
  name,
  link,
  validMinutes,
}: PasswordResetMailInput): MailMessage {
  const greeting = name.trim() ? `Hola, ${name.trim()}:` : 'Hola:';
  const text = [
    greeting,
    '',
    'Recibimos una solicitud para restablecer la contraseña de tu cuenta del back office.',
    'Para elegir una nueva contraseña, abre este enlace:',
    '',
    link,
    '',
    `El enlace vence en ${validMinutes} minutos y funciona una sola vez.`,
    'Si no pediste este cambio, ignora este correo: tu contraseña seguirá siendo la misma.',
  ].join('\n');
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="es"><body style="font-family: Arial, sans-serif; color: #1f2937">
<p>${escapeHtml(greeting)}</p>
<p>Recibimos una solicitud para restablecer la contraseña de tu cuenta del back office.</p>
<p><a href="${href}" style="background:#e0115f;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Restablecer contraseña</a></p>
<p>Si el botón no funciona, copia este enlace en tu navegador:<br><a href="${href}">${href}</a></p>
<p>El enlace vence en ${validMinutes} minutos y funciona una sola vez.</p>
<p>Si no pediste este cambio, ignora este correo: tu contraseña seguirá siendo la misma.</p>
</body></html>`;
  return {
    to,
    subject: 'Restablece tu contraseña',
    text,
    html,
    logLine: `enlace para restablecer la contraseña: ${link}`,
  };
}
