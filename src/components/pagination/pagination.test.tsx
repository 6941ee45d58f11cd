import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './pagination.stories';

const { FirstPage, MiddlePage, LastPage, SinglePage, Empty, Loading } = composeStories(stories);

describe('Pagination', () => {
  it('summarises the page in Spanish and marks the current page', () => {
    render(<FirstPage />);
    expect(screen.getByText('Mostrando 1–15 de 120')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Paginación' });
    const current = within(nav).getByRole('button', { name: 'Página 1' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(
      within(nav)
        .getByRole('button', { name: /Anterior/ })
        .hasAttribute('disabled'),
    ).toBe(true);
  });

  it('moves with Siguiente, Anterior and the page buttons, also from the keyboard', async () => {
    const onPageChange = vi.fn();
    render(<MiddlePage onPageChange={onPageChange} />);
    expect(screen.getByText('Mostrando 586–600 de 10.000')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Siguiente/ }));
    await userEvent.click(screen.getByRole('button', { name: /Anterior/ }));
    screen.getByRole('button', { name: 'Página 667' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onPageChange.mock.calls).toEqual([[41], [39], [667]]);
  });

  it('does not offer a page past the last one', async () => {
    const onPageChange = vi.fn();
    render(<LastPage onPageChange={onPageChange} />);
    const next = screen.getByRole('button', { name: /Siguiente/ });
    expect(next.hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Página 8' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('hides the buttons when everything fits on one page', () => {
    render(<SinglePage />);
    expect(screen.getByText('Mostrando 1–4 de 4')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says there is nothing to show', () => {
    render(<Empty />);
    expect(screen.getByText('Sin registros')).toBeTruthy();
  });

  it('waits while a page loads', () => {
    render(<Loading />);
    expect(screen.getByRole('button', { name: 'Página 4' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: /Siguiente/ }).hasAttribute('disabled')).toBe(true);
  });
});
