import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderStory } from '../../../tests/setup/render';
import { sheetFileFixture } from './import-wizard.fixtures';
import * as stories from './import-wizard.stories';
import { errorText } from './sheet-errors-list';

const all = composeStories(stories);
const {
  ChooseFile,
  Closed,
  ReviewValid,
  ReviewInvalidLongSheet,
  ErrorsCopyExpired,
  Saved,
  CheckFailed,
  UpdateApplied,
  UpdateRejected,
} = all;

const dialog = () => screen.getByRole('dialog');
const button = (name: string | RegExp) => within(dialog()).getByRole('button', { name });

describe('ImportWizard', () => {
  it.each([
    ['RefusedFile', /^El archivo «unidades\.csv» no es una planilla/],
    ['FileChosen', /^Archivo elegido: unidades-parque-los-aromos\.xlsx\.$/],
    ['Checking', /^Revisando «unidades-parque-los-aromos\.xlsx»…$/],
    ['RefusedAtSave', /^Se encontró 1 error\.$/],
    ['SaveFailed', /^No pudimos conectar con el servidor/],
    ['UpdateChooseFile', /^Elige la planilla de unidades\.$/],
    ['Updating', /^Actualizando unidades con «precios-marzo-2025\.xlsx»…$/],
    ['UpdateFailed', /^El servidor no pudo completar/],
  ] as const)('announces the %s state to screen readers', (name, status) => {
    const Story = all[name];
    renderStory(<Story />);
    expect(dialog().querySelector('[aria-live="polite"]')?.textContent).toMatch(status);
  });

  it('refuses a CSV before uploading, takes an .xlsx, checks it and cancels the check', async () => {
    const onTemplate = vi.fn();
    renderStory(<ChooseFile onTemplate={onTemplate} />);
    expect(within(dialog()).getByText('Importar unidades desde Excel')).toBeTruthy();
    await userEvent.click(button('Descargar plantilla'));
    expect(onTemplate).toHaveBeenCalledTimes(1);

    const input = screen.getByLabelText('Planilla de unidades');
    await userEvent.upload(input, sheetFileFixture('unidades.csv'), { applyAccept: false });
    expect(within(dialog()).getByRole('alert').textContent).toMatch(
      /«unidades\.csv» no es una planilla \.xlsx/,
    );
    await userEvent.upload(input, sheetFileFixture());
    expect(within(dialog()).getByText('unidades-parque-los-aromos.xlsx')).toBeTruthy();
    await userEvent.click(button('Revisar archivo'));
    expect(within(dialog()).getByRole('status').textContent).toBe(
      'Revisando «unidades-parque-los-aromos.xlsx»…',
    );
    await userEvent.click(button('Cancelar'));
    expect(button('Elegir planilla')).toBeTruthy();
  });

  it('previews the first rows of a valid sheet with UF prices and offers to save them all', async () => {
    renderStory(<ReviewValid />);
    expect(within(dialog()).getByText('Primeras 8 de 300 filas leídas')).toBeTruthy();
    const table = within(dialog()).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(9);
    expect(within(table).getAllByText('UF 2.150,50').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Departamento').length).toBe(8);
    await userEvent.click(button('Guardar 300 unidades'));
    expect(within(dialog()).getByRole('status').textContent).toBe(
      'Guardando 300 unidades en el proyecto…',
    );
  });

  it('lists 500 errors by row and column 50 at a time and offers the annotated copy', async () => {
    const onErrorsCopy = vi.fn();
    renderStory(<ReviewInvalidLongSheet onErrorsCopy={onErrorsCopy} />);
    const errors = within(dialog()).getByRole('region', { name: 'Errores por corregir' });
    expect(within(errors).getAllByRole('listitem')).toHaveLength(50);
    expect(within(errors).getAllByRole('listitem')[0]?.textContent).toBe(
      'Fila 2, columna Precio: «12,5,0» no es un número.',
    );
    expect(within(errors).getByText('Mostrando 1–50 de 500')).toBeTruthy();
    await userEvent.click(within(errors).getByRole('button', { name: 'Página 2' }));
    expect(within(errors).getAllByRole('listitem')[0]?.textContent).toBe(
      'Fila 202, columna Precio: «12,5,0» no es un número.',
    );
    expect(screen.queryByRole('button', { name: /Guardar/ })).toBeNull();
    await userEvent.click(button('Descargar copia con errores'));
    expect(onErrorsCopy).toHaveBeenCalledWith(
      '/api/exports/5b0e7c7e-2f51-4d8e-9a57-61c1f0a3b2d4/download?token=c2lnbmVk',
      'unidades-parque-los-aromos.xlsx',
    );
    await userEvent.click(button('Elegir otro archivo'));
    expect(button('Elegir planilla')).toBeTruthy();
  });

  it('does not repeat the row and column when the server message already names them', () => {
    const message = 'Fila 14, columna Precio: «12,5,0» no es un número';
    expect(errorText({ row: 14, column: 'Precio', message })).toBe(message);
    expect(errorText({ row: 3, column: null, message: 'falta el tipo.' })).toBe(
      'Fila 3: falta el tipo.',
    );
  });

  it('says why the annotated copy could not be downloaded', () => {
    renderStory(<ErrorsCopyExpired />);
    expect(within(dialog()).getByText(/El enlace de la copia con errores venció/)).toBeTruthy();
  });

  it('a saved import says how many units and closes', async () => {
    renderStory(<Saved />);
    expect(within(dialog()).getByText('Se guardaron 300 unidades')).toBeTruthy();
    await userEvent.click(within(dialog()).getAllByRole('button', { name: 'Cerrar' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a failed check shows the server message and retries', async () => {
    renderStory(<CheckFailed />);
    expect(within(dialog()).getByRole('alert').textContent).toMatch(/no es un \.xlsx válido/);
    await userEvent.click(button('Reintentar'));
    expect(within(dialog()).getByRole('status').textContent).toMatch(/^Revisando/);
  });

  it('an update lists the units it changed, 50 to a page', () => {
    renderStory(<UpdateApplied />);
    expect(within(dialog()).getByText('Actualizar unidades desde Excel')).toBeTruthy();
    const changed = within(dialog()).getByRole('region', { name: 'Unidades cambiadas (120)' });
    expect(within(changed).getAllByRole('row')).toHaveLength(51);
    expect(within(dialog()).getByText('Mostrando 1–50 de 120')).toBeTruthy();
  });

  it('a refused update lists its errors and changes nothing', () => {
    renderStory(<UpdateRejected />);
    expect(within(dialog()).getByText(/No existe la unidad Z999/)).toBeTruthy();
    expect(button('Descargar copia con errores')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Unidades cambiadas/ })).toBeNull();
  });

  it('stays closed until opened', () => {
    renderStory(<Closed />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
