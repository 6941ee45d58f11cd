import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { renderStory } from '../../../../tests/setup/render';
import * as stories from './order-details-view.stories';

const {
  Approved,
  Pending,
  Rejected,
  Refunded,
  ReadOnly,
  Loading,
  Failed,
  LongNames,
  WithFlowCheck,
} = composeStories(stories);

type Scope = ReturnType<typeof within>;
const region = (name: string) => within(screen.getByRole('region', { name }));
const valueOf = (scope: Scope, label: string) =>
  scope.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const statusGroup = () => within(screen.getByRole('group', { name: 'Estado del pago' }));

describe('BookingOrderDetailsView', () => {
  it('shows what the gateway settled: CLP, UF value used, reference and signature', () => {
    renderStory(<Approved />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pago de reserva N° 976' })).toBeTruthy();
    const order = region('Orden de pago');
    expect(valueOf(order, 'N° de orden')).toBe('RES-1841');
    expect(valueOf(order, 'Fecha de transacción')).toBe('13-03-2025 15:12');
    expect(valueOf(order, 'Monto pagado')).toBe('$250.000');
    expect(valueOf(order, 'Valor UF usado')).toBe('$38.912,45');
    expect(valueOf(order, 'Equivalente en UF')).toBe('UF 6,42');
    expect(valueOf(order, 'Referencia de la pasarela')).toBe('FLOW-7F3K9Q2M');
    expect(valueOf(order, 'Firma')).toBe('3b9d2f7c61a04e58');
  });

  it('links the booking it pays, its home and contact, and lists the payments', () => {
    renderStory(<Approved />);
    const booking = region('Reserva');
    const link = booking.getByRole('link', { name: 'Solicitud de reserva N° 1841' });
    expect(link.getAttribute('href')).toBe('/bookings-requests/1841/details');
    expect(valueOf(booking, 'Solicitud')).toContain('Pagada');
    expect(valueOf(booking, 'Precio')).toBe('UF 2.180,00');
    expect(booking.getByRole('link', { name: '803' }).getAttribute('href')).toBe(
      '/properties/312/details',
    );
    expect(valueOf(region('Contacto'), 'RUT')).toBe('12.876.543-3');
    const payment = within(screen.getByRole('article', { name: 'Pago N° 5521' }));
    expect(valueOf(payment, 'Orden de la pasarela')).toBe('48213377');
    expect(valueOf(payment, 'Comisión')).toBe('$6.790');
  });

  it('shows the history with the order statuses in Spanish', () => {
    renderStory(<Approved />);
    const history = region('Historial');
    expect(history.getAllByText('Aprobada').length).toBeGreaterThan(0);
    expect(history.getAllByText('Pendiente').length).toBeGreaterThan(0);
  });

  it('changes the status to one of the next ones', async () => {
    const onChangeStatus = vi.fn(() => Promise.resolve());
    renderStory(<Approved onChangeStatus={onChangeStatus} />);
    await userEvent.click(statusGroup().getByRole('button', { name: 'Cambiar estado' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['refunded']);
    await userEvent.click(dialog.getByRole('radio', { name: 'Reembolsada' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cambiar estado' }));
    expect(onChangeStatus).toHaveBeenCalledWith('refunded');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows every status; refunded is final', () => {
    const shown: Array<[string, string | null]> = [];
    for (const Story of [Pending, Approved, Rejected, Refunded]) {
      const view = renderStory(<Story />);
      const group = statusGroup();
      shown.push([
        group.getByText(/./, { selector: '[data-status]' }).textContent ?? '',
        group.getByRole('button', { name: 'Cambiar estado' }).getAttribute('aria-disabled'),
      ]);
      view.unmount();
    }
    expect(shown).toEqual([
      ['Pendiente', null],
      ['Aprobada', null],
      ['Rechazada', null],
      ['Reembolsada', 'true'],
    ]);
  });

  it('says what the gateway has not reported yet', () => {
    renderStory(<Pending />);
    const order = region('Orden de pago');
    expect(valueOf(order, 'Monto pagado')).toBe('—');
    expect(valueOf(order, 'Valor UF usado')).toBe('—');
    expect(screen.getByText('La pasarela aún no informa pagos de esta reserva.')).toBeTruthy();
  });

  it('offers no change to who may only look; shows loading, failure and long names', () => {
    const a = renderStory(<ReadOnly />);
    expect(statusGroup().queryByRole('button', { name: 'Cambiar estado' })).toBeNull();
    a.unmount();
    const b = renderStory(<Loading />);
    expect(screen.getByLabelText('Cargando pago de reserva')).toBeTruthy();
    b.unmount();
    const c = renderStory(<Failed />);
    expect(screen.getByRole('alert').textContent).toContain('No pudimos conectar');
    c.unmount();
    renderStory(<LongNames />);
    expect(valueOf(region('Contacto'), 'Nombre')).toBe(
      'María de los Ángeles Constanza Fernández-Villalobos Sepúlveda del Río',
    );
  });

  it('offers «Verificar con Flow» only when allowed, and shows what changed', async () => {
    const a = renderStory(<Approved />);
    expect(screen.queryByRole('button', { name: 'Verificar con Flow' })).toBeNull();
    a.unmount();
    renderStory(<WithFlowCheck />);
    const payments = region('Pagos informados por la pasarela');
    await userEvent.click(payments.getByRole('button', { name: 'Verificar con Flow' }));
    const answer = await payments.findByRole('status');
    expect(within(answer).getByText('Flow informa: pagada.')).toBeTruthy();
    expect(within(answer).getByText('Solicitud de reserva N° 412: Pagada.')).toBeTruthy();
  });
});
