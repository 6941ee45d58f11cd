import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as stories from './preapproval-details-view.stories';

const S = composeStories(stories);

const section = (name: string) => within(screen.getByRole('region', { name }));
const valueOf = (area: ReturnType<typeof section>, label: string) =>
  // The first match: the customer's own rows come before the co-debtor's.
  area.getAllByText(label)[0]?.nextElementSibling?.textContent;

describe('PreapprovalDetailsView', () => {
  it("shows the customer's credit profile and the co-debtor", () => {
    render(<S.Pending />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Preaprobación de Camila Rojas Fuentes' }),
    ).toBeTruthy();
    const customer = section('Cliente');
    expect(valueOf(customer, 'Estado civil')).toBe('Casado(a)');
    expect(valueOf(customer, 'Tipo de trabajador')).toBe('Dependiente');
    expect(valueOf(customer, 'Antigüedad laboral')).toBe('38 meses');
    expect(valueOf(customer, 'Renta mensual')).toBe('$1.250.000');
    expect(valueOf(customer, 'Comuna')).toBe('Puente Alto');
    expect(valueOf(customer, 'Nacionalidad')).toBe('Chilena');
    expect(customer.getAllByText('16.543.210-K')).toHaveLength(1);
    expect(
      customer.getByRole('link', { name: 'camila.rojas@gmail.com' }).getAttribute('href'),
    ).toBe('mailto:camila.rojas@gmail.com');
    const codebtor = section('Codeudor');
    expect(valueOf(codebtor, 'Nombre')).toBe('Felipe Araya Castro');
    expect(valueOf(codebtor, 'Relación con el cliente')).toBe('Cónyuge');
    expect(valueOf(codebtor, 'RUT')).toBe('15.678.348-K');
    expect(valueOf(codebtor, 'Renta mensual')).toBe('$980.000');
  });

  it('shows the home and credit in UF and years, the subsidy and the document in a new tab', () => {
    render(<S.Pending />);
    const credit = section('Vivienda y crédito');
    expect(valueOf(credit, 'Proyecto')).toBe('Condominio Parque Los Aromos, Puente Alto');
    expect(valueOf(credit, 'Valor de la vivienda')).toBe('UF 2.150,50');
    expect(valueOf(credit, 'Pie')).toBe('UF 215,05');
    expect(valueOf(credit, 'Monto a financiar')).toBe('UF 1.935,45');
    expect(valueOf(credit, 'Plazo del crédito')).toBe('25 años');
    expect(valueOf(credit, 'Subsidio')).toBe('DS1 Tramo 2');
    expect(valueOf(credit, 'Solicitada el')).toBe('14-03-2025');
    const link = credit.getByRole('link', { name: /Ver documento/ });
    expect(link.getAttribute('href')).toBe(
      'https://api.backoffice.cl/storage/preapprovals/41-liquidaciones.pdf',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('shows the history with Spanish statuses and who changed it', () => {
    render(<S.Pending />);
    const history = section('Historial');
    expect(history.getByText('Francisca Soto Vergara')).toBeTruthy();
    expect(history.getAllByText('En revisión').length).toBeGreaterThan(0);
    expect(history.queryByText('in_review')).toBeNull();
  });

  it.each([
    ['Pending', S.Pending, 'Pendiente'],
    ['InReview', S.InReview, 'En revisión'],
    ['Approved', S.Approved, 'Aprobada'],
    ['Rejected', S.Rejected, 'Rechazada'],
  ] as const)('%s shows its status and offers it in the form', (_name, Story, label) => {
    render(<Story />);
    expect(valueOf(section('Vivienda y crédito'), 'Estado')).toBe(label);
    expect(
      within(screen.getByRole('combobox', { name: /Estado/ })).getByRole('option', {
        name: `${label} (actual)`,
      }),
    ).toBeTruthy();
  });

  it('says what is missing in a bare request and hides the form for a read-only role', () => {
    const bare = render(<S.Bare />);
    expect(screen.getByText('Postula sin codeudor.')).toBeTruthy();
    expect(screen.getByText('Sin documento adjunto.')).toBeTruthy();
    expect(screen.getByText('Sin cambios registrados.')).toBeTruthy();
    bare.unmount();
    render(<S.ReadOnly />);
    expect(screen.queryByRole('form', { name: 'Editar preaprobación' })).toBeNull();
  });

  it('shows loading, a failed load and long names', () => {
    const loading = render(<S.Loading />);
    expect(screen.getByLabelText('Cargando preaprobación')).toBeTruthy();
    loading.unmount();
    const failed = render(<S.Failed />);
    expect(screen.getByRole('alert').textContent).toContain('No pudimos conectar con el servidor.');
    failed.unmount();
    render(<S.LongNames />);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Preaprobación de María de los Ángeles Josefina Fernández-Larraín de la Fuente Undurraga',
      }),
    ).toBeTruthy();
  });
});
