import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLayoutStore } from '../../stores/layout.store';
import * as stories from './app-shell.stories';

const { Horizontal, HorizontalStickyBoxedWithFooter, Vertical, VerticalCollapsed, Skins } =
  composeStories(stories);

// jsdom evaluates no media queries, so the desktop-only menu and sidebar (display from `lg`) count
// as hidden there: those queries pass `hidden: true`. Storybook screenshots cover the real display.
const desktop = { hidden: true } as const;

describe('AppShell', () => {
  beforeEach(() => localStorage.clear());

  it('renders the horizontal layout with breadcrumbs, menu and a skip link', () => {
    render(<Horizontal />);
    expect(screen.getByRole('link', { name: 'Saltar al contenido' }).getAttribute('href')).toBe(
      '#main-content',
    );
    expect(screen.getByRole('main').id).toBe('main-content');
    const crumbs = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(crumbs).getByText('Editar usuario').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('navigation', { name: 'Menú principal', ...desktop })).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('shows the static footer when chosen', () => {
    render(<HorizontalStickyBoxedWithFooter />);
    expect(screen.getByRole('contentinfo').textContent).toContain('© 2026');
  });

  it('renders the vertical layout with a sidebar that collapses', async () => {
    const user = userEvent.setup();
    render(<Vertical />);
    expect(screen.getByLabelText('Barra lateral').tagName).toBe('ASIDE');
    await user.click(screen.getByRole('button', { name: 'Contraer menú', ...desktop }));
    expect(useLayoutStore.getState().menuCollapsed).toBe(true);
    expect(screen.getByRole('button', { name: 'Expandir menú', ...desktop })).toBeTruthy();
  });

  it('starts collapsed when stored so', () => {
    render(<VerticalCollapsed />);
    expect(screen.getByRole('button', { name: 'Expandir menú', ...desktop })).toBeTruthy();
  });

  it('renders the shell once per skin, each in its own scope', () => {
    render(<Skins />);
    for (const skin of ['light', 'dark', 'bordered', 'semi-dark']) {
      const frame = screen.getByTestId(`skin-${skin}`).parentElement;
      expect(frame?.getAttribute('data-skin')).toBe(skin);
    }
    expect(screen.getByTestId('skin-dark').parentElement?.classList.contains('dark')).toBe(true);
  });
});
