import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { ImageInput, type ImageInputProps } from './file-drop';
import { pngFile, storedLogoUrl } from './file-drop.fixtures';

const onChange: ImageInputProps['onChange'] = fn();

// The form owns the file; this wrapper plays the form so picking works in Storybook and tests.
function Controlled(props: ImageInputProps) {
  const [file, setFile] = useState<File | null>(props.file);
  return (
    <Box p="6" maxW="lg">
      <ImageInput
        {...props}
        file={file}
        onChange={(next) => {
          setFile(next);
          props.onChange(next);
        }}
      />
    </Box>
  );
}

const meta = {
  title: 'Componentes/Imagen (arrastrar y soltar)',
  component: ImageInput,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** un campo de imagen (logo, foto): clic o arrastrar y soltar, vista previa antes de guardar y el rechazo en español de un archivo que no sirve.',
          '**No lo uses para** planillas o documentos (el import de unidades tiene su propio paso de archivo) ni varias imágenes a la vez (la galería de un proyecto tiene las suyas).',
        ].join('\n\n'),
      },
    },
  },
  args: { label: 'Logo', file: null, onChange },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ImageInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const CurrentImage: Story = {
  args: { currentUrl: storedLogoUrl },
};

export const NewFile: Story = {
  args: { currentUrl: storedLogoUrl, file: pngFile() },
};

export const ServerError: Story = {
  args: {
    label: 'Portada',
    error: 'El archivo no es una imagen válida (JPG, PNG o WEBP).',
  },
};

export const Disabled: Story = {
  args: { currentUrl: storedLogoUrl, disabled: true },
};
