import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderStory } from '../../../../tests/setup/render';
import { createVariables, editVariables } from './property-form.mapping';
import * as stories from './property-form.stories';

const { Empty, Filled, WithErrors, ServerFieldError } = composeStories(stories);

describe('PropertyForm', () => {
  it('asks for the required fields in Spanish', async () => {
    const onSubmit = vi.fn();
    renderStory(<Empty onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Crear propiedad' }));
    expect(await screen.findByText('El identificador es obligatorio.')).toBeTruthy();
    expect(screen.getByText('El precio es obligatorio.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends numbers as numbers, bathrooms as text and empty amounts as null', async () => {
    const onSubmit = vi.fn();
    renderStory(<Empty onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/^Identificador/), 'B0804');
    await userEvent.type(screen.getByLabelText(/^Precio \(UF\)/), '2.350,50');
    await userEvent.type(screen.getByLabelText('Piso'), '8');
    await userEvent.type(screen.getByLabelText('Dormitorios'), '3');
    await userEvent.type(screen.getByLabelText('Baños'), '1,5');
    await userEvent.type(screen.getByLabelText('Superficie total (m²)'), '61,25');
    await userEvent.type(screen.getByLabelText('Subsidio base (UF)'), '1.100');
    await userEvent.type(screen.getByLabelText('Ahorro (UF)'), '30.5');
    await userEvent.click(screen.getByRole('checkbox', { name: /B-13/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Crear propiedad' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const variables = createVariables(onSubmit.mock.calls[0]?.[0]);
    expect(variables).toMatchObject({
      project_id: '3',
      identifier: 'B0804',
      price: 2350.5,
      floor: 8,
      bedrooms: 3,
      bathrooms: '1.5',
      total_area: 61.25,
      base_subsidies: 1100,
      savings: 30.5,
      saving_ds15: null,
      bonus_integration: null,
      bonus_recruitment: null,
      warehouse_ids: ['42'],
      parkinglot_ids: [],
      visible: true,
    });
  });

  it('shows a home as stored and saves it whole', async () => {
    const onSubmit = vi.fn();
    renderStory(<Filled onSubmit={onSubmit} />);
    expect(screen.getByLabelText(/^Precio \(UF\)/)).toHaveProperty('value', '2.350,50');
    expect(screen.getByLabelText('Superficie total (m²)')).toHaveProperty('value', '58,40');
    expect(screen.getByLabelText('Subsidio base (UF)')).toHaveProperty('value', '1.100,00');
    expect(screen.getByLabelText('Baños')).toHaveProperty('value', '1,5');
    expect(screen.getByRole('checkbox', { name: /B-12/ })).toHaveProperty('checked', true);
    expect(screen.getByText('Plano del modelo Modelo A 2D2B')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(editVariables('1203', onSubmit.mock.calls[0]?.[0])).toMatchObject({
      id: '1203',
      price: 2350.5,
      bathrooms: '1.5',
      sectores_medios: true,
      saving_ds15: null,
      warehouse_ids: ['41'],
    });
  });

  it('puts the schema and server messages by their fields', async () => {
    renderStory(<WithErrors />);
    expect(
      await screen.findByText(
        'El precio debe ser un número mayor que 0, en UF con hasta 2 decimales.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Los baños deben ser un número como 2 o 1,5.')).toBeTruthy();
  });

  it('shows a server refusal by its field', async () => {
    renderStory(<ServerFieldError />);
    expect(
      await screen.findByText('Ya existe una unidad con ese identificador en el proyecto.'),
    ).toBeTruthy();
  });
});
