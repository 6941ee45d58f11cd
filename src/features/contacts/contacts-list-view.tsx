// Any of the five contact lists without data fetching: the header with the Excel export, the
// filters, the table of the kind's columns with its loading, empty and failed states, the pages.
import { Box } from '@chakra-ui/react';
import type { ExportJob } from '../../../machines/exports/exports.types';
import { DataTable } from '../../components/data-table/data-table';
import type { TableSort } from '../../components/data-table/sort-header';
import { ExportButton } from '../../components/export-job/export-button';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination/pagination';
import { isFiltered } from './contact-filters';
import type { ContactKind } from './contact-kinds';
import { ContactsFilterBar, type ContactsFilterBarProps } from './contacts-filter-bar';
import type { ContactPage } from './contacts.types';

export interface ContactsListViewProps<T extends { id: string }> {
  kind: ContactKind<T>;
  /** The page shown (the previous one while the next loads); null before the first answer. */
  page: ContactPage<T> | null;
  loading: boolean;
  error: string | null;
  onRetry?(): void;
  filters: Omit<ContactsFilterBarProps, 'label'>;
  onPageChange(page: number): void;
  /** The list's sort (kept in the URL); only the project forms list sorts. */
  sort?: TableSort;
  /** Requests the Excel file with the current filters; no button without it. */
  requestExport?(): Promise<ExportJob>;
}

const rowId = (row: { id: string }) => row.id;

export function ContactsListView<T extends { id: string }>(props: ContactsListViewProps<T>) {
  const { kind, page, loading, error, onRetry, filters, onPageChange } = props;
  const { agency, project, from, to } = filters.value;
  const filtered = isFiltered(filters.value);
  return (
    <Box>
      <PageHeader
        title={kind.title}
        description={kind.description}
        actions={
          props.requestExport ? (
            // New filters give a fresh button: an export requested before goes on in the panel.
            <ExportButton
              key={JSON.stringify([agency, project, from, to])}
              label="Exportar a Excel"
              request={props.requestExport}
            />
          ) : null
        }
      />
      <ContactsFilterBar label={`Filtros de ${kind.caption.toLowerCase()}`} {...filters} />
      {error ? <LoadError message={error} onRetry={onRetry} /> : null}
      <DataTable
        caption={kind.caption}
        columns={kind.columns}
        sort={props.sort}
        data={page?.data ?? []}
        loading={loading}
        emptyText={
          error
            ? 'No hay datos que mostrar.'
            : filtered
              ? kind.emptyText.noMatch
              : kind.emptyText.none
        }
        getRowId={rowId}
      />
      {page && page.total > 0 ? (
        <Pagination page={page} onPageChange={onPageChange} disabled={loading} />
      ) : null}
    </Box>
  );
}
