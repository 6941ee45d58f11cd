import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as listStories from './plans-list-view.stories';
import * as createStories from './plan-create-view.stories';
import * as contractStories from './plan-contract-view.stories';

const L = composeStories(listStories);
const C = composeStories(createStories);
const F = composeStories(contractStories);

const rowOf = (name: string) => {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

describe('Proyectos (/plans/list)', () => {
  it('shows each project’s plan, additionals and latest payment', () => {
    render(<L.Filled />);
    expect(screen.getByRole('heading', { level: 1, name: 'Proyectos' })).toBeTruthy();
    const aromos = rowOf('Condominio Parque Los Aromos');
    expect(aromos.getByText('Plan Profesional')).toBeTruthy();
    expect(aromos.getByText('Destacado en portada × 2')).toBeTruthy();
    expect(aromos.getByText('Pagado')).toBeTruthy();
    expect(aromos.getByText('Plan Profesional · 14-03-2025')).toBeTruthy();
    expect(rowOf('Edificio Mirador Cordillera').getByText('Pago pendiente')).toBeTruthy();
    expect(rowOf('Barrio Jardín de Maipú').getByText('Plan Básico')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Inmobiliaria' })).toBeNull();
  });

  it('opens the change of a project’s plan', async () => {
    const onChangeStart = vi.fn();
    render(<L.Filled onChangeStart={onChangeStart} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Cambiar plan de Barrio Jardín de Maipú' }),
    );
    expect(onChangeStart).toHaveBeenCalledWith(expect.objectContaining({ id: '13' }));
  });

  it('confirms the chosen plan, and keeps a refusal in the dialog', async () => {
    const onChangeConfirm = vi.fn();
    render(<L.OverTheLimit onChangeConfirm={onChangeConfirm} />);
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Tu plan permite 2 proyectos; con esta contratación serían 3.'),
    ).toBeTruthy();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Plan' }), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar plan' }));
    expect(onChangeConfirm).toHaveBeenCalledWith(2);
  });

  it('shows the agency filter to Admin, and the empty and loading states', () => {
    render(<L.AdminWithAgencyFilter />);
    expect(screen.getByRole('combobox', { name: 'Inmobiliaria' })).toBeTruthy();
    render(<L.Empty />);
    expect(screen.getByText('Aún no hay proyectos.')).toBeTruthy();
  });
});

describe('Contrata tu plan (/plans/create)', () => {
  it('waits for a project and a plan before going on', async () => {
    const onChange = vi.fn();
    render(<C.Empty onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Continuar' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: /Barrio Jardín de Maipú/ }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ projects: ['13'] }));
  });

  it('carries the whole choice to the summary in the URL', () => {
    render(<C.Filled />);
    expect(screen.getByRole('link', { name: 'Continuar' }).getAttribute('href')).toBe(
      '/plans/contract?agency=1&projects=13&plan=2&additionals=1%3A2',
    );
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: 'Cantidad de Destacado en portada' })
        .value,
    ).toBe('2');
  });

  it('takes a whole quantity of an additional plan and keeps the last good one otherwise', async () => {
    const onChange = vi.fn();
    render(<C.Filled onChange={onChange} />);
    const quantity = screen.getByRole<HTMLInputElement>('textbox', {
      name: 'Cantidad de Destacado en portada',
    });
    expect(quantity.getAttribute('inputmode')).toBe('numeric');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ additionals: [expect.objectContaining({ quantity: 3 })] }),
    );
    onChange.mockClear();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    // The story keeps its selection, so the field shows the stored quantity again.
    expect(quantity.value).toBe('2');
  });

  it('warns in Spanish before the agency’s limit is passed', () => {
    render(<C.OverTheLimit />);
    expect(screen.getByRole('alert').textContent).toContain(
      'Tu plan permite 3 proyectos; con esta contratación serían 4.',
    );
  });
});

describe('Finalizar (/plans/contract)', () => {
  it('sums the monthly price in UF with its estimate in pesos, and confirms', async () => {
    const onConfirm = vi.fn();
    render(<F.Filled onConfirm={onConfirm} />);
    expect(screen.getByText('Total mensual (1 proyecto): UF 23,00')).toBeTruthy();
    expect(screen.getByText('≈ $864.800 con la UF de $37.600 del 14-03-2025')).toBeTruthy();
    expect(screen.getByText('Barrio Jardín de Maipú')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('shows UF only without a UF value, and the server’s refusal', () => {
    render(<F.WithoutUfValue />);
    expect(
      screen.getByText('El monto en pesos se calcula con el valor de la UF del día del pago.'),
    ).toBeTruthy();
    render(<F.OverTheLimit />);
    expect(screen.getByRole('alert').textContent).toContain(
      'Tu plan permite 3 proyectos; con esta contratación serían 4.',
    );
  });

  it('keeps «Confirmar» off when the limit is known to be passed, and while saving', () => {
    render(<F.OverTheLimitWarned />);
    expect(screen.getByRole('button', { name: 'Confirmar' }).hasAttribute('disabled')).toBe(true);
  });

  it('turns «Volver» into a disabled button while saving', () => {
    const { unmount } = render(<F.Saving />);
    const back = screen.getByRole('button', { name: 'Volver' });
    expect(back.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('link', { name: 'Volver' })).toBeNull();
    unmount();
    render(<F.OverTheLimitWarned />);
    expect(screen.getByRole('link', { name: 'Volver' })).toBeTruthy();
  });
});
