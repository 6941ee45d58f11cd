import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './roles-view.stories';
import { renderStory } from '../../../tests/setup/render';

const { Data, Loading, Empty, Failed, DeletionRefused } = composeStories(stories);

const rowOf = (name: string) => {
  const row = screen.getByText(name, { selector: 'p' }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

describe('RolesView', () => {
  it('lists each role with what it grants', () => {
    renderStory(<Data />);
    expect(screen.getAllByRole('row')).toHaveLength(10);
    expect(rowOf('Admin').getByText('Todos (25)')).toBeTruthy();
    expect(rowOf('SuperAdmin').getByText('+19 más')).toBeTruthy();
    const custom = rowOf('Supervisora de ventas');
    expect(custom.getByText('3')).toBeTruthy();
    expect(custom.getByText('export-quotations')).toBeTruthy();
    expect(rowOf('RealstateAdmin').getByText('+3 más')).toBeTruthy();
    expect(rowOf('Auditor externo').getByText('Sin permisos')).toBeTruthy();
    expect(custom.getByRole('link', { name: /Auditoría/ }).getAttribute('href')).toBe(
      '/roles/8/audits',
    );
  });

  it('lets custom roles be deleted but not system roles, saying why', async () => {
    const onDelete = vi.fn();
    const onEdit = vi.fn();
    renderStory(<Data onDelete={onDelete} onEdit={onEdit} />);
    const system = rowOf('NewsUser');
    expect(system.getByText('Sistema')).toBeTruthy();
    expect(system.getByRole('button', { name: /^Eliminar/ }).hasAttribute('disabled')).toBe(true);
    expect(system.getByLabelText(/^Eliminar NewsUser: Rol del sistema/)).toBeTruthy();
    await userEvent.click(system.getByRole('button', { name: /^Permisos/ }));
    expect(onEdit.mock.calls[0]?.[0].name).toBe('NewsUser');
    await userEvent.click(rowOf('Auditor externo').getByRole('button', { name: /^Eliminar/ }));
    expect(onDelete.mock.calls[0]?.[0].id).toBe('9');
  });

  it('shows loading rows, an empty list and a failure with retry', async () => {
    const first = renderStory(<Loading />);
    expect(screen.getAllByTestId('data-table-skeleton').length).toBeGreaterThan(0);
    first.unmount();
    const second = renderStory(<Empty />);
    expect(screen.getByText('Aún no hay roles.')).toBeTruthy();
    second.unmount();
    const onRetry = vi.fn();
    renderStory(<Failed onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('No se pudo cargar la lista.');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps a refused deletion on screen', () => {
    renderStory(<DeletionRefused />);
    expect(screen.getByRole('alert').textContent).toContain('El rol está asignado a usuarios.');
  });
});
