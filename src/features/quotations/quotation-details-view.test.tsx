import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { renderStory } from '../../../tests/setup/render';
import * as stories from './quotation-details-view.stories';

const {
  Booked,
  Active,
  Expired,
  Promised,
  Cancelled,
  WithoutHistory,
  HistoryLoading,
  Loading,
  Failed,
  LongNames,
  WithFinancing,
} = composeStories(stories);

const section = (name: string) => within(screen.getByRole('region', { name }));
const valueOf = (scope: ReturnType<typeof section>, label: string) =>
  scope.getByText(label).nextElementSibling?.textContent;

describe('QuotationDetailsView', () => {
  it('shows the customer with commune and formatted RUT, and the rent range in CLP', () => {
    renderStory(<Booked />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cotización N° 50230' })).toBeTruthy();
    const customer = section('Cliente');
    expect(valueOf(customer, 'Nombre')).toBe('Ignacio Fuentes Araya');
    expect(valueOf(customer, 'RUT')).toBe('12.876.543-3');
    expect(valueOf(customer, 'Comuna')).toBe('Puente Alto');
    expect(customer.getByRole('link', { name: 'ignacio.fuentes@gmail.com' })).toBeTruthy();
    const quotation = section('Cotización');
    expect(valueOf(quotation, 'Renta mínima')).toBe('$650.000');
    expect(valueOf(quotation, 'Renta máxima')).toBe('$1.100.000');
  });

  it('lists the home, warehouse and parking lot at their UF prices, with the total', () => {
    renderStory(<Booked />);
    const units = section('Unidades cotizadas');
    const rows = units.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'UnidadIdentificadorDetallePrecio cotizado',
      'Vivienda803Modelo Roble 3D2B · Piso 8 · NororienteUF 2.180,00',
      'BodegaB-14—UF 55,00',
      'EstacionamientoE-31—UF 75,00',
      'Total cotizadoUF 2.310,00',
    ]);
    expect(units.getByRole('link', { name: 'Vivienda 803' }).getAttribute('href')).toBe(
      '/properties/312/details',
    );
    expect(units.getByRole('link', { name: 'Bodega B-14' }).getAttribute('href')).toBe(
      '/warehouses/71/details',
    );
    expect(units.getByRole('link', { name: 'Estacionamiento E-31' }).getAttribute('href')).toBe(
      '/parkinglots/88/details',
    );
  });

  it('links its booking and promise requests with their statuses', () => {
    const first = renderStory(<Booked />);
    const requests = section('Reserva y promesa');
    const booking = requests.getByRole('link', { name: 'Solicitud de reserva N° 1842' });
    expect(booking.getAttribute('href')).toBe('/bookings-requests/1842/details');
    expect(requests.getByText('Pagada')).toBeTruthy();
    expect(requests.getByText('Aún no hay solicitud de promesa.')).toBeTruthy();
    first.unmount();
    renderStory(<Promised />);
    const promise = screen.getByRole('link', { name: 'Solicitud de promesa N° 733' });
    expect(promise.getAttribute('href')).toBe('/promises-requests/733/details');
    expect(section('Reserva y promesa').getByText('Firmada')).toBeTruthy();
  });

  it('shows the history with Spanish statuses and links the audits page', () => {
    renderStory(<Booked />);
    const history = section('Historial');
    expect(history.getAllByText('Reservada').length).toBeGreaterThan(0);
    expect(history.getByText('Rodrigo Sepúlveda')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Ver auditoría/ }).getAttribute('href')).toBe(
      '/quotations/50230/audits',
    );
  });

  it('changes the status through the dialog, offering only the next statuses', async () => {
    const onChangeStatus = vi.fn(() => Promise.resolve());
    renderStory(<Booked onChangeStatus={onChangeStatus} />);
    const status = within(screen.getByRole('group', { name: 'Estado de la cotización' }));
    expect(status.getByText('Reservada')).toBeTruthy();
    await userEvent.click(status.getByRole('button', { name: 'Cambiar estado' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Cotización N° 50230 · Ignacio Fuentes Araya');
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['promised', 'cancelled']);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Promesada' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cambiar estado' }));
    expect(onChangeStatus).toHaveBeenCalledWith('promised');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows every status, and a final one cannot change', () => {
    const shown: string[] = [];
    for (const Story of [Active, Expired, Booked, Promised, Cancelled]) {
      const view = renderStory(<Story />);
      const status = within(screen.getByRole('group', { name: 'Estado de la cotización' }));
      shown.push(status.getByText(/./, { selector: '[data-status]' }).textContent ?? '');
      const button = status.getByRole('button', { name: 'Cambiar estado' });
      expect(button.getAttribute('aria-disabled')).toBe(Story === Cancelled ? 'true' : null);
      view.unmount();
    }
    expect(shown).toEqual(['Vigente', 'Vencida', 'Reservada', 'Promesada', 'Anulada']);
  });

  it('shows what is missing as such', () => {
    renderStory(<Active />);
    const customer = section('Cliente');
    expect(valueOf(customer, 'Comuna')).toBe('—');
    expect(valueOf(section('Cotización'), 'Renta mínima')).toBe('—');
    expect(section('Unidades cotizadas').getAllByRole('row')).toHaveLength(3);
    expect(section('Reserva y promesa').getByText('Aún no hay solicitud de reserva.')).toBeTruthy();
  });

  it('hides the history from who may not see audits, and waits for it', () => {
    const first = renderStory(<WithoutHistory />);
    expect(screen.queryByRole('region', { name: 'Historial' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Ver auditoría/ })).toBeNull();
    first.unmount();
    renderStory(<HistoryLoading />);
    expect(screen.getByLabelText('Cargando historial')).toBeTruthy();
  });

  it('shows loading, failure and long names', () => {
    const a = renderStory(<Loading />);
    expect(screen.getByLabelText('Cargando cotización')).toBeTruthy();
    a.unmount();
    const b = renderStory(<Failed />);
    expect(screen.getByRole('alert').textContent).toContain('No pudimos conectar');
    b.unmount();
    renderStory(<LongNames />);
    expect(valueOf(section('Cliente'), 'Nombre')).toBe(
      'María de los Ángeles Constanza Fernández-Villalobos Sepúlveda del Río',
    );
    expect(valueOf(section('Cotización'), 'Proyecto')).toMatch(/Puente Alto, Etapa II/);
  });
});

