import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './agencies-view.stories';
import { renderStory } from '../../../tests/setup/render';

const { Data, Loading, Empty, Failed, SavingFlag, NextPageLoading } = composeStories(stories);

const rowOf = (name: string) => {
  const row = screen.getByText(name, { selector: 'p' }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

describe('AgenciesView', () => {
  it('shows every column of an agency', () => {
    renderStory(<Data />);
    const andes = rowOf('Inmobiliaria Andes');
    expect(andes.getByText('Inmobiliaria Andes SpA')).toBeTruthy();
    expect(andes.getByText('contacto@inmobiliariaandes.cl')).toBeTruthy();
    expect(andes.getByText('+56 2 2345 6789')).toBeTruthy();
    expect(andes.getByRole('button', { name: '3 proyectos de Inmobiliaria Andes' })).toBeTruthy();
    expect(andes.getByText('10')).toBeTruthy();
    expect(andes.getByRole('link', { name: /^Editar/ }).getAttribute('href')).toBe(
      '/agencies/1/edit',
    );
    expect(andes.getByRole('link', { name: /^Auditoría/ }).getAttribute('href')).toBe(
      '/agencies/1/audits',
    );
    const maule = rowOf('Viviendas del Maule');
    expect(maule.getByText('Oculta')).toBeTruthy();
    expect(maule.getByText('Sin proyectos')).toBeTruthy();
    expect(maule.getByText('Sin límite')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Crear inmobiliaria/ }).getAttribute('href')).toBe(
      '/agencies/create',
    );
  });

  it('lists the projects of an agency on demand', async () => {
    renderStory(<Data />);
    await userEvent.click(
      screen.getByRole('button', { name: '2 proyectos de Constructora Pacífico Sur' }),
    );
    const list = await screen.findByRole('dialog', { name: 'Proyectos de Constructora Pacífico Sur' }); // prettier-ignore
    expect(list.querySelector('ul')?.textContent).toContain('Jardines de Hualpén');
    expect(list.querySelector('ul')?.textContent).toContain('Mirador del Biobío');
  });

  it('reports flag flips and pages to the page', async () => {
    const onImportantChange = vi.fn();
    const onVisibleChange = vi.fn();
    const onPageChange = vi.fn();
    renderStory(
      <Data
        onImportantChange={onImportantChange}
        onVisibleChange={onVisibleChange}
        onPageChange={onPageChange}
      />,
    );
    const andes = screen.getByRole('switch', { name: 'Visible: Inmobiliaria Andes' });
    expect(andes).toHaveProperty('checked', true);
    await userEvent.click(andes);
    expect(onVisibleChange.mock.calls[0]?.[0].id).toBe('1');
    expect(onVisibleChange.mock.calls[0]?.[1]).toBe(false);
    await userEvent.click(
      screen.getByRole('switch', { name: 'Destacada: Constructora Pacífico Sur' }),
    );
    expect(onImportantChange.mock.calls[0]?.[1]).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('locks the switches of a row while its change is saved', () => {
    renderStory(<SavingFlag />);
    expect(
      screen
        .getByRole('switch', { name: 'Visible: Constructora Pacífico Sur' })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(
      screen.getByRole('switch', { name: 'Visible: Inmobiliaria Andes' }).hasAttribute('disabled'),
    ).toBe(false);
  });

  it('shows loading, empty and failed states', async () => {
    const first = renderStory(<Loading />);
    expect(screen.getAllByTestId('data-table-skeleton').length).toBeGreaterThan(0);
    first.unmount();
    const second = renderStory(<NextPageLoading />);
    expect(screen.getByText('Inmobiliaria Andes', { selector: 'p' })).toBeTruthy();
    second.unmount();
    const third = renderStory(<Empty />);
    expect(screen.getByText('Aún no hay inmobiliarias. Crea la primera.')).toBeTruthy();
    third.unmount();
    const onRetry = vi.fn();
    renderStory(<Failed onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('No pudimos conectar');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
