import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { AuditTimeline } from './audit-timeline';
import {
  LONG_VALUES,
  MANY_CHANGES,
  RENAMED,
  SPREADSHEET_EVENTS,
  USER_FIELD_LABELS,
} from './audit-timeline.fixtures';

const meta = {
  title: 'Components/AuditTimeline',
  component: AuditTimeline,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** la historia de un registro: quién, cuándo, qué pasó y qué cambió, lo más nuevo arriba, con los campos en español (`fieldLabels`).',
          '**No lo uses para** un registro de venta (usa la tarjeta «Historial», que nombra los estados) ni para mostrar una página entera de auditoría (usa `AuditPageBody`).',
        ].join('\n\n'),
      },
    },
  },
  args: { entries: [], fieldLabels: USER_FIELD_LABELS },
  decorators: [
    (Story) => (
      <Box p="6" maxW="4xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof AuditTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {};

export const OneChange: Story = { args: { entries: [RENAMED] } };

/** Given oldest first, as the server may send them: the timeline shows the newest on top. */
export const ManyChanges: Story = { args: { entries: MANY_CHANGES } };

/** A project's units import and a later download, with the Spanish names of their fields. */
export const SpreadsheetEvents: Story = { args: { entries: SPREADSHEET_EVENTS, fieldLabels: {} } };

export const LongValues: Story = { args: { entries: [LONG_VALUES] } };

export const Narrow: Story = {
  args: { entries: [LONG_VALUES, RENAMED] },
  decorators: [
    (Story) => (
      <Box maxW="360px">
        <Story />
      </Box>
    ),
  ],
};
