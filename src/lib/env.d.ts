// Typed build-time variables of the SPA (see src/lib/env.ts).
interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_OAUTH_CLIENT_SECRET?: string;
}
