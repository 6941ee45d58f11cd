import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as requestStories from './request-details-view.stories';

const R = composeStories(requestStories);

const region = (name: string) => within(screen.getByRole('region', { name }));
const valueOf = (area: ReturnType<typeof region>, label: string) =>
  area.getAllByText(label)[0]?.nextElementSibling?.textContent;
const badge = () => screen.getByText('Estado:').nextElementSibling?.textContent;

describe('Promise request details', () => {
  it("shows the quotation's customer and its quoted units with UF prices", () => {
    render(<R.Paid />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Solicitud de promesa N° 60' }),
    ).toBeTruthy();
    const customer = region('Cliente');
    expect(valueOf(customer, 'RUT')).toBe('16.543.210-K');
    expect(valueOf(customer, 'Teléfono')).toBe('+56 9 8765 4321');
    expect(valueOf(customer, 'Estado del cliente')).toBe('Cliente');
    const units = within(screen.getByRole('table', { name: 'Unidades cotizadas' }));
    const rows = units.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'TipoUnidadPrecio',
      'ViviendaCasa 20 (Modelo Acacia 3D2B)UF 2.150,50',
      'BodegaB-12UF 60,00',
      'EstacionamientoE-07UF 100,00',
      'Total cotizadoUF 2.310,50',
    ]);
    expect(region('Unidades cotizadas').getByText('Reservada')).toBeTruthy();
  });

  it('shows the transaction in CLP with the UF value used, and links its order', () => {
    render(<R.Paid />);
    const transaction = region('Transacción');
    expect(valueOf(transaction, 'Monto pagado')).toBe('$1.945.623');
    expect(valueOf(transaction, 'Valor UF usado')).toBe('$38.912,45');
    expect(valueOf(transaction, 'Fecha de la transacción')).toBe('17-03-2025 12:42');
    expect(valueOf(transaction, 'Referencia de la pasarela')).toBe('WP-7F3A9C21');
    expect(transaction.getByRole('link', { name: 'Pago N° 80' }).getAttribute('href')).toBe(
      '/promises-orders/80/details',
    );
    expect(transaction.getByText('Aprobada')).toBeTruthy();
  });

  it('shows every payment with every gateway field', () => {
    render(<R.Paid />);
    const payments = region('Pagos');
    expect(payments.getByText('Valor UF usado: $38.912,45')).toBeTruthy();
    const second = within(screen.getByRole('article', { name: 'Pago N° 7002' }));
    const field = (label: string) => second.getByText(label).nextElementSibling?.textContent;
    expect(second.getByText('Pagado')).toBeTruthy();
    expect(field('Equivalente en UF')).toBe('UF 50,00');
    expect(field('Comisión')).toBe('$58.369');
    expect(field('Impuestos')).toBe('$11.090');
    expect(field('Saldo')).toBe('$1.887.254');
    expect(field('Moneda')).toBe('CLP');
    expect(field('Tasa de conversión')).toBe('1');
    expect(field('Fecha de conversión')).toBe('17-03-2025');
    expect(field('Medio de pago')).toBe('Webpay');
    expect(field('Pagador')).toBe('Camila Rojas Fuentes');
    expect(field('Fecha de pago')).toBe('17-03-2025 12:42');
    expect(field('Fecha de transferencia')).toBe('19-03-2025');
    expect(field('Orden de comercio')).toBe('PRO-2025-00060');
    expect(field('Orden de la pasarela')).toBe('118223344');
    expect(field('Token')).toBe('tbk_01J8Z3K6W2');
    const first = within(screen.getByRole('article', { name: 'Pago N° 7001' }));
    expect(first.getByText('Rechazado')).toBeTruthy();
    expect(first.getByText('Transferencia')).toBeTruthy();
  });

  it.each([
    ['Pending', R.Pending, 'Pendiente de pago'],
    ['Paid', R.Paid, 'Pagada'],
    ['Signed', R.Signed, 'Firmada'],
    ['Cancelled', R.Cancelled, 'Anulada'],
    ['Rejected', R.Rejected, 'Rechazada'],
  ] as const)('%s shows its status', (_name, Story, label) => {
    render(<Story />);
    expect(badge()).toBe(label);
  });

  it('changes the status through the dialog, offering only the next statuses', async () => {
    const onChangeStatus = vi.fn(() => Promise.resolve());
    render(<R.Paid onChangeStatus={onChangeStatus} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar estado' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cambiar estado' }));
    expect(dialog.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'signed',
      'cancelled',
    ]);
    await userEvent.click(dialog.getByRole('radio', { name: 'Firmada' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cambiar estado' }));
    expect(onChangeStatus).toHaveBeenCalledWith('signed');
  });

  it("keeps the server's refusal in the dialog", async () => {
    render(<R.ChangeRefused />);
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar estado' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cambiar estado' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Pagada' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cambiar estado' }));
    await waitFor(() =>
      expect(dialog.getByRole('alert').textContent).toContain('no tiene una reserva pagada'),
    );
  });

  it('shows a bare request, a read-only view, history, loading, failure and long names', () => {
    const bare = render(<R.Bare />);
    expect(screen.getByText('Aún no hay pagos registrados.')).toBeTruthy();
    expect(screen.getByText('Sin orden de pago')).toBeTruthy();
    expect(screen.getByText('Sin cambios registrados.')).toBeTruthy();
    bare.unmount();
    const readOnly = render(<R.ReadOnly />);
    expect(screen.queryByRole('button', { name: 'Cambiar estado' })).toBeNull();
    expect(region('Historial').getByText('Catalina Morales Herrera')).toBeTruthy();
    expect(region('Historial').queryByText('paid')).toBeNull();
    readOnly.unmount();
    const loading = render(<R.Loading />);
    expect(screen.getByLabelText('Cargando solicitud de promesa')).toBeTruthy();
    loading.unmount();
    const failed = render(<R.Failed />);
    expect(screen.getByRole('alert').textContent).toContain('No pudimos conectar con el servidor.');
    failed.unmount();
    render(<R.LongNames />);
    expect(
      screen.getByText('María de los Ángeles Josefina Fernández-Larraín de la Fuente Undurraga'),
    ).toBeTruthy();
  });
});
