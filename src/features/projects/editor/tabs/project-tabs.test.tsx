// Every editor tab in its three story states: empty, filled and with errors.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { composeStories } from '@storybook/react-vite';
import { renderStory } from '../../../../../tests/setup/render';
import * as contacts from './project-tab-contacts.stories';
import * as crm from './project-tab-crm.stories';
import * as general from './project-tab-general.stories';
import * as location from './project-tab-location.stories';
import * as media from './project-tab-media.stories';
import * as keys from './project-tab-payment-keys.stories';
import * as prices from './project-tab-prices.stories';
import * as reserve from './project-tab-reserve.stories';

/** A tab's composed stories: every tab has the same three states. */
type TabStories = Record<'Empty' | 'Filled' | 'WithErrors', ComponentType>;

interface Case {
  name: string;
  stories: TabStories;
  /** A label and the value the filled story shows in it. */
  filled: [label: string, value: string];
  /** Messages the error story shows. */
  errors: string[];
}

const cases: Case[] = [
  {
    name: 'General',
    stories: composeStories(general),
    filled: ['Nombre', 'Parque Los Aromos'],
    errors: [
      'Ingresa el nombre del proyecto.',
      'Ingresa el tipo de proyecto.',
      'Elige la inmobiliaria.',
      'La fecha de entrega debe ser una fecha válida (AAAA-MM-DD).',
    ],
  },
  {
    name: 'Ubicación',
    stories: composeStories(location),
    filled: ['Latitud', '-33.6117000'],
    errors: [
      'La latitud debe ser un número decimal entre -90 y 90.',
      'La longitud debe ser un número decimal entre -180 y 180.',
      'La comuna elegida no existe.',
    ],
  },
  {
    name: 'Precios',
    stories: composeStories(prices),
    filled: ['Precio desde (UF)', '2.350,50'],
    errors: [
      'El precio desde debe ser un número mayor que 0.',
      'La superficie desde debe ser un número mayor que 0.',
      'La renta mínima debe ser un número entero de pesos mayor o igual a 0.',
    ],
  },
  {
    name: 'Reserva',
    stories: composeStories(reserve),
    filled: ['Monto de la reserva', '200.000'],
    errors: [
      'La vigencia debe ser un número entero de días entre 0 y 3650.',
      'La moneda de la reserva debe ser UF o CLP.',
    ],
  },
  {
    name: 'CRM',
    stories: composeStories(crm),
    filled: ['ID en el CRM', 'PLA-2024'],
    errors: [
      'Ingresa un correo electrónico válido.',
      'Ingresa una dirección web válida que comience con http:// o https://.',
      'El video de YouTube debe ser el identificador de 11 caracteres del video.',
    ],
  },
  {
    name: 'Contactos',
    stories: composeStories(contacts),
    filled: ['Nombre', 'Camila Rojas Soto'],
    errors: [
      'Ingresa el nombre del ejecutivo.',
      'Ingresa el correo de contacto.',
      'La foto de contacto debe ser una imagen JPG, PNG o WebP.',
    ],
  },
  {
    name: 'Claves',
    stories: composeStories(keys),
    filled: ['Nueva API key', ''],
    errors: ['Solo un administrador puede cambiar las claves de pago.'],
  },
  {
    name: 'Medios',
    stories: composeStories(media),
    filled: ['Nube 360: o la URL de un visor externo', ''],
    errors: [
      'El logo debe ser una imagen JPG, PNG o WebP.',
      'El folleto debe ser un PDF.',
      'Ingresa una dirección web válida que comience con http:// o https://.',
    ],
  },
];

describe('project editor tabs', () => {
  for (const { name, stories, filled, errors } of cases) {
    const { Empty, Filled, WithErrors } = stories;
    it(`${name}: empty, filled and with errors`, async () => {
      const empty = renderStory(<Empty />);
      for (const message of errors) expect(screen.queryByText(message)).toBeNull();
      empty.unmount();
      const full = renderStory(<Filled />);
      const [label, value] = filled;
      expect(screen.getAllByLabelText(label, { exact: false })[0]).toHaveProperty('value', value);
      full.unmount();
      renderStory(<WithErrors />);
      for (const message of errors)
        expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    });
  }
});

describe('the payment keys tab', () => {
  const { WithCredentialsCheck, WithoutKeys } = composeStories(keys);

  it('offers «Probar credenciales» under stored keys and says in Spanish whether they work', async () => {
    const none = renderStory(<WithoutKeys />);
    expect(screen.queryByRole('button', { name: 'Probar credenciales' })).toBeNull();
    none.unmount();
    renderStory(<WithCredentialsCheck />);
    fireEvent.click(screen.getByRole('button', { name: 'Probar credenciales' }));
    expect(await screen.findByText('Las claves funcionan: Flow aceptó la firma del proyecto.')).toBeTruthy(); // prettier-ignore
  });
});
