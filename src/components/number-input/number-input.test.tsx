import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './number-input.stories';

const { EmptyUF, PriceUF, PesosCLP, AreaM2, Percent, Count, WithError, Disabled, InForm } =
  composeStories(stories);

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

describe('MoneyInput', () => {
  it('keeps the text while typing and shows it grouped once left', async () => {
    const onChange = vi.fn();
    render(<EmptyUF onChange={onChange} />);
    const input = field('Precio (UF)');
    expect(input.getAttribute('inputmode')).toBe('decimal');
    await userEvent.type(input, '1499,5');
    expect(input.value).toBe('1499,5');
    expect(onChange).toHaveBeenLastCalledWith(1499.5);
    await userEvent.tab();
    expect(input.value).toBe('1.499,50');
    expect(screen.getByText('1499.5', { selector: 'code' })).toBeTruthy();
    expect(screen.getByText('UF')).toBeTruthy();
  });

  it('shows stored amounts the Chilean way, pesos without decimals or space', async () => {
    const uf = render(<PriceUF />);
    expect(field('Precio (UF)').value).toBe('1.499,50');
    uf.unmount();
    render(<PesosCLP />);
    const input = field('Renta mínima (CLP)');
    expect(input.value).toBe('738.000');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByText('$')).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, '$650.000');
    await userEvent.tab();
    expect(input.value).toBe('650.000');
    expect(screen.getByText('650000', { selector: 'code' })).toBeTruthy();
  });

  it('reads an English point as decimals and shows what it understood', async () => {
    const onChange = vi.fn();
    render(<EmptyUF onChange={onChange} />);
    await userEvent.type(field('Precio (UF)'), '1499.5');
    expect(onChange).toHaveBeenLastCalledWith(1499.5);
    await userEvent.tab();
    expect(field('Precio (UF)').value).toBe('1.499,50');
  });

  it('hands NaN for text that is not a number and keeps that text for the user to fix', async () => {
    const onChange = vi.fn();
    render(<EmptyUF onChange={onChange} />);
    await userEvent.type(field('Precio (UF)'), '14.99,5');
    expect(onChange).toHaveBeenLastCalledWith(Number.NaN);
    await userEvent.tab();
    expect(field('Precio (UF)').value).toBe('14.99,5');
    expect(screen.getByText('no es un número', { selector: 'code' })).toBeTruthy();
    await userEvent.clear(field('Precio (UF)'));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('shows errors it is given and can be disabled', () => {
    const error = render(<WithError />);
    expect(screen.getByText('El precio debe ser mayor que 0.')).toBeTruthy();
    expect(field('Precio (UF)').getAttribute('aria-invalid')).toBe('true');
    error.unmount();
    render(<Disabled />);
    expect(field('Precio (UF)').disabled).toBe(true);
    expect(field('Precio (UF)').value).toBe('2.350,50');
  });
});

describe('QuantityInput', () => {
  it('shows areas with two decimals, percentages as typed and counts whole', async () => {
    const area = render(<AreaM2 />);
    expect(field('Superficie (m²)').value).toBe('45,30');
    expect(screen.getByText('m²')).toBeTruthy();
    area.unmount();
    const percent = render(<Percent />);
    expect(field('Pie (%)').value).toBe('12,5');
    expect(screen.getByText('%')).toBeTruthy();
    percent.unmount();
    const onChange = vi.fn();
    render(<Count onChange={onChange} />);
    const input = field('Dormitorios');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    await userEvent.clear(input);
    await userEvent.type(input, '-2');
    expect(onChange).toHaveBeenLastCalledWith(Number.NaN);
  });
});

describe('in a react-hook-form form', () => {
  it('sends numbers, refuses unreadable text in Spanish, and sends nothing meanwhile', async () => {
    const onSubmit = vi.fn();
    render(<InForm onSubmit={onSubmit} />);
    await userEvent.type(field('Precio (UF)'), '1.499,50');
    await userEvent.type(field('Monto de la reserva (CLP)'), '738.000');
    await userEvent.type(field('Superficie total (m²)'), 'cuarenta');
    await userEvent.tab();
    expect(
      await screen.findByText('La superficie debe ser un número, por ejemplo 45,30.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(field('Superficie total (m²)'));
    await userEvent.type(field('Superficie total (m²)'), '45,3');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ price: 1499.5, reserve: 738000, area: 45.3 });
    expect(field('Precio (UF)').value).toBe('1.499,50');
    expect(field('Superficie total (m²)').value).toBe('45,30');
  });

  it('asks for a blank required amount and refuses decimals in pesos', async () => {
    render(<InForm />);
    await userEvent.type(field('Monto de la reserva (CLP)'), '738,5');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ingresa el precio.')).toBeTruthy();
    expect(screen.getByText('La reserva va en pesos, sin decimales.')).toBeTruthy();
    expect(field('Monto de la reserva (CLP)').value).toBe('738,5');
  });
});
