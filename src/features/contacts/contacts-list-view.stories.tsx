import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import type { ExportJob } from '../../../machines/exports/exports.types';
import { queuedJob } from '../../components/export-job/export-job.fixtures';
import { WithExportEnvironment } from '../../components/export-job/export-job.story-kit';
import type { ContactFilters } from './contact-filters';
import {
  enterpriseKind,
  formSectionKind,
  homeSectionKind,
  newsletterKind,
  projectContactKind,
  type ContactKind,
} from './contact-kinds';
import type { ContactsFilterBarProps } from './contacts-filter-bar';
import { ContactsListView, type ContactsListViewProps } from './contacts-list-view';
import {
  LONG_MESSAGE,
  agencyOptions,
  enterpriseRows,
  formSectionRows,
  homeSectionRows,
  longProjectContactRows,
  newsletterRows,
  pageOf,
  projectContactRows,
  projectOptions,
} from './contacts.fixtures';

// The five contact lists through the one view: each with its rows, and every state (loading,
// empty, filtered to nothing, failed, long text).

/** What a story's user may do: args, so a test can pass its own spies. */
interface Handlers {
  onChange: ContactsFilterBarProps['onChange'];
  onPageChange(page: number): void;
  onRetry(): void;
  requestExport(): Promise<ExportJob>;
}
const NO_FILTERS: ContactFilters = { agency: '', project: '', from: '', to: '', page: 1 };
const FILTERED: ContactFilters = { ...NO_FILTERS, from: '01-03-2025', to: '31-03-2025' };

type Props<T extends { id: string }> = Omit<
  ContactsListViewProps<T>,
  'onPageChange' | 'onRetry' | 'requestExport' | 'filters'
> & { filters: Omit<ContactsListViewProps<T>['filters'], 'onChange'> };

function base<T extends { id: string }>(kind: ContactKind<T>, rows: T[]): Props<T> {
  return {
    kind,
    page: pageOf(rows, 47),
    loading: false,
    error: null,
    filters: { value: NO_FILTERS, dateErrors: { from: null, to: null } },
  };
}

/** A story that draws the view with these props (the view is generic over the row type). */
function story<T extends { id: string }>(props: Props<T>, route = '/contacts'): Story {
  return {
    parameters: { route },
    render: (args) => (
      <ContactsListView
        {...props}
        filters={{ ...props.filters, onChange: args.onChange }}
        onPageChange={args.onPageChange}
        onRetry={args.onRetry}
        requestExport={args.requestExport}
      />
    ),
  };
}

const handlers: Handlers = {
  onChange: fn(),
  onPageChange: fn(),
  onRetry: fn(),
  requestExport: fn(() => Promise.resolve(queuedJob)),
};

const meta = {
  title: 'Contactos/Listas',
  args: handlers,
  decorators: [
    (Story) => (
      <WithExportEnvironment>
        <Box p="6">
          <Story />
        </Box>
      </WithExportEnvironment>
    ),
  ],
} satisfies Meta<Handlers>;

export default meta;
type Story = StoryObj<typeof meta>;

const projects = base(projectContactKind, projectContactRows);
const withProjectFilters = {
  ...projects,
  filters: { ...projects.filters, agencies: agencyOptions, projects: projectOptions },
};

/** Admin: agency and project filters, every agency's forms. */
export const ProjectForms = story(withProjectFilters);
/** A RealstateAdmin: their projects only, no agency filter. */
export const ProjectFormsAgencyRole = story({
  ...projects,
  filters: { ...projects.filters, agencies: null, projects: projectOptions },
});
export const ProjectFormsLoading = story({ ...withProjectFilters, page: null, loading: true });
export const ProjectFormsEmpty = story({ ...withProjectFilters, page: pageOf([]) });
export const ProjectFormsFilteredEmpty = story({
  ...withProjectFilters,
  page: pageOf([]),
  filters: { ...withProjectFilters.filters, value: { ...FILTERED, project: '2' } },
});
export const ProjectFormsFailed = story({
  ...withProjectFilters,
  page: null,
  error: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
});
export const ProjectFormsLongText = story({
  ...withProjectFilters,
  page: pageOf(longProjectContactRows),
});

const newsletter = base(newsletterKind, newsletterRows);
export const Newsletter = story(newsletter, '/contacts/newsletter');
export const NewsletterLoading = story({ ...newsletter, page: null, loading: true });
export const NewsletterEmpty = story({ ...newsletter, page: pageOf([]) });
export const NewsletterFilteredEmpty = story({
  ...newsletter,
  page: pageOf([]),
  filters: { ...newsletter.filters, value: FILTERED },
});
export const NewsletterFailed = story({ ...newsletter, page: null, error: 'Error del servidor.' });

const enterprise = base(enterpriseKind, enterpriseRows);
export const Enterprise = story(enterprise, '/contacts/enterprise');
export const EnterpriseLoading = story({ ...enterprise, page: null, loading: true });
export const EnterpriseEmpty = story({ ...enterprise, page: pageOf([]) });
export const EnterpriseFilteredEmpty = story({
  ...enterprise,
  page: pageOf([]),
  filters: { ...enterprise.filters, value: FILTERED },
});
export const EnterpriseFailed = story({ ...enterprise, page: null, error: 'Error del servidor.' });
export const EnterpriseLongText = story({
  ...enterprise,
  page: pageOf(enterpriseRows.map((row) => ({ ...row, message: LONG_MESSAGE }))),
});

const formSection = base(formSectionKind, formSectionRows);
export const FormSection = story(formSection, '/contacts/form-section');
export const FormSectionLoading = story({ ...formSection, page: null, loading: true });
export const FormSectionEmpty = story({ ...formSection, page: pageOf([]) });
export const FormSectionFilteredEmpty = story({
  ...formSection,
  page: pageOf([]),
  filters: { ...formSection.filters, value: FILTERED },
});
export const FormSectionFailed = story({ ...formSection, page: null, error: 'Error del servidor.' }); // prettier-ignore
export const FormSectionLongText = story({
  ...formSection,
  page: pageOf(formSectionRows.map((row) => ({ ...row, message: LONG_MESSAGE }))),
});

const homeSection = base(homeSectionKind, homeSectionRows);
export const HomeSection = story(homeSection, '/contacts/form-home-section');
export const HomeSectionLoading = story({ ...homeSection, page: null, loading: true });
export const HomeSectionEmpty = story({ ...homeSection, page: pageOf([]) });
export const HomeSectionFilteredEmpty = story({
  ...homeSection,
  page: pageOf([]),
  filters: { ...homeSection.filters, value: FILTERED },
});
export const HomeSectionFailed = story({ ...homeSection, page: null, error: 'Error del servidor.' }); // prettier-ignore
/** Long names wrap within their column instead of widening the table. */
export const HomeSectionLongText = story({
  ...homeSection,
  page: pageOf(
    homeSectionRows.map((row) => ({
      ...row,
      name: 'María de los Ángeles Fernández-Valenzuela de la Fuente Sepúlveda',
    })),
  ),
});
