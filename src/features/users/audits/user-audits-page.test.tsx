import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  PERMISSIONS_GRANTED,
  RENAMED,
} from '../../../components/audit-timeline/audit-timeline.fixtures';
import { UserAuditsPage } from './user-audits-page';
import { EDITED_USER } from '../users.fixtures';
import { renderPage, serveGraphQL } from '../users-pages.test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('UserAuditsPage', () => {
  it('shows the user’s history newest first with Spanish field names', async () => {
    const { name, last_name, email } = EDITED_USER;
    const server = serveGraphQL({
      UserAudits: {
        data: {
          users: {
            data: [{ id: '12', name, last_name, email, audits: [RENAMED, PERMISSIONS_GRANTED] }],
          },
        },
      },
    });
    renderPage(<UserAuditsPage />, { path: '/users/12/audits', pattern: '/users/:id/audits' });
    expect(
      await screen.findByText('Matías González Pérez · matias.gonzalez@inmobiliariaandes.cl'),
    ).toBeTruthy();
    expect(server.named('UserAudits')[0]?.variables).toEqual({ id: '12' });
    const [newest] = screen.getAllByRole('listitem');
    expect(within(newest ?? document.body).getByText('Permisos')).toBeTruthy();
    expect(within(newest ?? document.body).getByText('Rol')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a usuarios' }).getAttribute('href')).toBe(
      '/users',
    );
  });
});
