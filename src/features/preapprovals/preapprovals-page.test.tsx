import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jobFixture } from '../../../machines/exports/exports.test-kit';
import { PREAPPROVAL_ROWS, preapprovalsPage } from './preapprovals.fixtures';
import { PreapprovalsPage } from './preapprovals-page';
import { at, meAnswer, serve } from './preapprovals.test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const projects = () => ({
  projectsrelatedtome: [
    { id: '11', name: 'Condominio Parque Los Aromos', real_state_agency_id: '1' },
    { id: '12', name: 'Edificio Mirador del Maipo', real_state_agency_id: '1' },
  ],
});
const list = (variables: Record<string, unknown>) => ({
  preapprovals: preapprovalsPage(PREAPPROVAL_ROWS, Number(variables['page']), 40),
});
const job = jobFixture('queued', { type: 'preapprovals' });

const open = (path: string, role = 'PreapprovalUser') => {
  const server = serve({
    Me: meAnswer(role),
    ProjectsRelatedToMe: projects,
    Preapprovals: list,
    RequestApprovalFile: () => ({ requestApprovalFile: job }),
  });
  const location = at(path, <PreapprovalsPage />, '/preapprovals');
  return { ...server, location };
};

describe('PreapprovalsPage', () => {
  it('reads project, status, search and page from the URL and sends blank filters as ""', async () => {
    const server = open('/preapprovals?project=11&status=in_review&q=16.543.210-K&page=2');
    expect(await screen.findByText('Camila Rojas Fuentes')).toBeTruthy();
    expect(server.named('Preapprovals')[0]?.variables).toEqual({
      page: 2,
      project_id: '11',
      status: 'in_review',
      search: '16.543.210-K',
    });
    const plain = open('/preapprovals');
    await waitFor(() => expect(plain.named('Preapprovals').length).toBeGreaterThan(0));
    expect(plain.named('Preapprovals').at(-1)?.variables).toEqual({
      page: 1,
      project_id: '',
      status: '',
      search: '',
    });
  });

  it('writes filter changes to the URL, back to the first page', async () => {
    const server = open('/preapprovals?page=2');
    await screen.findByText('Camila Rojas Fuentes');
    await screen.findByRole('option', { name: 'Edificio Mirador del Maipo' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Proyecto' }), '12');
    await waitFor(() => expect(server.location.history?.at(-1)).toBe('/preapprovals?project=12'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'approved');
    await waitFor(() =>
      expect(server.location.history?.at(-1)).toBe('/preapprovals?project=12&status=approved'),
    );
    await waitFor(() =>
      expect(server.named('Preapprovals').at(-1)?.variables).toEqual({
        page: 1,
        project_id: '12',
        status: 'approved',
        search: '',
      }),
    );
  });

  it('exports with the filters on screen', async () => {
    const server = open('/preapprovals?project=11&status=pending');
    await userEvent.click(await screen.findByRole('button', { name: 'Exportar preaprobaciones' }));
    await waitFor(() => expect(server.named('RequestApprovalFile')).toHaveLength(1));
    expect(server.named('RequestApprovalFile')[0]?.variables).toEqual({
      project_id: '11',
      status: 'pending',
    });
  });

  it('lets PreapprovalUser open the details (the policy decides)', async () => {
    open('/preapprovals');
    expect(
      await screen.findByRole('link', { name: 'Ver la preaprobación de Camila Rojas Fuentes' }),
    ).toBeTruthy();
  });

  it('shows an agency role the list and the export, without details', async () => {
    open('/preapprovals', 'RealstateUser');
    expect(await screen.findByRole('button', { name: 'Exportar preaprobaciones' })).toBeTruthy();
    expect(screen.getByText('Camila Rojas Fuentes')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Ver la preaprobación/ })).toBeNull();
  });
});
