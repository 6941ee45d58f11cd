import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster } from '../../components/toaster';
import { QuotationAuditsPage } from './quotation-audits-page';
import { QuotationDetailsPage } from './quotation-details-page';
import { quotationAuditsFixture, quotationDetailsFixture } from './quotations.fixtures';
import { at, meAnswer, serve } from './quotations.test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PATTERN = '/quotations/:id/details';

function quotationServer(role: string, edit: (status: string) => string) {
  let status = quotationDetailsFixture.status;
  return serve({
    Me: meAnswer(role),
    Quotation: () => ({ quotations: { data: [{ ...quotationDetailsFixture, status }] } }),
    QuotationAudits: () => ({
      quotations: {
        data: [
          {
            id: '50230',
            status,
            customer: quotationDetailsFixture.customer,
            audits: quotationAuditsFixture,
          },
        ],
      },
    }),
    EditQuotation: (v) => {
      status = edit(String(v['status']));
      return { editQuotation: { id: '50230', status } };
    },
  });
}

async function changeTo(label: string) {
  const group = within(await screen.findByRole('group', { name: 'Estado de la cotización' }));
  await userEvent.click(group.getByRole('button', { name: 'Cambiar estado' }));
  const dialog = within(await screen.findByRole('dialog'));
  await userEvent.click(dialog.getByRole('radio', { name: label }));
  await userEvent.click(dialog.getByRole('button', { name: 'Cambiar estado' }));
}

describe('QuotationDetailsPage', () => {
  it('changes the status, fetches the quotation again and confirms in Spanish', async () => {
    const toast = vi.spyOn(toaster, 'create');
    const server = quotationServer('RealstateAdmin', (status) => status);
    at('/quotations/50230/details', <QuotationDetailsPage />, PATTERN);
    expect(await screen.findByText('Ignacio Fuentes Araya')).toBeTruthy();
    expect(server.named('Quotation')[0]?.variables).toEqual({ id: '50230' });
    await changeTo('Promesada');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.named('EditQuotation')[0]?.variables).toEqual({
      quotation_id: '50230',
      status: 'promised',
    });
    expect(server.named('Quotation').length).toBeGreaterThan(1);
    expect(server.named('QuotationAudits').length).toBeGreaterThan(1);
    const group = within(screen.getByRole('group', { name: 'Estado de la cotización' }));
    expect(group.getByText('Promesada')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'success',
        description: 'La cotización N° 50230 quedó «Promesada».',
      }),
    );
  });

  it('keeps the dialog open with the server refusal', async () => {
    quotationServer('Admin', () => {
      throw new Error('La cotización tiene una promesa firmada: anula primero la promesa.');
    });
    at('/quotations/50230/details', <QuotationDetailsPage />, PATTERN);
    await changeTo('Anulada');
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert.textContent).toContain(
      'La cotización tiene una promesa firmada: anula primero la promesa.',
    );
  });

  it('asks no history for a RealstateUser', async () => {
    const server = quotationServer('RealstateUser', (status) => status);
    at('/quotations/50230/details', <QuotationDetailsPage />, PATTERN);
    expect(await screen.findByText('Ignacio Fuentes Araya')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Historial' })).toBeNull();
    expect(server.named('QuotationAudits')).toEqual([]);
  });

  it('sends a quotation it cannot see to the 404 page', async () => {
    serve({ Me: meAnswer('RealstateUser'), Quotation: () => ({ quotations: { data: [] } }) });
    const location = at('/quotations/999/details', <QuotationDetailsPage />, PATTERN);
    await waitFor(() => expect(location.history.at(-1)).toBe('/error-404'));
  });
});

describe('QuotationAuditsPage', () => {
  it('shows every change with Spanish statuses and the way back', async () => {
    quotationServer('Admin', (status) => status);
    at('/quotations/50230/audits', <QuotationAuditsPage />, '/quotations/:id/audits');
    expect(
      await screen.findByRole('heading', { name: 'Auditoría de la cotización N° 50230' }),
    ).toBeTruthy();
    expect(screen.getByText(/Cliente: Ignacio Fuentes Araya/)).toBeTruthy();
    const timeline = within(screen.getByRole('list', { name: 'Historial' }));
    expect(timeline.getAllByText('Reservada').length).toBeGreaterThan(0);
    expect(timeline.getAllByText('Vigente').length).toBeGreaterThan(0);
    expect(timeline.queryByText('booked')).toBeNull();
    expect(screen.getByRole('link', { name: /Volver a la cotización/ }).getAttribute('href')).toBe(
      '/quotations/50230/details',
    );
  });
});
