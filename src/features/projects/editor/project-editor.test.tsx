import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './project-editor.stories';
import { renderStory } from '../../../../tests/setup/render';
import { projectDetailFixture } from './project-editor.fixtures';
import { editVariables, projectDefaults } from './project-form.mapping';
import type { ProjectFormValues } from './project-form.schema';

const { CreateAsAdmin, CreateAsAgencyStaff, EditAsAdmin, WithErrors, ServerErrors } =
  composeStories(stories);

// The first render loads the whole editor (every tab's fields): on a loaded machine it has taken
// over a minute, so this file allows two.
describe('ProjectEditor', { timeout: 120_000 }, () => {
  it('marks each tab with its errors after a failed save and opens the first one', async () => {
    const onSubmit = vi.fn();
    renderStory(<CreateAsAdmin onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('tab', { name: /Precios/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Crear proyecto' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /General/ }).getAttribute('aria-selected')).toBe(
        'true',
      ),
    );
    expect(screen.getByRole('tab', { name: /General/ }).textContent).toContain('(3 errores)');
    expect(screen.getByRole('tab', { name: /Precios/ }).textContent).toContain('(3 errores)');
    expect(screen.getByRole('tab', { name: /Amenidades/ }).textContent).not.toContain('error');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('counts the rule errors of every tab in the error story', async () => {
    renderStory(<WithErrors />);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Ubicación/ }).textContent).toContain('(2 errores)'),
    );
    expect(screen.getByRole('tab', { name: /Ejecutivos/ }).textContent).toContain('error');
  });

  it('opens the tab of the first server message and shows it by its field', async () => {
    renderStory(<ServerErrors />);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /General/ }).getAttribute('aria-selected')).toBe(
        'true',
      ),
    );
    expect(screen.getByText('Ya existe un proyecto con ese slug.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Precios/ }).textContent).toContain('(1 error)');
  });

  it('shows the payment keys tab and the agency only to Admin, masked keys in edit', async () => {
    const staff = renderStory(<CreateAsAgencyStaff />);
    expect(screen.queryByRole('tab', { name: /Claves de pago/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Inmobiliaria/ })).toBeNull();
    staff.unmount();
    renderStory(<EditAsAdmin />);
    await userEvent.click(screen.getByRole('tab', { name: /Claves de pago/ }));
    expect(screen.getByText('************a1B9')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: /Medios/ }));
    expect(screen.getByText('Panel de medios del proyecto')).toBeTruthy();
  });

  it('takes a UF price typed the Chilean way, sends the number and shows it so when reopened', async () => {
    const onSubmit = vi.fn<(values: ProjectFormValues) => void>();
    const first = renderStory(<EditAsAdmin onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('tab', { name: /Precios/ }));
    const price = screen.getByRole<HTMLInputElement>('textbox', { name: /Precio desde/ });
    expect(price.value).toBe('2.350,50');
    await userEvent.clear(price);
    await userEvent.type(price, '1499,5');
    expect(price.value).toBe('1499,5');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(price.value).toBe('1.499,50');
    const sent = editVariables('1', onSubmit.mock.calls[0]![0]);
    expect(sent.price_from).toBe(1499.5);
    expect(sent.renta_minima).toBe(800000);
    first.unmount();
    // Reopened with what the server now returns.
    const saved = projectDefaults({ ...projectDetailFixture, price_from: sent.price_from });
    renderStory(<EditAsAdmin defaultValues={saved} />);
    await userEvent.click(screen.getByRole('tab', { name: /Precios/ }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Precio desde/ }).value).toBe(
      '1.499,50',
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Renta mínima/ }).value).toBe(
      '800.000',
    );
  });

  it('refuses a price that is not a number, in Spanish, and sends nothing', async () => {
    const onSubmit = vi.fn();
    renderStory(<EditAsAdmin onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('tab', { name: /Precios/ }));
    const price = screen.getByRole<HTMLInputElement>('textbox', { name: /Precio desde/ });
    await userEvent.clear(price);
    await userEvent.type(price, '14.99,5');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('El precio desde debe ser un número mayor que 0.')).toBeTruthy();
    expect(price.value).toBe('14.99,5');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
