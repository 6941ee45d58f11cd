// The session's side effects, built from injected dependencies (CONVENTIONS rule 4): the app passes
// the real executor, OAuth client and localStorage; tests pass fakes or replace these with
// machine.provide.
import { fromCallback, fromPromise } from 'xstate';
import { MeDocument } from '../../graphql/generated/session/graphql';
import type {
  AuthTokens,
  Credentials,
  Profile,
  SessionDeps,
  SessionEvent,
  StoredSession,
} from './session.types';

// Treat a token this close to expiry as expired: a request sent now would arrive too late.
const EXPIRY_MARGIN_MS = 10_000;

const runDirectly = <T>(task: () => Promise<T>) => task();

export function createSessionActors(deps: SessionDeps) {
  const now = deps.now ?? Date.now;
  const exclusive = deps.exclusive ?? runDirectly;
  const { storage } = deps;

  return {
    readStoredAuth: fromPromise<StoredSession>(async () => {
      const tokens = storage.read();
      return tokens ? { tokens, expired: tokens.expiresAt - EXPIRY_MARGIN_MS <= now() } : null;
    }),

    signIn: fromPromise<AuthTokens, Credentials>(async ({ input }) => {
      const tokens = await deps.oauth.passwordGrant(input);
      storage.write(tokens);
      return tokens;
    }),

    fetchProfile: fromPromise<Profile>(async () => {
      const { me } = await deps.execute(MeDocument);
      storage.rememberAccess(me);
      return me;
    }),

    refreshTokens: fromPromise<AuthTokens, { refreshToken: string }>(({ input }) =>
      exclusive(async () => {
        // Another tab may have rotated the refresh token while this one waited for the lock:
        // adopt its tokens instead of spending the old (now revoked) refresh token.
        const stored = storage.read();
        if (
          stored &&
          stored.refreshToken !== input.refreshToken &&
          stored.expiresAt - EXPIRY_MARGIN_MS > now()
        ) {
          return stored;
        }
        try {
          const tokens = await deps.oauth.refreshGrant(input.refreshToken);
          storage.write(tokens);
          return tokens;
        } catch (error) {
          storage.clear();
          throw error;
        }
      }),
    ),

    signOut: fromPromise<void, { tokens: AuthTokens | null }>(async ({ input }) => {
      try {
        await deps.oauth.logout(input.tokens);
      } finally {
        // Spec §7: whatever the outcome, the tokens go.
        storage.clear();
      }
    }),

    watchStorage: fromCallback<SessionEvent>(({ sendBack }) =>
      storage.subscribe((tokens) =>
        sendBack(tokens ? { type: 'token.refreshed', tokens } : { type: 'session.endedElsewhere' }),
      ),
    ),
  };
}

export type SessionActors = ReturnType<typeof createSessionActors>;
