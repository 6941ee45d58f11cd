import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './project-gallery.stories';
import { pngFile } from '../../../components/file-drop/file-drop.fixtures';
import { renderStory } from '../../../../tests/setup/render';

const {
  Empty,
  OneImage,
  TwelveImages,
  Uploading,
  UploadRefused,
  ReorderingByKeyboard,
  SavingOrder,
} = composeStories(stories);

const tiles = () =>
  within(screen.getByRole('list', { name: 'Galería del proyecto' })).getAllByRole('listitem');
const names = () => tiles().map((tile) => within(tile).getByRole('img').getAttribute('alt'));

describe('ProjectGallery', () => {
  it('says when the gallery is empty and shows one or twelve photos by order', () => {
    const empty = renderStory(<Empty />);
    expect(screen.getByText('La galería está vacía.')).toBeTruthy();
    empty.unmount();
    const one = renderStory(<OneImage />);
    expect(names()).toEqual(['fachada.jpg']);
    expect(screen.getByRole('button', { name: 'Mover antes «fachada.jpg»' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'Mover después «fachada.jpg»' })).toHaveProperty(
      'disabled',
      true,
    );
    one.unmount();
    renderStory(<TwelveImages />);
    expect(tiles()).toHaveLength(12);
    expect(names()[0]).toBe('fachada.jpg');
    expect(names()[11]).toBe('estacionamientos.jpg');
  });

  it('moves a photo with the arrow keys, announces it and keeps the focus on it', async () => {
    const onMove = vi.fn();
    renderStory(<ReorderingByKeyboard onMove={onMove} />);
    const handle = screen.getByRole('button', {
      name: /^Reordenar «fachada\.jpg», posición 1 de 6/,
    });
    handle.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onMove).toHaveBeenLastCalledWith(0, 1);
    expect(names().slice(0, 3)).toEqual(['living.jpg', 'fachada.jpg', 'cocina.jpg']);
    expect(screen.getByRole('status').textContent).toBe('«fachada.jpg» pasa a la posición 2 de 6.');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(
      /^Reordenar «fachada\.jpg», posición 2 de 6/,
    );
    await userEvent.keyboard('{End}');
    expect(onMove).toHaveBeenLastCalledWith(1, 5);
    expect(names().at(-1)).toBe('fachada.jpg');
    await userEvent.keyboard('{ArrowDown}');
    expect(onMove).toHaveBeenCalledTimes(2);
  });

  it('moves with the buttons and by dragging one tile onto another', async () => {
    const onMove = vi.fn();
    renderStory(<ReorderingByKeyboard onMove={onMove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mover antes «cocina.jpg»' }));
    expect(onMove).toHaveBeenLastCalledWith(2, 1);
    expect(names().slice(0, 3)).toEqual(['fachada.jpg', 'cocina.jpg', 'living.jpg']);
    const dataTransfer = {
      setData: vi.fn(),
      effectAllowed: '',
      dropEffect: '',
      types: ['text/plain'],
    };
    const [first, , third] = tiles();
    fireEvent.dragStart(first!, { dataTransfer });
    fireEvent.dragEnter(third!, { dataTransfer });
    fireEvent.dragOver(third!, { dataTransfer });
    fireEvent.drop(third!, { dataTransfer });
    expect(onMove).toHaveBeenLastCalledWith(0, 2);
    expect(names().slice(0, 3)).toEqual(['cocina.jpg', 'living.jpg', 'fachada.jpg']);
  });

  it('locks moves while the new order is saved', () => {
    renderStory(<SavingOrder />);
    expect(screen.getByRole('button', { name: 'Mover después «fachada.jpg»' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByText(/Guardando el nuevo orden/)).toBeTruthy();
  });

  it('hands every picked file on and shows the queue and the refusals', async () => {
    const onFiles = vi.fn();
    const first = renderStory(<Uploading onFiles={onFiles} />);
    await userEvent.upload(screen.getByLabelText('Fotos de la galería'), [
      pngFile('living-piloto.png'),
      pngFile('cocina-piloto.png'),
    ]);
    expect(onFiles.mock.calls[0]?.[0].map((file: File) => file.name)).toEqual([
      'living-piloto.png',
      'cocina-piloto.png',
    ]);
    expect(screen.getByText('Subiendo 2 de 4')).toBeTruthy();
    expect(screen.getAllByText('En espera')).toHaveLength(2);
    first.unmount();
    const onDismissUpload = vi.fn();
    renderStory(<UploadRefused onDismissUpload={onDismissUpload} />);
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toContain('La imagen pesa 14,2 MB; el máximo es 10 MB.');
    await userEvent.click(
      screen.getByRole('button', { name: 'Descartar el aviso de «drone-4k.png»' }),
    );
    expect(onDismissUpload).toHaveBeenCalledWith('u2');
  });
});
