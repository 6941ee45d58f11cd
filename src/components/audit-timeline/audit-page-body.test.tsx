import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './audit-page-body.stories';

const { WithHistory, Loading, Empty, Failed, NotFound } = composeStories(stories);

describe('AuditPageBody', () => {
  it('titles the page, links back and lists the history', () => {
    render(<WithHistory />);
    expect(screen.getByRole('heading', { level: 1, name: 'Auditoría de usuario' })).toBeTruthy();
    expect(screen.getByText('Camila Rojas Soto · camila.rojas@inmobiliariaandes.cl')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a usuarios' }).getAttribute('href')).toBe(
      '/users',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });

  it('shows the loading and empty states of the timeline', () => {
    const { unmount } = render(<Loading />);
    expect(screen.getByLabelText('Cargando historial')).toBeTruthy();
    unmount();
    render(<Empty />);
    expect(screen.getByText('Sin cambios registrados.')).toBeTruthy();
  });

  it('explains a failure in Spanish instead of an empty history', () => {
    render(<Failed />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('No pudimos cargar el historial.');
    expect(alert.textContent).toContain('El usuario no existe o fue eliminado.');
    expect(screen.queryByText('Sin cambios registrados.')).toBeNull();
  });

  it('shows a Spanish sentence given as the error as is', () => {
    render(<NotFound />);
    expect(screen.getByRole('alert').textContent).toContain('No encontramos este usuario.');
  });
});
