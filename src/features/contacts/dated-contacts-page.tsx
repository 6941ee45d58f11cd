// The four forms without project (/contacts/newsletter, /enterprise, /form-section,
// /form-home-section): one page component, given the kind, its query and its export. Dates and
// page live in the URL.
import { useCallback } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { ExportJob } from '../../../machines/exports/exports.types';
import { useExportJobEnvironment } from '../../components/export-job/export-job-environment';
import { errorMessage } from '../../lib/network/errors';
import { useTypedQuery } from '../../lib/react/use-typed-query';
import { datedVariables } from './contact-filters';
import type { ContactKind } from './contact-kinds';
import { ContactsListView } from './contacts-list-view';
import type { ContactPage } from './contacts.types';
import { useContactListState, useLastPageGuard } from './use-contact-list-state';

interface DatedVariables {
  date_init?: string | null;
  date_end?: string | null;
}

export interface DatedContactsSource<TData, TExport, T extends { id: string }> {
  kind: ContactKind<T>;
  query: TypedDocumentNode<TData, DatedVariables & { page?: number | null }>;
  pageOf(data: TData): ContactPage<T>;
  exportDocument: TypedDocumentNode<TExport, DatedVariables>;
  jobOf(data: TExport): ExportJob;
}

export function DatedContactsPage<TData, TExport, T extends { id: string }>({
  source,
}: {
  source: DatedContactsSource<TData, TExport, T>;
}) {
  const state = useContactListState();
  const { filters } = state;
  const list = useTypedQuery(
    source.query,
    { ...datedVariables(filters), page: filters.page },
    { placeholderData: keepPreviousData },
  );
  const page = list.data ? source.pageOf(list.data) : null;
  useLastPageGuard(filters.page, page?.last_page, !list.isPlaceholderData, state.setParams);
  const { execute } = useExportJobEnvironment();
  const { from, to } = filters;
  const { exportDocument, jobOf } = source;
  const requestExport = useCallback(
    () => execute(exportDocument, datedVariables({ from, to })).then(jobOf),
    [execute, exportDocument, jobOf, from, to],
  );
  return (
    <ContactsListView
      kind={source.kind}
      page={page}
      loading={list.isPending || list.isPlaceholderData}
      error={list.error ? errorMessage(list.error) : null}
      onRetry={() => void list.refetch()}
      filters={{ value: filters, dateErrors: state.dateErrors, onChange: state.onChange }}
      onPageChange={state.onPageChange}
      requestExport={requestExport}
    />
  );
}
