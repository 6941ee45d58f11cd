import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../../../tests/setup/render';
import * as stories from './import-wizard-states.stories';

const all = composeStories(stories);

// The polite live region announces each state in one sentence.
const announced = () => screen.getByRole('dialog').querySelector('[aria-live="polite"]');

describe('the import wizard walked through its states', () => {
  it.each([
    ['EsperandoArchivo', /^Elige la planilla de unidades\.$/, 'Elegir planilla'],
    ['ArchivoRechazado', /^El archivo «unidades\.csv» no es una planilla/, 'Elegir planilla'],
    ['ArchivoElegido', /^Archivo elegido: unidades-parque-los-aromos\.xlsx\.$/, 'Revisar archivo'],
    ['Revisando', /^Revisando «unidades-parque-los-aromos\.xlsx»…$/, 'Cancelar'],
    ['ConErrores', /^Se encontraron 500 errores en 2\.000 filas\.$/, 'Descargar copia con errores'],
    ['Valida', /^La planilla no tiene errores: 300 unidades/, 'Guardar 300 unidades'],
    ['RevisionFallida', /^No pudimos conectar con el servidor/, 'Reintentar'],
    ['Guardando', /^Guardando 300 unidades en el proyecto…$/, 'Cancelar'],
    ['Guardada', /^Se guardaron 300 unidades\.$/, 'Cerrar'],
    ['RechazadaAlGuardar', /^Se encontró 1 error\.$/, 'Elegir otro archivo'],
    ['GuardadoFallido', /^No pudimos conectar con el servidor/, 'Reintentar'],
    ['ActualizacionEsperandoArchivo', /^Elige la planilla de unidades\.$/, 'Elegir planilla'],
    ['Actualizando', /^Actualizando unidades con «precios-marzo-2025\.xlsx»…$/, 'Cancelar'],
    ['ActualizacionAplicada', /^Se actualizaron 120 unidades\.$/, 'Cerrar'],
    ['ActualizacionRechazada', /^Se encontraron 2 errores\./, 'Descargar copia con errores'],
    ['ActualizacionFallida', /^El servidor no pudo completar la solicitud/, 'Reintentar'],
  ] as const)('%s announces its state and offers its next step', async (name, status, next) => {
    const Story = all[name];
    renderStory(<Story />);
    await Story.play?.();
    await waitFor(() => expect(announced()?.textContent).toMatch(status));
    expect(within(screen.getByRole('dialog')).getAllByRole('button', { name: next })).not.toEqual(
      [],
    );
  });

  it('a saved import lists nothing left to fix and says how many units it wrote', async () => {
    const { Guardada } = all;
    renderStory(<Guardada />);
    await Guardada.play?.();
    expect(
      await within(screen.getByRole('dialog')).findByText('Se guardaron 300 unidades'),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Errores por corregir' })).toBeNull();
  });
});
