import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { ProjectGallery, type ProjectGalleryProps } from './project-gallery';
import { galleryFixture } from './media.fixtures';
import { gallerySorted } from './media.types';
import { reorder } from './gallery-order';

const onFiles: ProjectGalleryProps['onFiles'] = fn();
const onMove: ProjectGalleryProps['onMove'] = fn();
const onDelete: ProjectGalleryProps['onDelete'] = fn();
const onDismissUpload: ProjectGalleryProps['onDismissUpload'] = fn();

const meta = {
  title: 'Proyectos/Medios/Galería',
  component: ProjectGallery,
  args: {
    images: gallerySorted(galleryFixture(6)),
    uploads: [],
    uploadedCount: 0,
    savingOrder: false,
    orderError: null,
    onFiles,
    onMove,
    onDelete,
    onDismissUpload,
  },
  decorators: [
    (Story) => (
      <Box p="6" maxW="5xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ProjectGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { images: [] } };

export const OneImage: Story = { args: { images: gallerySorted(galleryFixture(1)) } };

export const TwelveImages: Story = { args: { images: gallerySorted(galleryFixture(12)) } };

export const Uploading: Story = {
  args: {
    uploadedCount: 1,
    uploads: [
      { key: 'u2', name: 'vista-aerea-puente-alto.jpg', status: 'sending' },
      { key: 'u3', name: 'sala-de-ventas.png', status: 'waiting' },
      { key: 'u4', name: 'plaza-interior.webp', status: 'waiting' },
    ],
  },
};

export const UploadRefused: Story = {
  args: {
    uploads: [
      {
        key: 'u1',
        name: 'brochure-aromos.jpg',
        status: 'refused',
        message: 'El archivo «brochure-aromos.jpg» no es una imagen JPG, PNG o WebP válida.',
      },
      {
        key: 'u2',
        name: 'drone-4k.png',
        status: 'refused',
        message: 'La imagen pesa 14,2 MB; el máximo es 10 MB.',
      },
    ],
  },
};

export const OrderRolledBack: Story = {
  args: {
    orderError: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  },
};

export const SavingOrder: Story = { args: { savingOrder: true } };

/** A stateful gallery: moves (drag, arrows, buttons) really reorder, as the panel does. */
export const ReorderingByKeyboard: Story = {
  render: function Render(args) {
    const [images, setImages] = useState(args.images);
    return (
      <ProjectGallery
        {...args}
        images={images}
        onMove={(from, to) => {
          args.onMove(from, to);
          setImages((current) => reorder(current, from, to) ?? current);
        }}
      />
    );
  },
};
