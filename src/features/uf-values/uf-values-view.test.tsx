import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { renderStory } from '../../../tests/setup/render';
import { ufValueMessages } from '../../shared/schemas/uf-values';
import * as stories from './uf-values-view.stories';

const {
  Loaded,
  TodayFromEarlierDay,
  Empty,
  Failed,
  ImportRefused,
  ImportSaved,
  ServerRefusedValue,
} = composeStories(stories);

describe('UfValuesView', () => {
  it('lists the loaded values newest first, in Chilean format, and today’s UF with its date', () => {
    renderStory(<Loaded />);
    expect(screen.getByRole('heading', { level: 1, name: 'Valores UF' })).toBeTruthy();
    expect(screen.getByTestId('uf-of-day').textContent).toBe('UF del 03-12-2026: $39.502,30');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').slice(0, 3).map((c) => c.textContent))).toEqual([
      ['03-12-2026', '$39.502,30', 'Catalina Muñoz'],
      ['02-12-2026', '$39.501,20', 'Catalina Muñoz'],
      ['01-12-2026', '$39.485,65', '—'],
    ]); // prettier-ignore
  });

  it('says when today uses the latest earlier value', () => {
    renderStory(<TodayFromEarlierDay />);
    expect(screen.getByTestId('uf-of-day').textContent).toContain('(último valor disponible, del 03-12-2026)'); // prettier-ignore
  });

  it('shows the empty and failed states', () => {
    const { unmount } = renderStory(<Empty />);
    expect(screen.getByText('Aún no hay valores UF cargados.')).toBeTruthy();
    expect(screen.getByTestId('uf-of-day').textContent).toContain('Sin valor UF registrado');
    unmount();
    renderStory(<Failed />);
    expect(screen.getByRole('alert').textContent).toContain('No se pudo conectar');
  });

  it('saves one value typed the Chilean way, and refuses a day that does not exist', async () => {
    const onSubmit = vi.fn();
    renderStory(<Loaded form={{ saving: false, onSubmit }} />);
    const form = within(screen.getByRole('form', { name: 'Valor UF de un día' }));
    await userEvent.type(form.getByLabelText(/Fecha/), '31-02-2026');
    await userEvent.type(form.getByLabelText(/Valor UF/), '39.485,65');
    await userEvent.click(form.getByRole('button', { name: 'Guardar valor' }));
    expect(await form.findByText(ufValueMessages.dateInvalid)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(form.getByLabelText(/Fecha/));
    await userEvent.type(form.getByLabelText(/Fecha/), '01-12-2026');
    await userEvent.click(form.getByRole('button', { name: 'Guardar valor' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ date: '2026-12-01', value: 39_485.65 });
  });

  it('shows the server’s message by its field', async () => {
    renderStory(<ServerRefusedValue />);
    expect(await screen.findByText('El valor de la UF debe ser mayor que cero.')).toBeTruthy();
  });

  it('imports the chosen file and shows each bad row, or the summary', async () => {
    const onImport = vi.fn();
    const { unmount } = renderStory(<ImportRefused onImport={onImport} />);
    const file = new File(['Fecha;Valor'], 'uf.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('Archivo de valores UF'), file);
    expect(onImport).toHaveBeenCalledWith(file);
    const errors = within(screen.getByRole('list', { name: 'Errores de la importación' }));
    expect(errors.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Fila 3: La fecha «31-11-2026» no existe o no tiene el formato dd-mm-aaaa.',
      'Fila 5: El día 10-12-2026 se repite (ya está en la fila 2).',
    ]);
    unmount();
    renderStory(<ImportSaved />);
    expect(screen.getByRole('status').textContent).toContain('Se cargaron 365 valores UF');
  });
});
