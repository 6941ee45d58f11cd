import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './project-media-view.stories';
import { pngFile } from '../../../components/file-drop/file-drop.fixtures';
import { renderStory } from '../../../../tests/setup/render';
import type { ProjectMediaViewProps } from './project-media-view';

const { Filled, NewProjectWithoutMedia, LogoRefused, Failed } = composeStories(stories);

describe('ProjectMediaView', () => {
  it('replaces the cover page as soon as an image is picked and reports deletes', async () => {
    const onReplaceSlot = vi.fn<ProjectMediaViewProps['onReplaceSlot']>();
    const onDeleteSlot = vi.fn<ProjectMediaViewProps['onDeleteSlot']>();
    renderStory(<Filled onReplaceSlot={onReplaceSlot} onDeleteSlot={onDeleteSlot} />);
    const cover = pngFile('portada-aromos-2025.png');
    await userEvent.upload(screen.getByLabelText('Portada'), cover);
    expect(onReplaceSlot).toHaveBeenCalledWith('cover_page', cover);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar logo' }));
    expect(onDeleteSlot.mock.calls[0]?.[0]).toBe('logo');
  });

  it('refuses a wrong file before sending it', async () => {
    const onReplaceSlot = vi.fn<ProjectMediaViewProps['onReplaceSlot']>();
    renderStory(<NewProjectWithoutMedia onReplaceSlot={onReplaceSlot} />);
    await userEvent.upload(
      screen.getByLabelText('Logo'),
      new File(['%PDF-1.7'], 'logo.pdf', { type: 'application/pdf' }),
      { applyAccept: false },
    );
    expect(onReplaceSlot).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('«logo.pdf» no es válido');
    expect(screen.queryByRole('button', { name: 'Eliminar logo' })).toBeNull();
    expect(screen.getByText('La galería está vacía.')).toBeTruthy();
  });

  it('shows the server refusal of a slot, a slot being saved, and a failed load', async () => {
    const first = renderStory(<LogoRefused />);
    expect(screen.getByRole('alert').textContent).toContain('«logo.gif» no es una imagen');
    expect(screen.getByRole('button', { name: /^Portada:/ })).toHaveProperty('disabled', true);
    first.unmount();
    const onRetry = vi.fn();
    renderStory(<Failed onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
