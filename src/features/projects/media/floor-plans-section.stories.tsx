import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { FloorPlansSection, type FloorPlansSectionProps } from './floor-plans-section';
import { modelsFixture } from './media.fixtures';

const onUpload: FloorPlansSectionProps['onUpload'] = fn();
const onDelete: FloorPlansSectionProps['onDelete'] = fn();

const meta = {
  title: 'Proyectos/Medios/Planos por modelo',
  component: FloorPlansSection,
  args: { models: modelsFixture, loading: false, saving: false, error: null, onUpload, onDelete },
  decorators: [
    (Story) => (
      <Box p="6" maxW="6xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof FloorPlansSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Models: Story = {};

export const NoModels: Story = { args: { models: [] } };

export const Loading: Story = { args: { loading: true } };

export const Saving: Story = { args: { saving: true } };

export const Refused: Story = {
  args: { error: 'El archivo «plano-a1.pdf» no es una imagen JPG, PNG o WebP válida.' },
};
