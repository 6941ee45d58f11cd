import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { DUPLICATES } from './business-details.fixtures';
import { DuplicateNotice, type DuplicateNoticeProps } from './duplicate-notice';

const onMerge: NonNullable<DuplicateNoticeProps['onMerge']> = fn();

const meta = {
  title: 'Negocios/Detalle/Posible duplicado',
  component: DuplicateNotice,
  args: { prospect: { id: '31', duplicates: DUPLICATES.slice(0, 1) }, onMerge },
  parameters: { route: '/31/business-details' },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof DuplicateNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Otro negocio de la inmobiliaria con el mismo RUT, con «Fusionar». */
export const OneDuplicate: Story = {};
/** Dos negocios más con el mismo RUT. */
export const SeveralDuplicates: Story = {
  args: { prospect: { id: '31', duplicates: DUPLICATES } },
};
/** La fusión en curso: el diálogo sigue abierto y ocupado. */
export const Merging: Story = { args: { merging: '58' } };
/** Sin «Fusionar»: solo los enlaces. */
export const LinksOnly: Story = { args: { onMerge: undefined } };
/** Sin duplicados: no se muestra nada. */
export const NoDuplicates: Story = { args: { prospect: { id: '31', duplicates: [] } } };
