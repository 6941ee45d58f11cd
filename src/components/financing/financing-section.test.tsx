import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './financing-section.stories';

const { Complete, Ds15, MissingValues, WithoutUf, QuotedHomes, Loading, Failed } =
  composeStories(stories);

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('FinancingSection', () => {
  it('shows each line in UF and pesos, the credit last, and the UF with its date', () => {
    render(<Complete />);
    expect(screen.getByTestId('uf-of-day').textContent).toBe('UF del 01-12-2026: $39.485,65');
    const [table] = screen.getAllByRole('table');
    expect(rowsOf(table!)).toEqual([
      ['Precio', 'UF 2.150,00', '$84.894.148'],
      ['Ahorro', 'UF 30,00', '$1.184.570'],
      ['Subsidio base', 'UF 700,00', '$27.639.955'],
      ['Bono de integración', 'UF 200,00', '$7.897.130'],
      ['Bono de captación', 'UF 100,00', '$3.948.565'],
      ['Crédito hipotecario', 'UF 1.120,00', '$44.223.928'],
    ]);
    // No income band on a unit's own page, so no assumptions either.
    expect(screen.queryByText('Supuestos del cálculo de renta')).toBeNull();
  });

  it('adds the DS15 programme for a unit carrying DS15 values', () => {
    render(<Ds15 />);
    expect(screen.getAllByRole('table')).toHaveLength(2);
    expect(screen.getByText('Programa DS15')).toBeTruthy();
    expect(screen.getByText(/D\.S\. N° 15/)).toBeTruthy();
  });

  it('says what is missing instead of a number, and the UF of an earlier day', () => {
    render(<MissingValues />);
    expect(screen.getByText('Sin ahorro registrado')).toBeTruthy();
    expect(screen.getByText('No se calcula: sin ahorro registrado.')).toBeTruthy();
    expect(screen.getByTestId('uf-of-day').textContent).toContain('(último valor disponible');
    expect(screen.getByText('Sin crédito calculado: no se compara con la renta.')).toBeTruthy();
  });

  it('leaves pesos out without a UF value', () => {
    render(<WithoutUf />);
    expect(screen.getByTestId('uf-of-day').textContent).toContain('Sin valor UF registrado');
    expect(rowsOf(screen.getByRole('table'))[0]).toEqual(['Precio', 'UF 2.150,00', '—']);
  });

  it('compares each quoted home with the income band, and shows the assumptions', () => {
    render(<QuotedHomes />);
    expect(screen.getByText('Depto 504')).toBeTruthy();
    expect(screen.getByText(/alcanza en todo el rango/)).toBeTruthy();
    expect(screen.getAllByText(/sobre el rango declarado/).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Supuestos del cálculo de renta')).toHaveLength(2);
    expect(screen.getAllByText('supuesto').length).toBeGreaterThan(0);
  });

  it('shows its loading and error states', () => {
    const { unmount } = render(<Loading />);
    expect(screen.getByLabelText('Cargando financiamiento')).toBeTruthy();
    unmount();
    render(<Failed />);
    expect(screen.getByRole('alert').textContent).toContain('No se pudo conectar');
  });
});
