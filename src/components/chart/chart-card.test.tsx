import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderStory } from '../../../tests/setup/render';
import { downloadChartPng, pngFileName } from './chart-download';
import { chartThemeFor } from './chart-theme';
import * as stories from './chart-card.stories';

const { Loading, Empty, Failed, OnePoint } = composeStories(stories);

describe('ChartCard', () => {
  it('shows a skeleton, then the Spanish empty state', () => {
    const first = renderStory(<Loading />);
    expect(screen.getByTestId('chart-skeleton')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    first.unmount();
    renderStory(<Empty />);
    expect(screen.getByText('Sin datos para este período')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Descargar PNG' })).toBeNull();
  });

  it('offers «Reintentar» on an error', async () => {
    const onRetry = vi.fn();
    renderStory(<Failed onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('No se pudo cargar el gráfico.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the numbers as a table where no canvas can draw', () => {
    renderStory(<OnePoint />);
    const card = screen.getByRole('region', { name: 'Cotizaciones por fecha' });
    const rows = within(card).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['FechaCotizaciones', '2025-01-0118']);
    expect(within(card).queryByRole('img')).toBeNull();
  });
});

describe('PNG download', () => {
  it('asks for twice the pixels on the skin background and names the file by Chile day', () => {
    const getDataURL = vi.fn(() => 'data:image/png;base64,AAAA');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    downloadChartPng({ getDataURL }, 'embudo-de-ventas', chartThemeFor('dark').background);
    expect(getDataURL).toHaveBeenCalledWith({
      type: 'png',
      pixelRatio: 2,
      backgroundColor: '#222a45',
    });
    expect(click).toHaveBeenCalledTimes(1);
    // 02:30 UTC on 1 March is still 28 February in Santiago (UTC−3).
    expect(pngFileName('embudo-de-ventas', new Date('2025-03-01T02:30:00Z'))).toBe(
      'embudo-de-ventas-2025-02-28.png',
    );
    click.mockRestore();
  });

  it('keeps labels readable: light text on the dark skin, dark text elsewhere', () => {
    expect(chartThemeFor('dark').text).toBe('#e8eaf2');
    for (const skin of ['light', 'bordered', 'semi-dark'] as const) {
      expect(chartThemeFor(skin).background).toBe('#ffffff');
      expect(chartThemeFor(skin).text).toBe('#3f3f46');
    }
  });
});
