import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { UfValuesView, type UfValuesViewProps } from './uf-values-view';
import {
  importRefusedFixture,
  importSavedFixture,
  todayFixture,
  ufPageFixture,
  ufValuesFixture,
} from './uf-values.fixtures';

type Props = UfValuesViewProps;
const onSubmit: Props['form']['onSubmit'] = fn();
const onImport: Props['onImport'] = fn();
const onPageChange: Props['onPageChange'] = fn();

const meta = {
  title: 'Valores UF/Lista',
  component: UfValuesView,
  args: {
    values: ufValuesFixture,
    page: ufPageFixture,
    loading: false,
    error: null,
    onRetry: fn(),
    onPageChange,
    today: todayFixture,
    form: { saving: false, onSubmit },
    importing: false,
    importResult: null,
    importError: null,
    onImport,
  },
  parameters: { route: '/uf-values' },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof UfValuesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
/** Today has no value of its own: the latest earlier one, said so. */
export const TodayFromEarlierDay: Story = {
  args: { today: { ...todayFixture, date: '2026-12-05', exact: false } },
};
export const Empty: Story = {
  args: { values: [], page: { ...ufPageFixture, total: 0, from: null, to: null }, today: null },
};
export const Loading: Story = { args: { values: [], page: null, loading: true, today: null } };
export const Failed: Story = {
  args: { values: [], page: null, error: 'No se pudo conectar con el servidor. Revisa tu conexión.' }, // prettier-ignore
};
export const ImportRefused: Story = { args: { importResult: importRefusedFixture } };
export const ImportSaved: Story = { args: { importResult: importSavedFixture } };
export const Importing: Story = { args: { importing: true } };
export const ServerRefusedValue: Story = {
  args: {
    form: { saving: false, onSubmit, fieldErrors: { value: 'El valor de la UF debe ser mayor que cero.' } }, // prettier-ignore
  },
};
