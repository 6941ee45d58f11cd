// What every sales-record list's stories start from: no filters, the Storybook actions typed as
// the props (so tests can pass their own spies instead), an export whose request never answers,
// and the frame they draw in (the export button's machine over a fake environment).
import type { Decorator } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { WithExportEnvironment } from '../export-job/export-job.story-kit';
import type { SalesRecordListProps } from './sales-record-list-frame';

type Props = SalesRecordListProps<unknown>;

export const NO_FILTERS_PAGE_1: Props['filters'] = {
  project: '',
  status: '',
  q: '',
  expiring: '',
  page: 1,
};

const onFilterChange: Props['onFilterChange'] = fn();
const onPageChange: Props['onPageChange'] = fn();
const onRetry: NonNullable<Props['onRetry']> = fn();
const requestExport: NonNullable<Props['requestExport']> = fn(
  () => new Promise<never>(() => undefined),
);

/** The args a list's stories share; each adds its page and project options. */
export const listStoryArgs = {
  loading: false,
  error: null,
  filters: NO_FILTERS_PAGE_1,
  onFilterChange,
  onPageChange,
  onRetry,
  requestExport,
};

export const inListFrame: Decorator = (Story) => (
  <WithExportEnvironment>
    <Box p="6">
      <Story />
    </Box>
  </WithExportEnvironment>
);
