import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../../../tests/setup/render';
import * as stories from './export-request-form.stories';

const all = composeStories(stories);

const alert = () => screen.getByRole('alert').textContent;
const button = (name: string) => screen.getByRole('button', { name });

describe('«Nueva exportación» walked through the export-job states', () => {
  it.each([
    ['PorSolicitar', () => expect(button('Exportar')).toBeTruthy()],
    ['Solicitando', () => expect(button('Solicitando…').hasAttribute('disabled')).toBe(true)],
    [
      'SolicitudRechazada',
      () => expect(alert()).toBe('No tienes acceso al proyecto Condominio Parque Los Aromos.'),
    ],
    ['EnCola', () => expect(button('En cola').hasAttribute('disabled')).toBe(true)],
    ['Generando', () => expect(screen.getByText('Generando 45 %')).toBeTruthy()],
    ['Lista', () => expect(button('Descargar')).toBeTruthy()],
    ['FalloEnElServidor', () => expect(alert()).toMatch(/^No se pudo generar el archivo/)],
    ['Vencida', () => expect(alert()).toMatch(/^La exportación ya no está disponible/)],
    ['Descargando', () => expect(button('Descargando…')).toBeTruthy()],
    ['Descargada', () => expect(button('Descargado')).toBeTruthy()],
    ['EnlaceRenovado', () => expect(button('Descargado')).toBeTruthy()],
    [
      'EnlaceVencido',
      () => expect(alert()).toBe('El enlace de descarga venció. Vuelve a intentarlo.'),
    ],
    ['DescargaFallida', () => expect(alert()).toMatch(/^No pudimos conectar con el servidor/)],
  ] as const)('%s shows its state', async (name, shows) => {
    const Story = all[name];
    // The job is read again every few milliseconds, not at the catalogue's slower pace.
    const script = { ...Story.args.script, readEveryMs: 5 };
    renderStory(<Story script={script} />);
    await Story.play?.();
    await waitFor(shows);
  });

  it('the whole walk ends ready to download, after the progress of each read', async () => {
    const { Recorrido } = all;
    const script = { ...Recorrido.args.script, readEveryMs: 20 };
    renderStory(<Recorrido script={script} />);
    await Recorrido.play?.();
    await waitFor(() => expect(button('Descargar')).toBeTruthy());
  });
});
