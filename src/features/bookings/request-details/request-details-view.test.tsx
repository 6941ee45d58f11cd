import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { renderStory } from '../../../../tests/setup/render';
import * as stories from './request-details-view.stories';

const {
  Paid,
  Pending,
  Expired,
  Cancelled,
  Rejected,
  ReadOnly,
  Loading,
  Failed,
  LongNames,
  ChangingStatus,
  ChangeRefused,
} = composeStories(stories);

type Scope = ReturnType<typeof within>;
const region = (name: string) => within(screen.getByRole('region', { name }));
const valueOf = (scope: Scope, label: string) =>
  scope.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const statusGroup = () => within(screen.getByRole('group', { name: 'Estado de la solicitud' }));

describe('BookingRequestDetailsView', () => {
  it('shows the contact and the home with its UF price and quotation', () => {
    renderStory(<Paid />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Solicitud de reserva N° 1841' }),
    ).toBeTruthy();
    const contact = region('Contacto');
    expect(valueOf(contact, 'Nombre')).toBe('Ignacio Fuentes Araya');
    expect(valueOf(contact, 'RUT')).toBe('12.876.543-3');
    expect(contact.getByRole('link', { name: 'ignacio.fuentes@gmail.com' })).toBeTruthy();
    expect(contact.getByRole('link', { name: '+56 9 7123 4567' }).getAttribute('href')).toBe(
      'tel:+56971234567',
    );
    const home = region('Vivienda');
    expect(home.getByRole('link', { name: '803' }).getAttribute('href')).toBe(
      '/properties/312/details',
    );
    expect(valueOf(home, 'Modelo')).toBe('Modelo Roble 3D2B');
    expect(valueOf(home, 'Piso')).toBe('8');
    expect(valueOf(home, 'Precio')).toBe('UF 2.180,00');
    expect(home.getByRole('link', { name: 'Cotización N° 50230' }).getAttribute('href')).toBe(
      '/quotations/50230/details',
    );
    expect(valueOf(home, 'Cotización')).toContain('Reservada');
  });

  it('shows the order with the CLP paid and the UF value used', () => {
    renderStory(<Paid />);
    const order = region('Pago de la reserva');
    expect(order.getByRole('link', { name: 'Pago de reserva N° 976' }).getAttribute('href')).toBe(
      '/bookings-orders/976/details',
    );
    expect(valueOf(order, 'Orden de pago')).toContain('Aprobada');
    expect(valueOf(order, 'N° de orden')).toBe('RES-1841');
    expect(valueOf(order, 'Monto pagado')).toBe('$250.000');
    expect(valueOf(order, 'Valor UF usado')).toBe('$38.912,45');
    expect(valueOf(order, 'Equivalente en UF')).toBe('UF 6,42');
  });

  it('shows every gateway field of every payment', () => {
    renderStory(<Paid />);
    const payments = region('Pagos informados por la pasarela');
    const paid = within(payments.getByRole('article', { name: 'Pago N° 5521' }));
    expect(paid.getByText('Pagado')).toBeTruthy();
    const expected: Array<[string, string]> = [
      ['Monto de la transacción', '$250.000'],
      ['Equivalente en UF', 'UF 6,42'],
      ['Medio de pago', 'Webpay'],
      ['Fecha de pago', '13-03-2025 15:12'],
      ['Pagador', 'ignacio.fuentes@gmail.com'],
      ['Correo', 'ignacio.fuentes@gmail.com'],
      ['Orden de comercio', 'RES-1841'],
      ['Orden de la pasarela', '48213377'],
      ['Moneda', 'CLP'],
      ['Monto', '$250.000'],
      ['Tasa de conversión', '1'],
      ['Fecha de conversión', '13-03-2025'],
      ['Comisión', '$6.790'],
      ['Impuestos', '$1.290'],
      ['Saldo', '$241.920'],
      ['Fecha de transferencia', '17-03-2025'],
      ['Token', 'a91f3c07e2b84d55b1d0c6f2e8a4b7d9'],
      ['Registrado el', '13-03-2025 15:10'],
    ];
    for (const [label, value] of expected)
      expect([label, valueOf(paid, label)]).toEqual([label, value]);
    const rejected = within(payments.getByRole('article', { name: 'Pago N° 5519' }));
    expect(rejected.getByText('Rechazado')).toBeTruthy();
    expect(valueOf(rejected, 'Medio de pago')).toBe('Transferencia');
    expect(valueOf(rejected, 'Saldo')).toBe('—');
  });

  it('shows the history with Spanish statuses', () => {
    renderStory(<Paid />);
    const history = region('Historial');
    expect(history.getAllByText('Pagada').length).toBeGreaterThan(0);
    expect(history.getAllByText('Pendiente de pago').length).toBeGreaterThan(0);
    expect(history.getByText('Rodrigo Sepúlveda')).toBeTruthy();
    expect(history.queryByText('paid')).toBeNull();
  });

  it('changes the status through the dialog, offering only the next statuses', async () => {
    const onChangeStatus = vi.fn(() => Promise.resolve());
    renderStory(<Pending onChangeStatus={onChangeStatus} />);
    await userEvent.click(statusGroup().getByRole('button', { name: 'Cambiar estado' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      dialog.getByText(/Solicitud de reserva N° 1842 · Camila Andrea Rojas Soto/),
    ).toBeTruthy();
    expect(dialog.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'paid',
      'expired',
      'cancelled',
      'rejected',
    ]);
    await userEvent.click(dialog.getByRole('radio', { name: 'Pagada' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cambiar estado' }));
    expect(onChangeStatus).toHaveBeenCalledWith('paid');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows every status; cancelled and rejected are final', () => {
    const shown: Array<[string, string | null]> = [];
    for (const Story of [Pending, Paid, Expired, Cancelled, Rejected]) {
      const view = renderStory(<Story />);
      const group = statusGroup();
      const button = group.getByRole('button', { name: 'Cambiar estado' });
      shown.push([
        group.getByText(/./, { selector: '[data-status]' }).textContent ?? '',
        button.getAttribute('aria-disabled'),
      ]);
      view.unmount();
    }
    expect(shown).toEqual([
      ['Pendiente de pago', null],
      ['Pagada', null],
      ['Vencida', null],
      ['Anulada', 'true'],
      ['Rechazada', 'true'],
    ]);
  });

  it('says what is missing on a request just made', () => {
    renderStory(<Pending />);
    expect(region('Pago de la reserva').getByText('Aún no hay orden de pago.')).toBeTruthy();
    expect(
      region('Pagos informados por la pasarela').getByText(
        'La pasarela aún no informa pagos de esta reserva.',
      ),
    ).toBeTruthy();
    expect(valueOf(region('Vivienda'), 'Cotización')).toBe('—');
    expect(region('Historial').getByText('Sin cambios registrados.')).toBeTruthy();
  });

  it('offers no change to who may only look', () => {
    renderStory(<ReadOnly />);
    expect(statusGroup().queryByRole('button', { name: 'Cambiar estado' })).toBeNull();
  });

  it('shows loading, failure and long names', () => {
    const a = renderStory(<Loading />);
    expect(screen.getByLabelText('Cargando solicitud de reserva')).toBeTruthy();
    a.unmount();
    const b = renderStory(<Failed />);
    expect(screen.getByRole('alert').textContent).toContain('No pudimos conectar');
    b.unmount();
    renderStory(<LongNames />);
    expect(valueOf(region('Contacto'), 'Nombre')).toBe(
      'María de los Ángeles Constanza Fernández-Villalobos Sepúlveda del Río',
    );
    expect(valueOf(region('Vivienda'), 'Proyecto')).toMatch(/Etapa II — Torres B y C$/);
  });

  it('keeps the server refusal in the dialog over the page', async () => {
    renderStory(<ChangeRefused />);
    await userEvent.click(statusGroup().getByRole('button', { name: 'Cambiar estado' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('radio', { name: 'Pagada' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cambiar estado' }));
    expect((await dialog.findByRole('alert')).textContent).toContain(
      'ya está reservada por otra solicitud de reserva pagada',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('opens the dialog from the keyboard', async () => {
    renderStory(<ChangingStatus />);
    statusGroup().getByRole('button', { name: 'Cambiar estado' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Cambiar estado' })).toBeTruthy();
  });
});

describe('BookingRequestDetailsView deadline (issue 31)', () => {
  const { Pending: Open, Paid: Done } = composeStories(stories);

  it('shows until when a pending request may be paid, and nothing once paid', () => {
    renderStory(<Open />);
    const deadline = within(screen.getByRole('group', { name: 'Plazo de pago' }));
    expect(deadline.getByText('Vence mañana')).toBeTruthy();
    expect(deadline.getByText(/^Vence el \d{2}-\d{2}-\d{4}$/)).toBeTruthy();
  });

  it('shows no deadline once paid', () => {
    renderStory(<Done />);
    expect(screen.queryByRole('group', { name: 'Plazo de pago' })).toBeNull();
  });
});
