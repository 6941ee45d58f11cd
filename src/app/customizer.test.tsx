import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { LAYOUT_DEFAULTS, useLayoutStore } from '../stores/layout.store';
import * as stories from './customizer.stories';

const { Closed, Open, OpenVertical } = composeStories(stories);

describe('Customizer', () => {
  beforeEach(() => localStorage.clear());

  it('opens from the gear button', async () => {
    const user = userEvent.setup();
    render(<Closed />);
    await user.click(screen.getByRole('button', { name: 'Personalizar la interfaz' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('stores each choice in the layout store', async () => {
    const user = userEvent.setup();
    render(<Open />);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('radio', { name: 'Vertical' }));
    await user.click(screen.getByRole('radio', { name: 'Oscuro' }));
    await user.click(screen.getByRole('radio', { name: 'Estática' }));
    await user.click(screen.getByRole('radio', { name: 'Visible' }));
    await user.click(screen.getByRole('radio', { name: 'Encuadrado' }));
    await user.click(screen.getByRole('radio', { name: 'Sin transición' }));
    const { layout, skin, navbar, footer, contentWidth, transition } = useLayoutStore.getState();
    expect({ layout, skin, navbar, footer, contentWidth, transition }).toEqual({
      layout: 'vertical',
      skin: 'dark',
      navbar: 'static',
      footer: 'static',
      contentWidth: 'boxed',
      transition: 'none',
    });
    await user.click(screen.getByRole('button', { name: 'Restablecer valores' }));
    expect(useLayoutStore.getState().layout).toBe(LAYOUT_DEFAULTS.layout);
    expect(useLayoutStore.getState().skin).toBe(LAYOUT_DEFAULTS.skin);
  });

  it('offers the collapsed sidebar switch in the vertical layout', async () => {
    const user = userEvent.setup();
    render(<OpenVertical />);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('checkbox', { name: 'Menú lateral contraído' }));
    expect(useLayoutStore.getState().menuCollapsed).toBe(true);
  });
});
