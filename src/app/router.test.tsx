import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { routeRules } from '../shared/access';
import * as loginPage from '../features/session/login-page';
import * as profilePage from '../features/session/profile-page';
import { PAGE_PATTERNS, AppRouter, preloadPage } from './router';
import { appRoutes } from './routes';
import { registeredRoutes } from './registered-routes';
import { fixSession } from './test/fixed-session';
import { profiles, subjects } from './test/fixtures';
import { pretendUnbuilt } from './test/pretend-unbuilt';
import { TestChakra } from '../../tests/setup/render';
beforeEach(() => pretendUnbuilt(['/plans/list']));

// What the router and /home load lazily (the pages visited, the warmers' chunks, the dashboard)
// finishes loading before the file ends: in the client project's shared module graph, an import
// still in flight lands in the next file's environment after this one is torn down.
afterAll(async () => {
  const visited = ['/', '/home', '/preapprovals', '/error-403', '/error-404', '/profile'];
  await Promise.allSettled([
    ...visited.map(preloadPage),
    ...appRoutes.flatMap((route) => (route.warmer ? [route.warmer()] : [])),
    import('../features/dashboard/dashboard'),
  ]);
});

const session = fixSession();
beforeEach(() => {
  vi.spyOn(loginPage, 'LoginPage').mockImplementation(() => <p>Formulario de inicio de sesión</p>);
  vi.spyOn(profilePage, 'ProfilePage').mockImplementation(() => <p>Datos del perfil</p>);
});

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  // /home holds the units summary, which queries the server (unanswered here).
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TestChakra>
        <Router hook={location.hook}>
          <AppRouter />
        </Router>
      </TestChakra>
    </QueryClientProvider>,
  );
  return location;
}

const signIn = (role: keyof typeof subjects) => {
  session.current = { status: 'loggedIn', profile: profiles[role], subject: subjects[role] };
};

describe('AppRouter', () => {
  beforeEach(() => {
    session.current = { status: 'loggedOut', profile: null, subject: null };
    document.title = '';
  });

  it('gives every declared page exactly one route and a rule of the access policy', () => {
    const patterns = registeredRoutes.map((route) => route.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    expect([...PAGE_PATTERNS].sort()).toEqual([...patterns].sort());
    const ruled = new Set(routeRules.map((rule) => rule.pattern));
    expect(patterns.filter((pattern) => !ruled.has(pattern))).toEqual([]);
  });

  it('renders the login at / and titles the page in Spanish', async () => {
    renderAt('/');
    expect(await screen.findByText('Formulario de inicio de sesión')).toBeTruthy();
    expect(document.title).toBe('Iniciar sesión · Back office');
  });

  it('sends an unknown path to the 404 page', async () => {
    const location = renderAt('/no-existe');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeTruthy();
    expect(location.history.at(-1)).toBe('/error-404');
  });

  it('sends a signed-out visitor of /home to /', async () => {
    const location = renderAt('/home');
    expect(await screen.findByText('Formulario de inicio de sesión')).toBeTruthy();
    expect(location.history.at(-1)).toBe('/');
  });

  it('renders /home in the shell for a signed-in user', async () => {
    signIn('Admin');
    renderAt('/home');
    expect(await screen.findByRole('heading', { name: '¡Hola, Catalina!' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Menú de Catalina Muñoz Rojas/ })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Inicio · Back office'));
  });

  it('sends a signed-in user from / to the landing page', async () => {
    signIn('RealstateUser');
    const location = renderAt('/');
    expect(await screen.findByRole('heading', { name: '¡Hola, Felipe!' })).toBeTruthy();
    expect(location.history.at(-1)).toBe('/home');
  });

  it('lands PreapprovalUser on the pre-approvals list', async () => {
    signIn('PreapprovalUser');
    const location = renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Preaprobaciones' })).toBeTruthy();
    expect(location.history.at(-1)).toBe('/preapprovals');
  });

  it('answers 403 when the policy denies the route', async () => {
    signIn('PreapprovalUser');
    const location = renderAt('/home');
    expect(
      await screen.findByRole('heading', { name: 'No tienes permiso para ver esta página' }),
    ).toBeTruthy();
    expect(location.history.at(-1)).toBe('/error-403');
  });

  it('says so, in place, for an allowed route whose page is not built yet', async () => {
    signIn('Admin');
    const location = renderAt('/plans/list');
    expect(await screen.findByText(/aún no está disponible/)).toBeTruthy();
    expect(location.history.at(-1) ?? '/plans/list').toBe('/plans/list');
  });

  it('shows the loading overlay while the session is restoring', () => {
    session.current = { status: 'restoring', profile: null, subject: null };
    renderAt('/profile');
    expect(screen.getByRole('status').textContent).toContain('Restaurando tu sesión…');
  });
});
