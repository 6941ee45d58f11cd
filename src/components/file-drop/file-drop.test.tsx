import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import * as stories from './file-drop.stories';
import { oversizedPng, pdfFile, pngFile } from './file-drop.fixtures';
import { describeAccept, fileProblem } from './file-rules';
import { TestChakra } from '../../../tests/setup/render';

const { Empty, CurrentImage, NewFile, ServerError, Disabled } = composeStories(stories);

const renderStory = (story: ReactElement) => render(<TestChakra>{story}</TestChakra>);

let created: string[] = [];
let revoked: string[] = [];
// jsdom has no object URLs: give it counting ones and put back whatever was there.
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

beforeEach(() => {
  created = [];
  revoked = [];
  URL.createObjectURL = () => {
    const url = `blob:preview-${created.length + 1}`;
    created.push(url);
    return url;
  };
  URL.revokeObjectURL = (url: string) => {
    revoked.push(url);
  };
});

afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
  vi.restoreAllMocks();
});

const input = () => screen.getByLabelText<HTMLInputElement>('Logo');

describe('ImageInput', () => {
  it('previews a picked image and hands the file to the form', async () => {
    const onChange = vi.fn();
    renderStory(<Empty onChange={onChange} />);
    const file = pngFile();
    await userEvent.upload(input(), file);
    expect(onChange).toHaveBeenCalledWith(file);
    expect(await screen.findByAltText('Vista previa de logo')).toHaveProperty(
      'src',
      'blob:preview-1',
    );
    expect(screen.getByText(/Nueva: logo-inmobiliaria-andes\.png/)).toBeTruthy();
  });

  it('accepts a dropped file', () => {
    const onChange = vi.fn();
    renderStory(<Empty onChange={onChange} />);
    const file = pngFile('logo-arrastrado.png');
    fireEvent.drop(screen.getByRole('button', { name: /^Logo:\s*Elegir imagen/ }), {
      dataTransfer: { files: [file] },
    });
    expect(onChange).toHaveBeenCalledWith(file);
  });

  it('refuses other types and oversized files in Spanish without calling the form', async () => {
    const onChange = vi.fn();
    renderStory(<Empty onChange={onChange} />);
    const zone = screen.getByRole('button', { name: /^Logo:\s*Elegir imagen/ });
    fireEvent.drop(zone, { dataTransfer: { files: [pdfFile()] } });
    expect(screen.getByRole('alert').textContent).toBe(
      'El archivo «escritura-constitucion.pdf» no es válido: elige una imagen JPG, PNG o WEBP.',
    );
    fireEvent.drop(zone, { dataTransfer: { files: [oversizedPng()] } });
    expect(screen.getByRole('alert').textContent).toBe('La imagen pesa 7,4 MB; el máximo es 5 MB.');
    expect(onChange).not.toHaveBeenCalled();
    expect(zone.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
  });

  it("'Quitar' drops the new choice, revokes its preview and shows the stored image again", async () => {
    const onChange = vi.fn();
    renderStory(<NewFile onChange={onChange} />);
    expect(await screen.findByAltText('Vista previa de logo')).toHaveProperty(
      'src',
      'blob:preview-1',
    );
    await userEvent.click(screen.getByRole('button', { name: /^Quitar/ }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(revoked).toEqual(['blob:preview-1']);
    expect(screen.getByAltText<HTMLImageElement>('Vista previa de logo').src).toMatch(
      /^data:image\/svg\+xml/,
    );
    expect(screen.queryByRole('button', { name: /^Quitar/ })).toBeNull();
  });

  it('opens the file chooser from the keyboard', async () => {
    renderStory(<CurrentImage />);
    const click = vi.spyOn(input(), 'click');
    await userEvent.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: /^Logo:.*Cambiar imagen/ }),
    );
    await userEvent.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('shows an error given by the form and can be disabled', () => {
    const first = renderStory(<ServerError />);
    expect(screen.getByRole('alert').textContent).toContain('no es una imagen válida');
    first.unmount();
    renderStory(<Disabled />);
    expect(
      screen.getByRole('button', { name: /^Logo:.*Cambiar imagen/ }).hasAttribute('disabled'),
    ).toBe(true);
  });
});

describe('file rules', () => {
  it('matches wildcards and extensions and names the accepted formats', () => {
    expect(fileProblem(pngFile(), 'image/*', 1024)).toBeNull();
    expect(fileProblem(pdfFile(), '.pdf', 1024)).toBeNull();
    expect(fileProblem(pdfFile(), 'image/*', 1024)).toMatch(/no es válido/);
    expect(describeAccept('image/png')).toBe('PNG');
  });
});
