import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from './search-input';
import * as stories from './search-input.stories';

const { Empty, WithValue, Controlled } = composeStories(stories);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const box = () => screen.getByRole('searchbox', { name: 'Buscar usuarios' });

describe('SearchInput', () => {
  it('tells the list once, 300 ms after the last key', () => {
    const onChange = vi.fn();
    render(<Empty onChange={onChange} />);
    fireEvent.change(box(), { target: { value: 'Ro' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    fireEvent.change(box(), { target: { value: 'Rojas ' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange.mock.calls).toEqual([['Rojas']]);
  });

  it('searches at once on Enter', () => {
    const onChange = vi.fn();
    render(<Empty onChange={onChange} />);
    fireEvent.change(box(), { target: { value: 'Soto' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onChange.mock.calls).toEqual([['Soto']]);
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('clears with the button and with Escape', () => {
    const onChange = vi.fn();
    render(<WithValue onChange={onChange} />);
    expect((box() as HTMLInputElement).value).toBe('camila.rojas@inmobiliariaandes.cl');
    fireEvent.click(screen.getByRole('button', { name: 'Limpiar búsqueda' }));
    expect((box() as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Limpiar búsqueda' })).toBeNull();
    fireEvent.change(box(), { target: { value: 'Pérez' } });
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(onChange.mock.calls).toEqual([[''], ['']]);
  });

  it('keeps typing while its own echo comes back from the parent', () => {
    render(<Controlled />);
    // The parent receives the trimmed text; the box must keep the space the user is typing.
    fireEvent.change(box(), { target: { value: 'Muñoz ' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(screen.getByTestId('applied').textContent).toBe('Búsqueda aplicada: Muñoz');
    expect((box() as HTMLInputElement).value).toBe('Muñoz ');
  });

  it('follows a value changed from outside (back button)', () => {
    const { rerender } = render(<WithValue />);
    rerender(<WithValue value="Valparaíso" />);
    expect((box() as HTMLInputElement).value).toBe('Valparaíso');
  });
});
