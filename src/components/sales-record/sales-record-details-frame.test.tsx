import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { renderStory } from '../../../tests/setup/render';
import * as stories from './sales-record-details-frame.stories';

const { Loaded, Loading, Failed } = composeStories(stories);

describe('SalesRecordDetailsFrame', () => {
  it('draws the title, the way back and the record', () => {
    renderStory(<Loaded />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Solicitud de reserva N° 1842' }),
    ).toBeTruthy();
    expect(screen.getByText('Parque Los Aromos · 13-03-2025')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a solicitudes' }).getAttribute('href')).toBe(
      '/bookings-requests',
    );
    expect(screen.getByRole('group', { name: 'Estado de la solicitud' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Historial' })).toBeTruthy();
    expect(screen.queryByLabelText('Cargando solicitud de reserva')).toBeNull();
  });

  it('shows a named spinner while loading and a failure with a retry', async () => {
    const loading = renderStory(<Loading />);
    expect(screen.getByLabelText('Cargando solicitud de reserva')).toBeTruthy();
    loading.unmount();
    const onRetry = vi.fn();
    renderStory(<Failed onRetry={onRetry} />);
    const alert = within(screen.getByRole('alert'));
    expect(alert.getByText(/No pudimos conectar con el servidor/)).toBeTruthy();
    await userEvent.click(alert.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
