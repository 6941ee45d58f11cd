import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './rut-input.stories';

const { Empty, Filled, WithK, WrongDigit, Incomplete, Disabled, InForm } = composeStories(stories);

const field = (name = 'RUT') => screen.getByRole<HTMLInputElement>('textbox', { name });

describe('RutInput', () => {
  it('formats while typing and exposes the canonical form', async () => {
    const onChange = vi.fn();
    render(<Empty onChange={onChange} />);
    await userEvent.type(field(), '123456785');
    expect(field().value).toBe('12.345.678-5');
    expect(onChange).toHaveBeenLastCalledWith('12.345.678-5');
    expect(screen.getByText('12.345.678-5', { selector: 'code' })).toBeTruthy();
  });

  it('accepts a pasted RUT in any form, k included', async () => {
    const onChange = vi.fn();
    render(<Empty onChange={onChange} />);
    await userEvent.click(field());
    await userEvent.paste(' 16 543 210-k ');
    expect(field().value).toBe('16.543.210-K');
    expect(onChange).toHaveBeenLastCalledWith('16.543.210-K');
  });

  it('keeps the caret after the digit typed in the middle', async () => {
    render(<Filled />);
    const input = field();
    expect(input.value).toBe('12.345.678-5');
    await userEvent.click(input);
    input.setSelectionRange(4, 4); // after '12.3'
    await userEvent.keyboard('{Backspace}');
    expect(input.value).toBe('1.245.678-5');
    expect(input.selectionStart).toBe(3);
    await userEvent.keyboard('3');
    expect(input.value).toBe('12.345.678-5');
    expect(input.selectionStart).toBe(4);
  });

  it('refuses a character past a complete RUT and shows stored values formatted', async () => {
    render(<WithK />);
    expect(field().value).toBe('16.543.210-K');
    await userEvent.type(field(), '7');
    expect(field().value).toBe('16.543.210-K');
  });

  it('shows the Spanish errors it is given and can be disabled', () => {
    const wrong = render(<WrongDigit />);
    expect(screen.getByText('El dígito verificador no corresponde')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    wrong.unmount();
    const incomplete = render(<Incomplete />);
    expect(screen.getByText('RUT incompleto')).toBeTruthy();
    incomplete.unmount();
    render(<Disabled />);
    expect(field().disabled).toBe(true);
  });

  it('works under react-hook-form from the keyboard alone', async () => {
    const onSubmit = vi.fn();
    render(<InForm onSubmit={onSubmit} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(field('RUT del cliente'));
    await userEvent.keyboard('12345678-4');
    await userEvent.tab();
    expect(await screen.findByText('El dígito verificador no corresponde')).toBeTruthy();
    await userEvent.click(field('RUT del cliente'));
    await userEvent.keyboard('{Backspace}5{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ rut: '12.345.678-5' });
    expect(screen.getByRole('status').textContent).toBe('Enviado: 12.345.678-5');
  });

  it('says «RUT incompleto» for a half-typed RUT and asks for an empty one', async () => {
    render(<InForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Ingresa el RUT del cliente.')).toBeTruthy();
    await userEvent.type(field('RUT del cliente'), '12345');
    await userEvent.tab();
    expect(await screen.findByText('RUT incompleto')).toBeTruthy();
  });
});
