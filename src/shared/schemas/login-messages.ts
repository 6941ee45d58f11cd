/** The login form's Spanish messages, shared by the zod schema and the zod-free rules. */
export const loginMessages = {
  emailRequired: 'Ingresa tu correo.',
  emailInvalid: 'Ingresa un correo válido.',
  passwordRequired: 'Ingresa tu contraseña.',
} as const;
