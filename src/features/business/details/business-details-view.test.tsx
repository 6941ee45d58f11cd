import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './business-details-view.stories';

const S = composeStories(stories);

const section = (name: string) => within(screen.getByRole('region', { name }));
const valueOf = (area: ReturnType<typeof section>, label: string) =>
  area.getAllByText(label)[0]?.nextElementSibling?.textContent;
const rowsOf = (table: string) =>
  within(screen.getByRole('table', { name: table }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('BusinessDetailsView', () => {
  it('heads the page with the customer, the stage, the status and the criticality', () => {
    render(<S.WithRukan />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Valentina Paz González Rivas' }),
    ).toBeTruthy();
    expect(
      screen.getByText('Negocio N° 31 · Condominio Parque Los Aromos · creado el 03-03-2025'),
    ).toBeTruthy();
    const badges = within(screen.getByRole('group', { name: 'Estado del negocio' }));
    expect(badges.getByText('Evaluación financiera')).toBeTruthy();
    expect(badges.getByText('Abierto')).toBeTruthy();
    expect(badges.getByText('Alta')).toBeTruthy();
  });

  it('shows the customer and the co-debtor with relation, RUT, phone and income in CLP', () => {
    render(<S.WithRukan />);
    const customer = section('Cliente');
    expect(valueOf(customer, 'RUT')).toBe('16.874.305-K');
    expect(valueOf(customer, 'Estado')).toBe('En evaluación');
    expect(valueOf(customer, 'Subsidio')).toBe('DS19');
    expect(valueOf(customer, 'Rukan vigente')).toBe('Sí');
    expect(customer.getByRole('link', { name: '+56 9 6123 4587' }).getAttribute('href')).toBe(
      'tel:+56961234587',
    );
    const codebtor = section('Codeudor');
    expect(valueOf(codebtor, 'Nombre')).toBe('Rodrigo Andrés Tapia Sepúlveda');
    expect(valueOf(codebtor, 'Relación con el cliente')).toBe('Cónyuge');
    expect(valueOf(codebtor, 'RUT')).toBe('15.234.871-1');
    expect(valueOf(codebtor, 'Renta mensual')).toBe('$1.150.000');
  });

  it('shows the pre-approval in UF with its status and a link to its page', () => {
    render(<S.WithRukan />);
    const credit = section('Preaprobación');
    expect(valueOf(credit, 'Estado')).toBe('En revisión');
    expect(valueOf(credit, 'Valor de la vivienda')).toBe('UF 2.150,50');
    expect(valueOf(credit, 'Monto a financiar')).toBe('UF 1.935,45');
    expect(valueOf(credit, 'Plazo del crédito')).toBe('25 años');
    expect(valueOf(credit, 'Subsidio')).toBe('DS19 Integración Social');
    expect(credit.getByRole('link', { name: /Ver preaprobación/ }).getAttribute('href')).toBe(
      '/preapprovals/41/details',
    );
  });

  it('shows each quotation with its status, units in UF, rents and link', () => {
    render(<S.WithRukan />);
    const first = within(screen.getByRole('article', { name: 'Cotización N° 50230' }));
    expect(first.getByText('Vigente')).toBeTruthy();
    expect(first.getByText('05-03-2025')).toBeTruthy();
    expect(first.getByText('$1.250.000')).toBeTruthy();
    expect(rowsOf('Unidades de la cotización N° 50230')).toEqual([
      ['A-502', '3D2B', 'UF 2.150,50'],
    ]);
    expect(first.getByRole('link', { name: 'Ver Cotización N° 50230' }).getAttribute('href')).toBe(
      '/quotations/50230/details',
    );
    const second = within(screen.getByRole('article', { name: 'Cotización N° 49987' }));
    expect(second.getByText('Vencida')).toBeTruthy();
    expect(second.getByText('La cotización no tiene unidades.')).toBeTruthy();
  });

  it('lists the stage moves newest first with description, user and date', () => {
    render(<S.WithRukan />);
    const moves = within(section('Historial de etapas').getByRole('list')).getAllByRole('listitem');
    expect(moves.map((m) => m.textContent)).toEqual([
      'ContactadoaEvaluación financieraCliente pidió simular crédito con codeudor.Francisca Soto Vergara · 11-03-2025 09:30',
      'NuevoaContactadoLlamada: interesada en 3 dormitorios.Francisca Soto Vergara · 04-03-2025 15:05',
      'Ingresó aNuevoSistema · 03-03-2025 11:20',
    ]);
    const [latest] = moves;
    expect(latest && within(latest).getByText('Contactado')).toBeTruthy();
    expect(latest && within(latest).getByText('Evaluación financiera')).toBeTruthy();
  });

  it('shows the Rukan people, household, subsidies and properties, marked current', () => {
    render(<S.WithRukan />);
    const rukan = section('Registro Rukan');
    expect(rukan.getByText('Vigente hasta 10-02-2026')).toBeTruthy();
    expect(rowsOf('Titular')).toEqual([
      [
        'Valentina Paz González Rivas',
        '16.874.305-K',
        '17-04-1989',
        'Chilena',
        'Casado(a)',
        'Titular',
      ],
    ]);
    expect(rowsOf('Pareja')[0]?.[0]).toBe('Rodrigo Andrés Tapia Sepúlveda');
    expect(rowsOf('Hijos').map((row) => row[0])).toEqual([
      'Martina Tapia González',
      'Benjamín Tapia González',
    ]);
    // Partner and children appear among the registry's members too: shown once, above.
    expect(rowsOf('Otros integrantes')).toEqual([
      ['Rosa Elena Rivas Cárcamo', '6.548.219-3', '30-01-1958', 'Chilena', 'Viudo(a)', 'Madre'],
    ]);
    const registry = within(rukan.getByLabelText('Registro Social de Hogares'));
    expect(registry.getByText('Tramo CSE').nextElementSibling?.textContent).toBe('40%');
    expect(registry.getByText('Folio').nextElementSibling?.textContent).toBe('548712903');
    expect(registry.getByText('Fecha de encuesta').nextElementSibling?.textContent).toBe(
      '28-01-2025',
    );
    const residence = within(rukan.getByLabelText('Residencia'));
    expect(residence.getByText('Tenencia').nextElementSibling?.textContent).toBe('Allegado(a)');
    const rural = within(rukan.getByLabelText('Programa de Habitabilidad Rural'));
    expect(rural.getByText('Programa').nextElementSibling?.textContent).toBe(
      'DS10 Habitabilidad Rural',
    );
    expect(rural.getByText('Vigente').nextElementSibling?.textContent).toBe('No');
    expect(rowsOf('Subsidios')).toEqual([
      ['Titular', 'DS49 Fondo Solidario de Elección de Vivienda', '2019', 'Postulado'],
      ['Integrante', 'Subsidio de Arriendo DS52', '2021', 'Pagado'],
    ]);
    expect(rowsOf('Propiedades')).toEqual([['Integrante', 'Pirque', '00312-00045', '$18.450.000']]);
  });

  it('says so when there is no Rukan record to show, and marks an expired one', () => {
    const without = render(<S.WithoutRukan />);
    expect(section('Registro Rukan').getByText('Sin registro Rukan disponible')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Titular' })).toBeNull();
    without.unmount();
    render(<S.ExpiredRukan />);
    const rukan = section('Registro Rukan');
    expect(rukan.getByText('Vencido')).toBeTruthy();
    expect(rukan.getByText('Sin pareja registrada.')).toBeTruthy();
    expect(rukan.getByText('Sin propiedades registradas.')).toBeTruthy();
  });

  it('says what a fresh prospect lacks', () => {
    render(<S.WithoutPreapprovalAndQuotation />);
    expect(
      section('Preaprobación').getByText('El cliente no ha pedido preaprobación.'),
    ).toBeTruthy();
    expect(
      section('Cotización').getByText('El cliente no tiene cotizaciones en este negocio.'),
    ).toBeTruthy();
    expect(section('Codeudor').getByText('Postula sin codeudor.')).toBeTruthy();
    expect(valueOf(section('Cliente'), 'Subsidio')).toBe('Sin subsidio');
  });

  it('shows loading, a failure with retry, and a prospect that does not exist', async () => {
    const loading = render(<S.Loading />);
    expect(screen.getByRole('status', { name: 'Cargando negocio' })).toBeTruthy();
    loading.unmount();
    const failed = render(<S.Failed />);
    expect(screen.getByRole('alert').textContent).toContain('No pudimos conectar con el servidor.');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(S.Failed.args.onRetry).toHaveBeenCalled();
    failed.unmount();
    render(<S.NotFound />);
    expect(screen.getByRole('heading', { name: 'No encontramos este negocio.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a negocios' }).getAttribute('href')).toBe(
      '/business',
    );
  });

  it('says a prospect may be a duplicate, above the cards, and none otherwise', () => {
    const { unmount } = render(<S.WithDuplicates />);
    expect(screen.getByText('Posible duplicado de:')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Fusionar el negocio N° / })).toHaveLength(2);
    unmount();
    render(<S.WithRukan />);
    expect(screen.queryByText('Posible duplicado de:')).toBeNull();
  });
});
