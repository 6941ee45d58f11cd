// The login page and the signed-in profile page under the real SessionProvider and session
// machine, with the browser's parts replaced: tokens kept in memory, an OAuth server and a
// /graphql (`me`) that answer as each story scripts, and navigation on the story's memory router.
// The play functions type and press as a user would.
import { useEffect, useRef, useState } from 'react';
import { Box } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
// The tests' own copy of user-event: storybook/test bundles another, and two copies typing into
// one shared jsdom document break each other's value tracking in the files after these.
import userEvent from '@testing-library/user-event';
import { screen } from 'storybook/test';
import { Route, Switch, useLocation } from 'wouter';
import type {
  AuthTokens,
  LoginFailure,
  OAuthClient,
  Profile,
  SessionStorage,
} from '../../../machines/session/session.types';
import { profileFixture } from '../../../machines/session/session.test-kit';
import { SessionProvider } from '../../lib/auth';
import type { SessionRuntimeOptions } from '../../lib/auth/session-runtime';
import {
  scriptedExecutor,
  type ScriptedAnswer,
} from '../../lib/network/scripted-graphql.story-kit';
import { LoginPage } from './login-page';
import { ProfilePage } from './profile-page';

/** An answer that succeeds, never comes, or fails. */
type Outcome = 'ok' | 'wait' | 'fail';

export interface SessionScript {
  /** What this browser kept from an earlier visit: nothing, a valid token or an expired one. */
  stored?: 'none' | 'fresh' | 'expired';
  /** The password grant: tokens, no answer yet, or why it was refused. */
  signIn?: 'ok' | 'wait' | LoginFailure;
  /** `me`, which decides where the signed-in user lands. */
  me?: Outcome;
  /** The refresh grant for an expired token. */
  refresh?: Outcome;
}

export const PROFILE: Profile = profileFixture;

const MINUTE = 60_000;
const tokens = (n: number, expiresAt: number): AuthTokens => ({
  accessToken: `access-${n}`,
  refreshToken: `refresh-${n}`,
  expiresAt,
});

const never = <T,>() => new Promise<T>(() => undefined);

function settle<T>(outcome: Outcome, value: () => T, failure: unknown): Promise<T> {
  if (outcome === 'wait') return never();
  return outcome === 'ok' ? Promise.resolve(value()) : Promise.reject(failure);
}

function memoryStorage(initial: AuthTokens | null): SessionStorage {
  let kept = initial;
  return {
    read: () => kept,
    write: (next) => void (kept = next),
    clear: () => void (kept = null),
    rememberAccess: () => undefined,
    // No other tab in a story.
    subscribe: () => () => undefined,
  };
}

function scriptedOAuth(script: SessionScript): OAuthClient {
  const signIn = script.signIn ?? 'ok';
  return {
    passwordGrant: () =>
      typeof signIn === 'object'
        ? Promise.reject(signIn)
        : settle(signIn, () => tokens(1, Date.now() + 15 * MINUTE), null),
    refreshGrant: () =>
      settle(
        script.refresh ?? 'ok',
        () => tokens(2, Date.now() + 15 * MINUTE),
        new Error('La sesión venció.'),
      ),
    logout: () => Promise.resolve(),
  };
}

const meAnswer = (outcome: Outcome): ScriptedAnswer =>
  outcome === 'wait'
    ? { wait: true }
    : outcome === 'ok'
      ? { data: { me: PROFILE } }
      : { refuse: 'El servidor no pudo completar la solicitud.', code: 'INTERNAL_SERVER_ERROR' };

function runtimeFor(script: SessionScript, go: (to: string) => void): SessionRuntimeOptions {
  const stored =
    script.stored === 'fresh'
      ? tokens(1, Date.now() + 15 * MINUTE)
      : script.stored === 'expired'
        ? tokens(1, Date.now() - MINUTE)
        : null;
  return {
    navigate: go,
    // A reload of a signed-out tab lands on the login page.
    reload: () => go('/'),
    deps: {
      execute: scriptedExecutor({ Me: meAnswer(script.me ?? 'ok') }).execute,
      oauth: scriptedOAuth(script),
      storage: memoryStorage(stored),
    },
    realtime: null,
  };
}

export function SessionWalk({ script = {} }: { script?: SessionScript }) {
  const [, navigate] = useLocation();
  const latest = useRef(navigate);
  useEffect(() => {
    latest.current = navigate;
  });
  // Built once, like the app's: the provider keeps the runtime of its first render.
  const [runtime] = useState(() =>
    runtimeFor(script, (to) => latest.current(to, { replace: true })),
  );
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <SessionProvider runtime={runtime}>
        <Switch>
          <Route path="/">
            <LoginPage />
          </Route>
          {/* Where the signed-in user lands: the session's own page, with their profile. */}
          <Route>
            <Box p="6">
              <ProfilePage />
            </Box>
          </Route>
        </Switch>
      </SessionProvider>
    </QueryClientProvider>
  );
}

/** Steps of the walk, shared by the stories' play functions and the tests. */
export const steps = {
  async signIn(email = PROFILE.email, password = 'Andes2025') {
    await userEvent.click(await screen.findByLabelText(/Correo/));
    await userEvent.paste(email);
    await userEvent.click(screen.getByLabelText(/^Contraseña/));
    await userEvent.paste(password);
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
  },
};
