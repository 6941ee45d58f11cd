import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { ProjectMediaView, type ProjectMediaViewProps } from './project-media-view';
import { coverFixture, galleryFixture, logoFixture, modelsFixture } from './media.fixtures';
import { gallerySorted } from './media.types';

const onReplaceSlot: ProjectMediaViewProps['onReplaceSlot'] = fn();
const onDeleteSlot: ProjectMediaViewProps['onDeleteSlot'] = fn();

const onRetry: NonNullable<ProjectMediaViewProps['onRetry']> = fn();

const meta = {
  title: 'Proyectos/Medios/Pestaña Medios',
  component: ProjectMediaView,
  args: {
    loading: false,
    error: null,
    onRetry,
    slots: { logo: logoFixture, cover_page: coverFixture },
    slotBusy: {},
    slotErrors: {},
    onReplaceSlot,
    onDeleteSlot,
    gallery: {
      images: gallerySorted(galleryFixture(6)),
      uploads: [],
      uploadedCount: 0,
      savingOrder: false,
      onFiles: fn(),
      onMove: fn(),
      onDelete: fn(),
      onDismissUpload: fn(),
    },
    floorPlans: { models: modelsFixture, onUpload: fn(), onDelete: fn() },
  },
  decorators: [
    (Story) => (
      <Box p="6" maxW="6xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ProjectMediaView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Loading: Story = {
  args: {
    loading: true,
    floorPlans: { models: [], loading: true, onUpload: fn(), onDelete: fn() },
  },
};

export const NewProjectWithoutMedia: Story = {
  args: {
    slots: { logo: null, cover_page: null },
    gallery: { ...meta.args.gallery, images: [] },
    floorPlans: { models: [], onUpload: fn(), onDelete: fn() },
  },
};

export const LogoRefused: Story = {
  args: {
    slotErrors: { logo: 'El archivo «logo.gif» no es una imagen JPG, PNG o WebP válida.' },
    slotBusy: { cover_page: true },
  },
};

export const Failed: Story = {
  args: { error: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.' },
};
