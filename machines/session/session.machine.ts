// The session lifecycle (ARCHITECTURE §6): restore from storage, log in, load the profile, refresh
// the access token single-flight, log out, and follow other tabs. Navigation and page reload are
// injected actions (`navigate`, `reloadPage`); requests are actors from createSessionActors.
import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate';
import type { SessionActors } from './session.actors';
import {
  isLoginFailure,
  type AuthTokens,
  type Credentials,
  type LoginFailure,
  type Profile,
  type SessionContext,
  type SessionEvent,
  type StoredSession,
} from './session.types';

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`Actor de sesión sin proveer: ${name}`));

const UNKNOWN_FAILURE: LoginFailure = {
  kind: 'network',
  message: 'No pudimos iniciar sesión. Inténtalo de nuevo.',
  retryAfterSeconds: null,
};

// A plain copy: the context stays serialisable whatever error class the OAuth client threw.
const failureOf = (error: unknown): LoginFailure =>
  isLoginFailure(error)
    ? { kind: error.kind, message: error.message, retryAfterSeconds: error.retryAfterSeconds }
    : UNKNOWN_FAILURE;

const placeholderActors: SessionActors = {
  readStoredAuth: fromPromise<StoredSession>(notProvided('readStoredAuth')),
  signIn: fromPromise<AuthTokens, Credentials>(notProvided('signIn')),
  fetchProfile: fromPromise<Profile>(notProvided('fetchProfile')),
  refreshTokens: fromPromise<AuthTokens, { refreshToken: string }>(notProvided('refreshTokens')),
  signOut: fromPromise<void, { tokens: AuthTokens | null }>(notProvided('signOut')),
  watchStorage: fromCallback<SessionEvent>(() => undefined),
};

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: placeholderActors,
  actions: {
    // Injected by the app (wouter's navigate, location.reload); no-ops keep the machine pure.
    navigate: (_, _params: { to: string }) => undefined,
    reloadPage: () => undefined,
    storeTokens: assign({ tokens: (_, params: { tokens: AuthTokens | null }) => params.tokens }),
    storeProfile: assign({ profile: (_, params: { profile: Profile }) => params.profile }),
    storeFailure: assign({ failure: (_, params: { error: unknown }) => failureOf(params.error) }),
    clearFailure: assign({ failure: null }),
    clearSession: assign({ tokens: null, profile: null, failure: null }),
  },
  guards: {
    storedSessionFresh: (_, params: { stored: StoredSession }) => params.stored?.expired === false,
    storedSessionExpired: (_, params: { stored: StoredSession }) => params.stored?.expired === true,
    failureIs: (_, params: { error: unknown; kind: LoginFailure['kind'] }) =>
      failureOf(params.error).kind === params.kind,
    // A 401 for a token we already replaced needs no new refresh: the caller just retries.
    isCurrentToken: ({ context }, params: { token: string | null }) =>
      params.token === null || params.token === context.tokens?.accessToken,
    hasProfile: ({ context }) => context.profile !== null,
  },
  delays: {
    // A profile that failed to load (server hiccup) is retried after a pause, not in a tight loop.
    profileRetryDelay: 5_000,
  },
}).createMachine({
  id: 'session',
  context: { tokens: null, profile: null, failure: null },
  invoke: { id: 'watchStorage', src: 'watchStorage' },
  on: {
    'request.forbidden': { actions: { type: 'navigate', params: { to: '/error-403' } } },
    'request.notFound': { actions: { type: 'navigate', params: { to: '/error-404' } } },
  },
  initial: 'restoring',
  states: {
    restoring: {
      tags: ['busy'],
      invoke: {
        id: 'readStoredAuth',
        src: 'readStoredAuth',
        onDone: [
          {
            guard: {
              type: 'storedSessionFresh',
              params: ({ event }) => ({ stored: event.output }),
            },
            target: 'loggedIn',
            actions: {
              type: 'storeTokens',
              params: ({ event }) => ({ tokens: event.output?.tokens ?? null }),
            },
          },
          {
            guard: {
              type: 'storedSessionExpired',
              params: ({ event }) => ({ stored: event.output }),
            },
            target: 'loggedIn.refreshing',
            actions: {
              type: 'storeTokens',
              params: ({ event }) => ({ tokens: event.output?.tokens ?? null }),
            },
          },
          { target: 'loggedOut' },
        ],
        onError: { target: 'loggedOut' },
      },
    },

    loggedOut: {
      initial: 'idle',
      on: {
        'credentials.submitted': { target: 'authenticating', actions: 'clearFailure' },
        // Another tab logged in: so does this one.
        'token.refreshed': {
          target: 'loggedIn',
          actions: [
            'clearFailure',
            { type: 'storeTokens', params: ({ event }) => ({ tokens: event.tokens }) },
          ],
        },
      },
      states: {
        idle: {},
        error: {
          tags: ['error'],
          initial: 'network',
          states: { wrongCredentials: {}, throttled: {}, network: {} },
        },
      },
    },

    authenticating: {
      tags: ['busy'],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => {
          assertEvent(event, 'credentials.submitted');
          return { email: event.email, password: event.password };
        },
        onDone: {
          target: 'loggedIn',
          actions: { type: 'storeTokens', params: ({ event }) => ({ tokens: event.output }) },
        },
        onError: [
          {
            guard: {
              type: 'failureIs',
              params: ({ event }) => ({ error: event.error, kind: 'wrongCredentials' }),
            },
            target: 'loggedOut.error.wrongCredentials',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: {
              type: 'failureIs',
              params: ({ event }) => ({ error: event.error, kind: 'throttled' }),
            },
            target: 'loggedOut.error.throttled',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'loggedOut.error.network',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },

    loggedIn: {
      initial: 'loadingProfile',
      on: {
        'token.expired': {
          guard: { type: 'isCurrentToken', params: ({ event }) => ({ token: event.token }) },
          target: '.refreshing',
        },
        // Another tab refreshed: its tokens replace ours (our refresh token is spent).
        'token.refreshed': {
          actions: { type: 'storeTokens', params: ({ event }) => ({ tokens: event.tokens }) },
        },
        'logout.requested': { target: 'loggingOut' },
        'session.endedElsewhere': {
          target: 'loggedOut',
          actions: ['clearSession', { type: 'navigate', params: { to: '/' } }],
        },
      },
      states: {
        loadingProfile: {
          invoke: {
            id: 'fetchProfile',
            src: 'fetchProfile',
            onDone: {
              target: 'ready',
              actions: { type: 'storeProfile', params: ({ event }) => ({ profile: event.output }) },
            },
            onError: { target: 'profileFailed' },
          },
        },
        ready: {
          on: { 'profile.updated': { target: 'loadingProfile' } },
        },
        profileFailed: {
          tags: ['error'],
          after: { profileRetryDelay: { target: 'loadingProfile' } },
          on: { 'profile.updated': { target: 'loadingProfile' } },
        },
        refreshing: {
          tags: ['busy'],
          on: {
            // Single flight: more 401s while refreshing wait for this refresh, they start none.
            'token.expired': {},
          },
          invoke: {
            id: 'refreshTokens',
            src: 'refreshTokens',
            input: ({ context }) => ({ refreshToken: context.tokens?.refreshToken ?? '' }),
            onDone: [
              {
                guard: 'hasProfile',
                target: 'ready',
                actions: { type: 'storeTokens', params: ({ event }) => ({ tokens: event.output }) },
              },
              {
                target: 'loadingProfile',
                actions: { type: 'storeTokens', params: ({ event }) => ({ tokens: event.output }) },
              },
            ],
            // Spec §8: a failed refresh clears tokens and profile and goes to the root path.
            onError: {
              target: '#session.loggedOut',
              actions: ['clearSession', { type: 'navigate', params: { to: '/' } }],
            },
          },
        },
      },
    },

    loggingOut: {
      tags: ['busy'],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        input: ({ context }) => ({ tokens: context.tokens }),
        // Spec §7: whatever the answer, tokens and profile are cleared and the page reloads.
        onDone: { target: 'loggedOut', actions: ['clearSession', 'reloadPage'] },
        onError: { target: 'loggedOut', actions: ['clearSession', 'reloadPage'] },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
