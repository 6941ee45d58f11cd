// The session feature's pages. The session itself (SessionProvider, useSession) and the viewer
// live in src/lib/auth, where every feature may read them.
export type { Profile } from '../../../machines/session/session.types';
export { LoginPage } from './login-page';
export { ForgotPasswordPage } from './forgot-password-page';
export { ResetPasswordPage } from './reset-password-page';
export { ProfilePage } from './profile-page';
