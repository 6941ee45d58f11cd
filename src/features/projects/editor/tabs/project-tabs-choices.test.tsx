// The editor tabs made of choices (amenities, related projects, subsidies), the cascade and the
// reservation amount that follows the chosen currency.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { renderStory } from '../../../../../tests/setup/render';
import * as amenities from './project-tab-amenities.stories';
import * as location from './project-tab-location.stories';
import * as related from './project-tab-related.stories';
import * as reserve from './project-tab-reserve.stories';
import * as subsidies from './project-tab-subsidies.stories';

const A = composeStories(amenities);
const L = composeStories(location);
const R = composeStories(related);
const S = composeStories(subsidies);
const V = composeStories(reserve);

const checked = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('choice tabs', () => {
  it('Amenidades: 14 Spanish checkboxes, ticked as stored, a server message shown', async () => {
    const empty = renderStory(<A.Empty />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(14);
    expect(checked('Piscina').checked).toBe(false);
    empty.unmount();
    const filled = renderStory(<A.Filled />);
    expect(checked('Quincho').checked).toBe(true);
    expect(checked('Piscina').checked).toBe(false);
    filled.unmount();
    renderStory(<A.WithErrors />);
    expect(await screen.findByText('Un proyecto de casas no declara ascensores.')).toBeTruthy();
  });

  it('Ubicación: the province and commune lists follow the region', async () => {
    renderStory(<L.Empty />);
    const province = screen.getByRole('combobox', { name: 'Provincia' }) as HTMLSelectElement;
    expect(province.disabled).toBe(true);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Región' }), '8');
    expect(province.disabled).toBe(false);
    await userEvent.selectOptions(province, '81');
    const commune = screen.getByRole('combobox', { name: 'Comuna' });
    expect(
      within(commune)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Elige la comuna', 'Concepción', 'Hualpén']);
    await userEvent.selectOptions(commune, '8112');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Región' }), '13');
    expect(province.value).toBe('');
    expect((screen.getByRole('combobox', { name: 'Comuna' }) as HTMLSelectElement).value).toBe('');
  });

  it('Relacionados: the other projects, the related ones ticked', async () => {
    const empty = renderStory(<R.Empty />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    empty.unmount();
    const filled = renderStory(<R.Filled />);
    expect(checked('Condominio Vista Cordillera').checked).toBe(true);
    expect(checked('Jardines de Hualpén').checked).toBe(false);
    filled.unmount();
    renderStory(<R.WithErrors />);
    expect(
      await screen.findByText('No tienes acceso a uno de los proyectos relacionados.'),
    ).toBeTruthy();
  });

  it('Subsidios: decrees, sale with subsidy and additional plans with a quantity', async () => {
    const empty = renderStory(<S.Empty />);
    expect(screen.queryByRole('textbox', { name: /Cantidad de/ })).toBeNull();
    await userEvent.click(checked('Campaña en redes sociales'));
    expect(
      screen.getByRole('textbox', { name: 'Cantidad de Campaña en redes sociales' }),
    ).toHaveProperty('value', '1');
    empty.unmount();
    const filled = renderStory(<S.Filled />);
    expect(checked('DS19').checked).toBe(true);
    expect(checked('DS1').checked).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Cantidad de Tour virtual 360' })).toHaveProperty(
      'value',
      '2',
    );
    filled.unmount();
    renderStory(<S.WithErrors />);
    expect(
      await screen.findByText('La cantidad debe ser un número entero mayor o igual a 1.'),
    ).toBeTruthy();
    expect(screen.getByText('Uno de los subsidios elegidos no existe.')).toBeTruthy();
  });

  it('Reserva: the amount is shown in the chosen currency, pesos or UF', async () => {
    renderStory(<V.Filled />);
    const amount = () =>
      screen.getByRole<HTMLInputElement>('textbox', { name: 'Monto de la reserva' });
    expect(amount().value).toBe('200.000');
    expect(amount().getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByText('En pesos, sin decimales.')).toBeTruthy();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Moneda de la reserva' }),
      'UF',
    );
    await userEvent.clear(amount());
    await userEvent.type(amount(), '12,5');
    await userEvent.tab();
    expect(amount().value).toBe('12,50');
    expect(amount().getAttribute('inputmode')).toBe('decimal');
    expect(screen.getByText('En UF, con hasta 2 decimales.')).toBeTruthy();
  });
});
