import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { PageSkeleton } from './page-skeleton';

const meta = {
  title: 'Components/PageSkeleton',
  component: PageSkeleton,
  args: { label: 'Cargando cotización', variant: 'details' },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PageSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A details page (quotation, booking, promise, pre-approval, unit) while it loads. */
export const Details: Story = {};
/** An edit page (project, agency, news, user) while its record and choices load. */
export const Form: Story = { args: { label: 'Cargando proyecto', variant: 'form' } };
