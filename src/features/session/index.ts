// The session feature's public surface (team brief: SessionProvider, useSession and the pages).
export { SessionProvider, useSessionActorRef, type SessionProviderProps } from './session-context';
export { useSession, type SessionView } from './use-session';
export type { SessionStatus } from './session-selectors';
export type { Profile } from '../../../machines/session/session.types';
export { LoginPage } from './login-page';
export { ForgotPasswordPage } from './forgot-password-page';
export { ResetPasswordPage } from './reset-password-page';
export { ProfilePage } from './profile-page';
