import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { renderStory } from '../../../tests/setup/render';
import * as stories from './filter-select.stories';

const { NoFilter, Chosen, UnknownValue, Disabled, RequiredChoice } = composeStories(stories);

const select = () => screen.getByRole('combobox', { name: 'Proyecto' });
const optionTexts = () => Array.from(select().querySelectorAll('option'), (o) => o.textContent);

describe('FilterSelect', () => {
  it('offers no filter first and reports the choice', async () => {
    const onChange = vi.fn();
    renderStory(<NoFilter onChange={onChange} />);
    expect(optionTexts()).toEqual([
      'Todos los proyectos',
      'Parque Los Aromos',
      'Condominio Vista Cordillera',
      'Jardines de Hualpén',
    ]);
    await userEvent.selectOptions(select(), '4');
    expect(onChange).toHaveBeenCalledWith('4');
  });

  it('shows the chosen value, even one its options lack', () => {
    const first = renderStory(<Chosen />);
    expect(select()).toHaveProperty('value', '2');
    first.unmount();
    renderStory(<UnknownValue />);
    expect(select()).toHaveProperty('value', '99');
    expect(optionTexts()).toContain('99');
  });

  it('can be disabled', () => {
    renderStory(<Disabled />);
    expect(select().hasAttribute('disabled')).toBe(true);
  });

  it('offers only the options when a choice is required', () => {
    renderStory(<RequiredChoice />);
    expect(optionTexts()).toEqual([
      'Parque Los Aromos',
      'Condominio Vista Cordillera',
      'Jardines de Hualpén',
    ]);
    expect(select()).toHaveProperty('value', '1');
  });
});
