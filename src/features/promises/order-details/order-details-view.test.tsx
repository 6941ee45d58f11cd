import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as orderStories from './order-details-view.stories';

const O = composeStories(orderStories);

const region = (name: string) => within(screen.getByRole('region', { name }));
const valueOf = (area: ReturnType<typeof region>, label: string) =>
  area.getAllByText(label)[0]?.nextElementSibling?.textContent;
const badge = () => screen.getByText('Estado:').nextElementSibling?.textContent;

describe('Promise order details', () => {
  it('shows the customer, the request it pays with its amounts, and the payments', () => {
    render(<O.Approved />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pago de promesa N° 80' })).toBeTruthy();
    expect(badge()).toBe('Aprobada');
    expect(valueOf(region('Cliente'), 'RUT')).toBe('16.543.210-K');
    const request = region('Solicitud de promesa');
    expect(request.getByRole('link', { name: 'Solicitud N° 60' }).getAttribute('href')).toBe(
      '/promises-requests/60/details',
    );
    expect(valueOf(request, 'Monto pagado')).toBe('$1.945.623');
    expect(valueOf(request, 'Valor UF usado')).toBe('$38.912,45');
    expect(valueOf(request, 'Unidad')).toBe('Casa 20');
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it.each([
    ['Pending', O.Pending, 'Pendiente', ['approved', 'rejected']],
    ['Approved', O.Approved, 'Aprobada', ['refunded']],
    ['Rejected', O.Rejected, 'Rechazada', ['pending']],
  ] as const)('%s offers only its next statuses', async (_name, Story, label, next) => {
    render(<Story />);
    expect(badge()).toBe(label);
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar estado' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cambiar estado' }));
    expect(dialog.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(next);
  });

  it('says a refunded order is final; shows no payments, read-only, failure and long names', () => {
    const refunded = render(<O.Refunded />);
    expect(badge()).toBe('Reembolsada');
    expect(
      screen.getByRole('button', { name: 'Cambiar estado' }).getAttribute('aria-disabled'),
    ).toBe('true');
    refunded.unmount();
    const none = render(<O.NoPayments />);
    expect(screen.getByText('Aún no hay pagos registrados.')).toBeTruthy();
    none.unmount();
    const readOnly = render(<O.ReadOnly />);
    expect(screen.queryByRole('button', { name: 'Cambiar estado' })).toBeNull();
    readOnly.unmount();
    const failed = render(<O.Failed />);
    expect(screen.getByRole('alert')).toBeTruthy();
    failed.unmount();
    render(<O.LongNames />);
    expect(
      screen.getByText('María de los Ángeles Josefina Fernández-Larraín de la Fuente Undurraga'),
    ).toBeTruthy();
  });

  it('offers «Verificar con Flow» only when allowed, and shows a payment held for review', async () => {
    const plain = render(<O.Approved />);
    expect(screen.queryByRole('button', { name: 'Verificar con Flow' })).toBeNull();
    plain.unmount();
    render(<O.WithFlowCheck />);
    await userEvent.click(screen.getByRole('button', { name: 'Verificar con Flow' }));
    const answer = await screen.findByRole('status');
    expect(within(answer).getByText('El monto que informa Flow no coincide con el de la orden.')).toBeTruthy(); // prettier-ignore
  });
});
