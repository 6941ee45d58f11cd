import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { renderStory } from '../../../tests/setup/render';
import * as stories from './person-card.stories';

const { Complete, NameOnly, Missing, WithExtraField, LongNames } = composeStories(stories);

const valueOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('PersonCard', () => {
  it('shows the name and RUT, and the email and phone as links', () => {
    renderStory(<Complete />);
    const card = within(screen.getByRole('region', { name: 'Contacto' }));
    expect(valueOf('Nombre')).toBe('Camila Andrea Rojas Soto');
    expect(valueOf('RUT')).toBe('16.543.287-8');
    expect(card.getByRole('link', { name: 'camila.rojas@gmail.com' }).getAttribute('href')).toBe(
      'mailto:camila.rojas@gmail.com',
    );
    expect(card.getByRole('link', { name: '+56 9 8765 4321' }).getAttribute('href')).toBe(
      'tel:+56987654321',
    );
  });

  it('says what is missing, adds a feature field, and keeps long names whole', () => {
    const nameOnly = renderStory(<NameOnly />);
    expect(valueOf('RUT')).toBe('—');
    expect(valueOf('Correo')).toBe('—');
    nameOnly.unmount();
    const missing = renderStory(<Missing />);
    expect(valueOf('Nombre')).toBe('—');
    missing.unmount();
    const extra = renderStory(<WithExtraField />);
    expect(screen.getByRole('region', { name: 'Cliente' })).toBeTruthy();
    expect(valueOf('Estado del cliente')).toBe('Activo');
    extra.unmount();
    renderStory(<LongNames />);
    expect(
      screen.getByText('María de los Ángeles Constanza Fernández-Villalobos Sepúlveda del Río'),
    ).toBeTruthy();
  });
});
