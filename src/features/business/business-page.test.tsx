import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queuedJob } from '../../components/export-job/export-job.fixtures';
import {
  firstPagesFixture,
  nuevoSecondPage,
  perTypeAnswer,
  prospectPageFixture,
} from './board.fixtures';
import { at, lookupAnswers, serve } from './board/business.test-kit';
import { BusinessPage } from './business-page';
import { CONSOLIDITY_ROWS } from './consolidity/consolidity.fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const NO_FILTER_VARIABLES = {
  customer_name_rut_email_phone: '',
  project_id: '',
  date_ini: '',
  date_end: '',
  rukans_vig: '',
  pre_approvals_status: '',
};

// Page 1 of every stage, or the stage asked for alone ("Ver más").
const board = (variables: Record<string, unknown>) =>
  variables['incremental'] ? perTypeAnswer([nuevoSecondPage]) : perTypeAnswer(firstPagesFixture);

const column = (name: string) => within(screen.getByRole('region', { name }));

describe('BusinessPage', () => {
  it('asks one prospectspertypequery for the first screen and appends «Ver más» to one column', async () => {
    const server = serve({ ...lookupAnswers, ProspectsPerType: board });
    at('/business', <BusinessPage />, '/business');
    expect(await screen.findByText('Camila Andrea Rojas Soto')).toBeTruthy();
    expect(server.named('ProspectsPerType')).toHaveLength(1);
    expect(server.named('ProspectsPerType')[0]?.variables).toEqual({
      ...NO_FILTER_VARIABLES,
      page: 1,
    });
    expect(column('Nuevo').getAllByRole('listitem')).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Ver más negocios de Nuevo' }));
    await waitFor(() => expect(column('Nuevo').getAllByRole('listitem')).toHaveLength(5));
    expect(server.named('ProspectsPerType')).toHaveLength(2);
    expect(server.named('ProspectsPerType')[1]?.variables).toEqual({
      ...NO_FILTER_VARIABLES,
      page: 1,
      subquery: '1',
      subpage: 2,
      incremental: true,
    });
    // The new cards follow the first three; the other columns and the count stay as they were.
    const names = column('Nuevo')
      .getAllByRole('link', { name: /^Ver negocio/ })
      .map((link) => link.textContent);
    expect(names.slice(0, 3)).toEqual([
      'Camila Andrea Rojas Soto',
      'Ignacio Fuentes Araya',
      'Javiera Pérez Valenzuela',
    ]);
    expect(column('Nuevo').getByTestId('stage-count').textContent).toBe('45 negocios');
    expect(column('Contactado').getAllByRole('listitem')).toHaveLength(1);
  });

  it('reads every filter from the URL into the variables and writes changes back', async () => {
    const server = serve({ ...lookupAnswers, ProspectsPerType: board });
    const location = at(
      '/business?q=rojas&project=1&from=01-03-2025&to=31-03-2025&rukan=1&preaprobacion=approved',
      <BusinessPage />,
      '/business',
    );
    await screen.findByText('Camila Andrea Rojas Soto');
    expect(server.named('ProspectsPerType')[0]?.variables).toEqual({
      customer_name_rut_email_phone: 'rojas',
      project_id: '1',
      date_ini: '2025-03-01',
      date_end: '2025-03-31',
      rukans_vig: '1',
      pre_approvals_status: 'approved',
      page: 1,
    });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Rukan vigente' }),
      'Sin Rukan vigente',
    );
    await waitFor(() => expect(location.history.at(-1)).toContain('rukan=0'));
    await waitFor(() =>
      expect(server.named('ProspectsPerType').at(-1)?.variables).toMatchObject({ rukans_vig: '0' }),
    );
    const search = screen.getByRole('searchbox', { name: 'Buscar negocios' });
    await userEvent.clear(search);
    await userEvent.type(search, '16.543.287-8{Enter}');
    await waitFor(() => expect(location.history.at(-1)).toContain('q=16.543.287-8'));
    await waitFor(() =>
      expect(server.named('ProspectsPerType').at(-1)?.variables).toMatchObject({
        customer_name_rut_email_phone: '16.543.287-8',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/business'));
  });

  it('switches to the list view in the URL and pages it with the same filters', async () => {
    const server = serve({
      ...lookupAnswers,
      ProspectsPerType: board,
      Prospects: () => ({ prospects: prospectPageFixture }),
    });
    const location = at('/business?preaprobacion=pending', <BusinessPage />, '/business');
    await screen.findByRole('region', { name: 'Tablero de negocios' });
    await userEvent.click(screen.getByRole('button', { name: 'Lista' }));
    await waitFor(() => expect(location.history.at(-1)).toContain('vista=lista'));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lista' }).getAttribute('aria-pressed')).toBe('true');
    expect(server.named('Prospects')[0]?.variables).toEqual({
      ...NO_FILTER_VARIABLES,
      pre_approvals_status: 'pending',
      page: 1,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(location.history.at(-1)).toContain('page=3'));
    await waitFor(() =>
      expect(server.named('Prospects').at(-1)?.variables).toMatchObject({ page: 3 }),
    );
  });

  it('shows the lead origins as a third view, without the prospect filters and export', async () => {
    const server = serve({
      ...lookupAnswers,
      ProspectsPerType: board,
      Consolidity: () => ({ consolidity: CONSOLIDITY_ROWS }),
    });
    const location = at('/business?rukan=1', <BusinessPage />, '/business');
    await screen.findByRole('region', { name: 'Tablero de negocios' });
    await userEvent.click(screen.getByRole('button', { name: 'Origen' }));
    await waitFor(() => expect(location.history.at(-1)).toContain('vista=origen'));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(server.named('Consolidity')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Origen' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.queryByRole('button', { name: /Exportar a Excel/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Limpiar filtros' })).toBeNull();
    // Back to the board: the filters kept in the URL still apply.
    await userEvent.click(screen.getByRole('button', { name: 'Tablero' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/business?rukan=1'));
  });

  it('exports with the filters of the board', async () => {
    const server = serve({
      ...lookupAnswers,
      ProspectsPerType: board,
      RequestProspectFile: () => ({ requestProspectFile: queuedJob }),
    });
    at('/business?project=4&from=01-03-2025&rukan=0&q=soto', <BusinessPage />, '/business');
    await screen.findByText('Camila Andrea Rojas Soto');
    await userEvent.click(screen.getByRole('button', { name: /Exportar a Excel/ }));
    await waitFor(() =>
      expect(server.named('RequestProspectFile')[0]?.variables).toEqual({
        project_id: '4',
        date_ini: '2025-03-01',
        date_end: '',
        rukans_vig: '0',
        pre_approvals_status: '',
      }),
    );
    expect(await screen.findByRole('button', { name: /En cola/ })).toBeTruthy();
  });

  it('says so when the board cannot load, and tries again', async () => {
    let fail = true;
    serve({
      ...lookupAnswers,
      ProspectsPerType: (variables) => {
        if (fail) throw new Error('No tienes acceso al proyecto elegido.');
        return board(variables);
      },
    });
    at('/business', <BusinessPage />, '/business');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'No tienes acceso al proyecto elegido.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Camila Andrea Rojas Soto')).toBeTruthy();
  });
});
