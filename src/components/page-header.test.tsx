import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './page-header.stories';

const { TitleOnly, WithEverything } = composeStories(stories);

describe('PageHeader', () => {
  it('renders the title as the page heading', () => {
    render(<TitleOnly />);
    expect(screen.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeTruthy();
  });

  it('renders breadcrumbs, description and actions', () => {
    render(<WithEverything />);
    expect(screen.getByText('Inicio · Proyectos')).toBeTruthy();
    expect(screen.getByText('Proyectos inmobiliarios de tus inmobiliarias.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Crear proyecto' })).toBeTruthy();
  });
});
