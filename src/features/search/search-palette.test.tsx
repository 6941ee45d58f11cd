import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './search-palette.stories';

const { Results, Empty, Idle, Loading, Failed, Keyboard } = composeStories(stories);

describe('SearchPalette', () => {
  it('groups the hits under Spanish headings, each line with its record and number', async () => {
    render(<Results />);
    const list = await screen.findByRole('listbox', { name: 'Resultados' });
    const groups = within(list).getAllByRole('group');
    expect(groups.map((group) => group.firstChild?.textContent)).toEqual([
      // prettier-ignore
      'Cotizaciones',
      'Solicitudes de reserva',
      'Preaprobaciones',
      'Negocios (hay más en su lista)',
    ]);
    const first = within(list).getAllByRole('option')[0]!;
    expect(first.textContent).toContain('Cotización N° 48213 · RUT 18.765.432-1 · Parque Quilicura · Vigente'); // prettier-ignore
    expect(first.getAttribute('aria-selected')).toBe('true');
  });

  it('says what it is doing when there are no hits', async () => {
    const { unmount } = render(<Empty />);
    expect((await screen.findByRole('status')).textContent).toBe('Sin resultados para «Zúñiga Olave».'); // prettier-ignore
    unmount();
    render(<Idle />);
    expect((await screen.findByRole('status')).textContent).toContain('Escribe un RUT');
  });

  it('shows loading and a failure with a retry', async () => {
    const { unmount } = render(<Loading />);
    expect(await screen.findByLabelText('Buscando')).toBeTruthy();
    unmount();
    render(<Failed />);
    expect((await screen.findByRole('alert')).textContent).toContain('No se pudo buscar');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('is driven by the keyboard: type, arrows move across groups, Enter opens, Esc closes', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Keyboard />);
    const field = await screen.findByRole('combobox');
    await waitFor(() => expect(document.activeElement).toBe(field));
    await user.keyboard('valentina');
    const options = await screen.findAllByRole('option');
    expect(field.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(field.getAttribute('aria-activedescendant')).toBe(options[3]!.id);
    await user.keyboard('{ArrowUp}');
    expect(field.getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('opened').textContent).toBe('BOOKING_REQUEST 9312');
    expect(screen.getByTestId('open').textContent).toBe('cerrada');
    unmount();
    render(<Keyboard />);
    await screen.findByRole('combobox');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByTestId('open').textContent).toBe('cerrada'));
  });
});
