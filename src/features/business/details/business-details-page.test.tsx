import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROSPECT_DETAIL, PROSPECT_WITHOUT_RUKAN } from './business-details.fixtures';
import { BusinessDetailsPage } from './business-details-page';
import { Refusal, at, meAnswer, serve } from './business-details.test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PATTERN = '/:id/business-details';

describe('BusinessDetailsPage', () => {
  it('asks ProspectDetails with the id and shows every section', async () => {
    const server = serve({
      Me: meAnswer('RealstateAdmin'),
      ProspectDetails: () => ({ prospects: { data: [PROSPECT_DETAIL] } }),
    });
    at('/31/business-details', <BusinessDetailsPage />, PATTERN);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Valentina Paz González Rivas' }),
    ).toBeTruthy();
    expect(server.named('ProspectDetails').map((s) => s.variables)).toEqual([{ id: '31' }]);
    for (const name of [
      'Cliente',
      'Codeudor',
      'Preaprobación',
      'Cotización',
      'Historial de etapas',
      'Registro Rukan',
    ])
      expect(screen.getByRole('region', { name })).toBeTruthy();
    const rukan = within(screen.getByRole('region', { name: 'Registro Rukan' }));
    expect(rukan.getByText('Vigente hasta 10-02-2026')).toBeTruthy();
    expect(rukan.getByRole('table', { name: 'Titular' })).toBeTruthy();
  });

  it('shows the Rukan empty state when the server answers null for it', async () => {
    serve({
      Me: meAnswer('RealstateUser'),
      ProspectDetails: () => ({ prospects: { data: [PROSPECT_WITHOUT_RUKAN] } }),
    });
    at('/31/business-details', <BusinessDetailsPage />, PATTERN);
    expect(await screen.findByText('Sin registro Rukan disponible')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Titular' })).toBeNull();
  });

  it('says the prospect does not exist when the page comes back empty or NOT_FOUND', async () => {
    serve({
      Me: meAnswer('RealstateAdmin'),
      ProspectDetails: (v) => {
        if (v['id'] === '404') throw new Refusal('No encontramos el negocio.', 'NOT_FOUND');
        return { prospects: { data: [] } };
      },
    });
    const empty = at('/999/business-details', <BusinessDetailsPage />, PATTERN);
    expect(
      await screen.findByRole('heading', { name: 'No encontramos este negocio.' }),
    ).toBeTruthy();
    expect(empty.history?.at(-1)).toBe('/999/business-details');
    cleanup();
    at('/404/business-details', <BusinessDetailsPage />, PATTERN);
    expect(
      await screen.findByRole('heading', { name: 'No encontramos este negocio.' }),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a failed load with its message and loads again on retry', async () => {
    let calls = 0;
    serve({
      Me: meAnswer('RealstateAdmin'),
      ProspectDetails: () => {
        calls += 1;
        if (calls === 1)
          throw new Refusal('El servidor está en mantención.', 'INTERNAL_SERVER_ERROR');
        return { prospects: { data: [PROSPECT_DETAIL] } };
      },
    });
    at('/31/business-details', <BusinessDetailsPage />, PATTERN);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'El servidor está en mantención.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Registro Rukan' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

it("sends another agency's prospect to the 403 page, never showing its data", async () => {
  serve({
    Me: meAnswer('RealstateUser'),
    ProspectDetails: () => {
      throw new Refusal('No tienes acceso a este negocio.', 'FORBIDDEN');
    },
  });
  const location = at('/77/business-details', <BusinessDetailsPage />, PATTERN);
  await waitFor(() => expect(location.history?.at(-1)).toBe('/error-403'));
  expect(screen.queryByRole('region', { name: 'Cliente' })).toBeNull();
});
