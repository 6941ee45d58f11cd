import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './duplicate-notice.stories';

const S = composeStories(stories);

describe('DuplicateNotice', () => {
  it('links every prospect with the same RUT', () => {
    render(<S.SeveralDuplicates />);
    expect(screen.getByText('Posible duplicado de:')).toBeTruthy();
    const first = screen.getByRole('link', {
      name: 'Negocio N° 58 · Valentina González Rivas · Condominio Parque Los Aromos · Contactado · 11-04-2025',
    });
    expect(first.getAttribute('href')).toBe('/58/business-details');
    expect(screen.getByRole('link', { name: /^Negocio N° 12 ·/ }).getAttribute('href')).toBe(
      '/12/business-details',
    );
  });

  it('asks before merging, and merges only on «Fusionar»', async () => {
    const user = userEvent.setup();
    render(<S.OneDuplicate />);
    await user.click(screen.getByRole('button', { name: 'Fusionar el negocio N° 58 en este' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Fusionar los negocios?' });
    expect(dialog.textContent).toContain(
      'Se conserva el negocio N° 31 con el historial de etapas y las cotizaciones del negocio N° 58',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(S.OneDuplicate.args.onMerge).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Fusionar el negocio N° 58 en este' }));
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('button', { name: 'Fusionar' }));
    expect(S.OneDuplicate.args.onMerge).toHaveBeenCalledWith('58');
  });

  it('keeps the dialog open and busy while merging', async () => {
    render(<S.Merging />);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('shows only the links without a merge, and nothing without duplicates', () => {
    const links = render(<S.LinksOnly />);
    expect(screen.queryByRole('button', { name: /Fusionar/ })).toBeNull();
    links.unmount();
    const { container } = render(<S.NoDuplicates />);
    expect(container.textContent).toBe('');
  });
});
