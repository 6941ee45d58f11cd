import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './floor-plans-section.stories';
import { pngFile } from '../../../components/file-drop/file-drop.fixtures';
import { renderStory } from '../../../../tests/setup/render';

const { Models, NoModels, Refused } = composeStories(stories);

describe('FloorPlansSection', () => {
  it('shows each model with its plan or none', () => {
    renderStory(<Models />);
    expect(screen.getByRole('img', { name: 'Plano del modelo A1 · 2D1B' })).toBeTruthy();
    expect(screen.getAllByText('Sin plano')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Elige uno o más modelos' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('sets one plan for the chosen models, then clears the choice', async () => {
    const onUpload = vi.fn(async () => undefined);
    renderStory(<Models onUpload={onUpload} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Modelo A1 · 2D1B' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Modelo C1 · 3D2B dúplex' }));
    const plan = pngFile('plano-tipo-a1-c1.png');
    await userEvent.upload(screen.getByLabelText('Imagen del plano'), plan);
    await userEvent.click(screen.getByRole('button', { name: 'Asignar plano a 2 modelos' }));
    expect(onUpload).toHaveBeenCalledWith(['A1 · 2D1B', 'C1 · 3D2B dúplex'], plan);
    expect(await screen.findByRole('button', { name: 'Elige uno o más modelos' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Modelo A1 · 2D1B' })).toHaveProperty(
      'checked',
      false,
    );
  });

  it('chooses every model at once and reports a plan to delete', async () => {
    const onDelete = vi.fn();
    renderStory(<Models onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar todos los modelos' }));
    expect(screen.getByRole('button', { name: 'Asignar plano a 4 modelos' })).toBeTruthy();
    await userEvent.click(
      screen.getByRole('button', { name: 'Eliminar el plano del modelo B2 · 3D2B' }),
    );
    expect(onDelete.mock.calls[0]?.[0]).toBe('B2 · 3D2B');
    expect(onDelete.mock.calls[0]?.[1].id).toBe('402');
  });

  it('explains an empty project and shows the refusal', () => {
    const empty = renderStory(<NoModels />);
    expect(screen.getByText('Este proyecto aún no tiene modelos.')).toBeTruthy();
    empty.unmount();
    renderStory(<Refused />);
    expect(screen.getByRole('alert').textContent).toContain(
      'no es una imagen JPG, PNG o WebP válida',
    );
  });
});
