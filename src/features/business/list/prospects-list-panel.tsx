// The list view's data: `prospects` with the page's filters and the page in the URL; the previous
// page stays on screen while the next one loads.
import { useEffect } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { ProspectsDocument } from '../../../../graphql/generated/client/graphql';
import { errorMessage } from '../../../lib/network/errors';
import { useTypedQuery } from '../../../lib/react/use-typed-query';
import { isFiltered, listVariables, type BusinessFilters } from '../board/business-filter-state';
import { SavedViewsScope } from '../../../components/saved-views/saved-views-scope';
import { ProspectsList } from './prospects-list';

export interface ProspectsListPanelProps {
  filters: BusinessFilters;
  page: number;
  onPageChange(page: number, options?: { replace?: boolean }): void;
}

export function ProspectsListPanel({ filters, page, onPageChange }: ProspectsListPanelProps) {
  const list = useTypedQuery(ProspectsDocument, listVariables(filters, page), {
    placeholderData: keepPreviousData,
  });
  // Past the last page (a filter narrowed the list): show the new last page instead of nothing.
  const lastPage = list.data?.prospects.last_page;
  useEffect(() => {
    if (!list.isPlaceholderData && lastPage !== undefined && page > lastPage)
      onPageChange(lastPage, { replace: true });
  }, [list.isPlaceholderData, lastPage, page, onPageChange]);
  return (
    <SavedViewsScope list="prospects">
      <ProspectsList
        page={list.data?.prospects ?? null}
        loading={list.isPending || list.isPlaceholderData}
        error={list.error ? errorMessage(list.error) : null}
        onRetry={() => void list.refetch()}
        filtered={isFiltered(filters)}
        onPageChange={onPageChange}
      />
    </SavedViewsScope>
  );
}
