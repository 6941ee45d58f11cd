import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { renderStory } from '../../../tests/setup/render';
import { LONG_MESSAGE } from './contacts.fixtures';
import * as stories from './contacts-list-view.stories';

const s = composeStories(stories);

const headers = () =>
  screen.getAllByRole('columnheader').map((header) => header.textContent?.trim());
const rowWith = (text: string) => {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row with ${text}`);
  return within(row);
};

describe('the project contact forms', () => {
  it('show each contact with its RUT formatted, mail, phone, query, project and date', () => {
    renderStory(<s.ProjectForms />);
    expect(headers()).toEqual(['Nombre', 'RUT', 'Correo', 'Teléfono', 'Consulta', 'Proyecto', 'Fecha']); // prettier-ignore
    const camila = rowWith('Camila Rojas Soto');
    expect(camila.getByText('16.543.287-8')).toBeTruthy();
    expect(camila.getByRole('link', { name: 'camila.rojas@gmail.com' }).getAttribute('href')).toBe('mailto:camila.rojas@gmail.com'); // prettier-ignore
    expect(camila.getByText('+56 9 8765 4321')).toBeTruthy();
    expect(camila.getByText('¿Aceptan el subsidio DS1 tramo 2?')).toBeTruthy();
    expect(camila.getByText('Parque Los Aromos')).toBeTruthy();
    // 13:20 UTC on 14 March 2025 is 10:20 in Santiago.
    expect(camila.getByText('14-03-2025 10:20')).toBeTruthy();
    expect(rowWith('Luis Alberto Muñoz Tapia').getByText('8.765.432-K')).toBeTruthy();
    expect(screen.getByText('Mostrando 1–2 de 47')).toBeTruthy();
  });

  it('offer the agency filter to Admin only and report filters, dates and pages', async () => {
    const onChange = vi.fn();
    const onPageChange = vi.fn();
    const view = renderStory(<s.ProjectForms onChange={onChange} onPageChange={onPageChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Inmobiliaria' }), '2');
    expect(onChange).toHaveBeenLastCalledWith({ agency: '2', project: '' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Proyecto' }), '1');
    expect(onChange).toHaveBeenLastCalledWith({ project: '1' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Desde' }), '01-03-2025{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ from: '01-03-2025' });
    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    view.unmount();
    renderStory(<s.ProjectFormsAgencyRole />);
    expect(screen.queryByRole('combobox', { name: 'Inmobiliaria' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Proyecto' })).toBeTruthy();
  });

  it('export to Excel through the export job', async () => {
    const requestExport = vi.fn(() => new Promise<never>(() => undefined));
    renderStory(<s.ProjectForms requestExport={requestExport} />);
    await userEvent.click(screen.getByRole('button', { name: /Exportar a Excel/ }));
    expect(requestExport).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('button', { name: /Solicitando/ })).toBeTruthy());
  });

  it('cut a long query to two lines, whole on hover and on «Ver más»', async () => {
    renderStory(<s.ProjectFormsLongText />);
    const text = screen.getByText(LONG_MESSAGE);
    expect(text.getAttribute('title')).toBe(LONG_MESSAGE);
    const more = screen.getByRole('button', { name: 'Ver más' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(more);
    expect(screen.getByRole('button', { name: 'Ver menos' }).getAttribute('aria-expanded')).toBe('true'); // prettier-ignore
  });
});

describe('the four forms without project', () => {
  it('each show the columns of their form and only the date filter', () => {
    const cases = [
      [s.Newsletter, ['Correo', 'Fecha'], 'javiera.perez@gmail.com'],
      [s.Enterprise, ['Nombre', 'Empresa', 'Correo', 'Teléfono', 'Mensaje', 'Fecha'], 'Constructora Maule'], // prettier-ignore
      [s.FormSection, ['Nombre', 'Correo', 'Mensaje', 'Fecha'], 'Valentina Díaz Morales'],
      [s.HomeSection, ['Nombre', 'RUT', 'Correo', 'Teléfono', 'Contactar por', 'Renta declarada', 'Región', 'Fecha'], 'Valparaíso'], // prettier-ignore
    ] as const;
    for (const [Story, columns, text] of cases) {
      const view = renderStory(<Story />);
      expect(headers()).toEqual(columns);
      expect(screen.getByText(text)).toBeTruthy();
      expect(screen.queryByRole('combobox')).toBeNull();
      expect(screen.getByRole('textbox', { name: 'Hasta' })).toBeTruthy();
      view.unmount();
    }
    renderStory(<s.HomeSection />);
    const francisca = rowWith('Francisca Reyes Godoy');
    expect(francisca.getByText('12.345.678-5')).toBeTruthy();
    expect(francisca.getByText('WhatsApp')).toBeTruthy();
    expect(francisca.getByText('Entre $500.000 y $800.000')).toBeTruthy();
  });
});

describe('every list', () => {
  const states = [
    [s.ProjectFormsLoading, s.ProjectFormsEmpty, s.ProjectFormsFilteredEmpty, s.ProjectFormsFailed, 'Aún no hay contactos de proyectos.', 'Ningún contacto coincide con los filtros.'], // prettier-ignore
    [s.NewsletterLoading, s.NewsletterEmpty, s.NewsletterFilteredEmpty, s.NewsletterFailed, 'Aún no hay suscripciones al newsletter.', 'Ninguna suscripción en esas fechas.'], // prettier-ignore
    [s.EnterpriseLoading, s.EnterpriseEmpty, s.EnterpriseFilteredEmpty, s.EnterpriseFailed, 'Aún no hay contactos de empresas.', 'Ningún contacto de empresa en esas fechas.'], // prettier-ignore
    [s.FormSectionLoading, s.FormSectionEmpty, s.FormSectionFilteredEmpty, s.FormSectionFailed, 'Aún no hay mensajes del formulario de sección.', 'Ningún mensaje en esas fechas.'], // prettier-ignore
    [s.HomeSectionLoading, s.HomeSectionEmpty, s.HomeSectionFilteredEmpty, s.HomeSectionFailed, 'Aún no hay contactos del formulario de inicio.', 'Ningún contacto en esas fechas.'], // prettier-ignore
  ] as const;

  it.each(states)('shows loading, empty, filtered-empty and failed states (%#)', (...row) => {
    const [Loading, Empty, FilteredEmpty, Failed, none, noMatch] = row;
    const a = renderStory(<Loading />);
    expect(screen.getAllByTestId('data-table-skeleton').length).toBeGreaterThan(0);
    a.unmount();
    const b = renderStory(<Empty />);
    expect(screen.getByText(none)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: /Paginación/ })).toBeNull();
    b.unmount();
    const c = renderStory(<FilteredEmpty />);
    expect(screen.getByText(noMatch)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Limpiar filtros' })).toBeTruthy();
    c.unmount();
    const onRetry = vi.fn();
    renderStory(<Failed onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByText('No hay datos que mostrar.')).toBeTruthy();
  });
});
