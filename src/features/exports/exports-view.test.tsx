import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { queuedJob } from '../../components/export-job/export-job.fixtures';
import { isoDateOf } from './export-request.schema';
import * as stories from './exports-view.stories';

const { Admin, PreapprovalUser, WrongDates, InvertedRange, LoadingProfile, NothingToExport } =
  composeStories(stories);

const typeSelect = () => screen.getByRole('combobox', { name: /Qué exportar/ });
const optionLabels = (select: HTMLElement) =>
  Array.from(select.querySelectorAll('option')).map((option) => option.textContent);

describe('Exports page', () => {
  it('offers Admin every export and requests one with its filters', async () => {
    const user = userEvent.setup();
    const onRequest = vi.fn(() => Promise.resolve(queuedJob));
    render(<Admin onRequest={onRequest} />);
    expect(screen.getByRole('heading', { name: 'Exportaciones' })).toBeTruthy();
    expect(optionLabels(typeSelect())).toEqual([
      'Solicitudes de reserva',
      'Pagos de reservas',
      'Solicitudes de promesa',
      'Pagos de promesas',
      'Preaprobaciones',
      'Negocios',
      'Cotizaciones',
      'Contactos',
      'Contactos del newsletter',
      'Contactos de empresas',
      'Contactos del formulario de sección',
      'Contactos del formulario de inicio',
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Proyecto' }), '2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'paid');
    expect(screen.queryByLabelText('Desde')).toBeNull();
    const button = screen.getByRole('button', { name: 'Exportar' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    await user.click(button);
    expect(onRequest).toHaveBeenCalledWith({
      type: 'booking_requests',
      project: '2',
      agency: '',
      status: 'paid',
      rukan: '',
      date_from: '',
      date_to: '',
    });
    expect(await screen.findByRole('button', { name: /En cola/ })).toBeTruthy();
  });

  it('shows the filters of each export: dates and agency for quotations', async () => {
    render(<Admin />);
    await userEvent.selectOptions(typeSelect(), 'quotations');
    expect(screen.getByLabelText('Desde')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Inmobiliaria' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Estado' })).toBeNull();
  });

  it('offers a pre-approval user only pre-approvals', () => {
    render(<PreapprovalUser />);
    expect(optionLabels(typeSelect())).toEqual(['Preaprobaciones']);
    expect(screen.getByText('Aún no tienes exportaciones')).toBeTruthy();
  });

  it('explains a date that does not exist and a range backwards, and waits to request', async () => {
    render(<WrongDates />);
    expect(
      await screen.findByText('Usa el formato dd-mm-aaaa, por ejemplo 14-03-2025.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exportar' }).hasAttribute('disabled')).toBe(true);
    render(<InvertedRange />);
    expect(
      await screen.findByText('La fecha final debe ser igual o posterior a la inicial.'),
    ).toBeTruthy();
  });

  it('waits for the profile, and says so when the role may export nothing', () => {
    const { unmount } = render(<LoadingProfile />);
    expect(screen.getByTestId('export-form-skeleton')).toBeTruthy();
    unmount();
    render(<NothingToExport />);
    expect(screen.getByText('Tu rol no puede solicitar exportaciones.')).toBeTruthy();
  });
});

describe('isoDateOf', () => {
  it('turns dd-mm-aaaa into the contract’s YYYY-MM-DD and refuses dates that do not exist', () => {
    expect(isoDateOf('14-03-2025')).toBe('2025-03-14');
    expect(isoDateOf(' 29-02-2024 ')).toBe('2024-02-29');
    expect(isoDateOf('29-02-2025')).toBeNull();
    expect(isoDateOf('2025-03-14')).toBeNull();
    expect(isoDateOf('14/03/2025')).toBeNull();
  });
});
