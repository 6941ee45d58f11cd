import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './audit-timeline.stories';

const { Loading, Empty, OneChange, ManyChanges, LongValues, SpreadsheetEvents } =
  composeStories(stories);

const diffRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('AuditTimeline', () => {
  it('shows who, when, the event in Spanish and the field-by-field diff', () => {
    render(<OneChange />);
    const item = screen.getByRole('listitem');
    expect(within(item).getByText('Actualización')).toBeTruthy();
    expect(within(item).getByText('Rodrigo Sepúlveda')).toBeTruthy();
    expect(within(item).getByText('10-03-2025 11:40')).toBeTruthy();
    const table = within(item).getByRole('table', { name: 'Actualización del 10-03-2025 11:40' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Campo', 'Antes', 'Después']);
    expect(diffRows(table)).toEqual([
      ['Nombre', 'Camila', 'Camila Andrea'],
      ['Apellido', 'Rojas Soto', 'Rojas Soto'],
    ]);
  });

  it('puts the newest change first and names the system when nobody did it', () => {
    render(<ManyChanges />);
    const items = within(screen.getByRole('list', { name: 'Historial' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByText(/ción$/)[0]?.textContent)).toEqual([
      'Eliminación',
      'Actualización',
      'Actualización',
      'Actualización',
      'Creación',
    ]);
    const [deleted, permissions, deactivated, , created] = items;
    expect(within(deleted!).getByText('Catalina')).toBeTruthy();
    expect(within(deactivated!).getByText('Sistema')).toBeTruthy();
    expect(diffRows(within(deactivated!).getByRole('table'))).toEqual([['Estado', 'Sí', 'No']]);
    expect(diffRows(within(permissions!).getByRole('table'))).toEqual([
      ['Rol', 'RealstateVendor', 'RealstateAdmin'],
      [
        'Permisos',
        'show-projects',
        'show-projects, show-users, show-quotations, show-bookingrequest',
      ],
    ]);
    expect(diffRows(within(created!).getByRole('table'))).toContainEqual([
      'Correo',
      '—',
      'camila.rojas@inmobiliariaandes.cl',
    ]);
  });

  it('names spreadsheet downloads and imports and their fields in Spanish', () => {
    render(<SpreadsheetEvents />);
    const [exported, imported] = within(
      screen.getByRole('list', { name: 'Historial' }),
    ).getAllByRole('listitem');
    expect(within(exported!).getByText('Exportación')).toBeTruthy();
    expect(diffRows(within(exported!).getByRole('table'))).toEqual([
      ['Ruta', '—', 'GET /api/excelProperties'],
      ['Filtros', '—', 'Proyecto: 12; Torre: B; Visible: —'],
      ['Archivo', '—', 'Unidades - Condominio Parque Los Aromos.xlsx'],
      ['Filas', '—', '240'],
      ['Completa', '—', 'Sí'],
    ]);
    expect(within(imported!).getByText('Importación')).toBeTruthy();
    expect(diffRows(within(imported!).getByRole('table'))).toEqual([
      ['Viviendas', '—', '180'],
      ['Bodegas', '—', '40'],
      ['Estacionamientos', '—', '20'],
      ['Total', '—', '240'],
    ]);
  });

  it('clamps long values behind a Ver más toggle', async () => {
    render(<LongValues />);
    const toggles = screen.getAllByRole('button', { name: 'Ver más' });
    expect(toggles).toHaveLength(2);
    const [first] = toggles;
    expect(first!.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(first!);
    expect(first!.getAttribute('aria-expanded')).toBe('true');
    expect(first!.textContent).toBe('Ver menos');
    expect(screen.getByText(/permiso-de-ejemplo-1, permiso-de-ejemplo-2/)).toBeTruthy();
  });

  it('says when there is no history', () => {
    render(<Empty />);
    expect(screen.getByText('Sin cambios registrados.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows a busy skeleton while loading', () => {
    render(<Loading />);
    expect(screen.getByLabelText('Cargando historial').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('Sin cambios registrados.')).toBeNull();
  });
});
