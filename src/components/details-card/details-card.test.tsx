import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { renderStory } from '../../../tests/setup/render';
import * as stories from './details-card.stories';

const { Fields, WithActionsAndContent, LongValues } = composeStories(stories);

const valueOf = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('DetailsCard', () => {
  it('is a section named by its title, listing each value after its label', () => {
    renderStory(<Fields />);
    const section = screen.getByRole('region', { name: 'Cliente' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Cliente' })).toBeTruthy();
    expect(valueOf('RUT')).toBe('16.543.287-8');
    expect(valueOf('Comuna')).toBe('—');
  });

  it('shows actions beside the title and content below the fields', () => {
    renderStory(<WithActionsAndContent />);
    expect(screen.getByRole('button', { name: 'Ver solicitud' })).toBeTruthy();
    expect(screen.getByText('Pagada con Webpay el 14-03-2025.')).toBeTruthy();
  });

  it('keeps long values whole', () => {
    renderStory(<LongValues />);
    expect(valueOf('Correo')).toBe(
      'maria.de.los.angeles.fernandez.villalobos@constructorapacificosur.cl',
    );
  });
});