describe('QuotationDetailsView deadline (issue 31)', () => {
  const { Active: Valid, ActiveWithoutDeadline } = composeStories(stories);

  it('shows until when an active quotation is valid', () => {
    renderStory(<Valid />);
    const deadline = within(screen.getByRole('group', { name: 'Vigencia de la cotización' }));
    expect(deadline.getByText('Vence mañana')).toBeTruthy();
    expect(deadline.getByText(/^Vence el \d{2}-\d{2}-\d{4}$/)).toBeTruthy();
  });

  it('shows no deadline when the project sets none', () => {
    renderStory(<ActiveWithoutDeadline />);
    expect(screen.queryByRole('group', { name: 'Vigencia de la cotización' })).toBeNull();
  });

  it('shows each quoted home’s financing with the UF of the day and the income band', () => {
    renderStory(<WithFinancing />);
    const financing = section('Financiamiento');
    expect(financing.getByText('Vivienda 504')).toBeTruthy();
    expect(financing.getByTestId('uf-of-day').textContent).toBe('UF del 01-12-2026: $39.485,65');
    expect(financing.getByText(/alcanza en todo el rango/)).toBeTruthy();
  });

  it('draws no financing section when the page gives none', () => {
    renderStory(<Booked />);
    expect(screen.queryByRole('region', { name: 'Financiamiento' })).toBeNull();
  });
});
