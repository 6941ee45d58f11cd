export { createMailer, type LogLine, type MailMessage, type Mailer } from './mailer';
export { passwordResetMail, type PasswordResetMailInput } from './password-reset.mail';
