// Route /contacts («Formularios de proyectos»): agency (for the roles that see every agency),
// project, dates, sort and page in the URL; the export follows the filters chosen.
import { useCallback } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import {
  AgencyOptionsDocument,
  ContactFormsDocument,
  ProjectsRelatedToMeDocument,
  RequestContactsDocument,
} from '../../../graphql/generated/client/graphql';
import { useExportJobEnvironment } from '../../components/export-job/export-job-environment';
import { useViewer } from '../../lib/auth';
import { errorMessage } from '../../lib/network/errors';
import { useTypedQuery } from '../../lib/react/use-typed-query';
import { sortVariable, useUrlSort } from '../../components/data-table/use-url-sort';
import { projectContactVariables } from './contact-filters';
import { projectContactKind } from './contact-kinds';
import { ContactsListView } from './contacts-list-view';
import { useContactListState, useLastPageGuard } from './use-contact-list-state';
import { SavedViewsScope } from '../../components/saved-views/saved-views-scope';

const LOOKUP = { staleTime: 5 * 60_000 } as const;

export function ContactFormsPage() {
  const state = useContactListState();
  const { filters } = state;
  const sort = useUrlSort();
  const list = useTypedQuery(
    ContactFormsDocument,
    { ...projectContactVariables(filters), page: filters.page, ...sortVariable(sort) },
    { placeholderData: keepPreviousData },
  );
  const page = list.data?.contactform ?? null;
  useLastPageGuard(filters.page, page?.last_page, !list.isPlaceholderData, state.setParams);
  const viewer = useViewer();
  // Agency roles see their own agencies only: the project filter is all they need.
  const everyAgency = viewer !== null && !viewer.scoped;
  const agencies = useTypedQuery(AgencyOptionsDocument, {}, { ...LOOKUP, enabled: everyAgency });
  const projects = useTypedQuery(ProjectsRelatedToMeDocument, {}, LOOKUP);
  const { execute } = useExportJobEnvironment();
  const { agency, project, from, to } = filters;
  const requestExport = useCallback(
    () =>
      execute(RequestContactsDocument, {
        ...projectContactVariables({ agency, project, from, to }),
        type: 'xlsx',
      }).then((result) => result.requestContactsMutation),
    [execute, agency, project, from, to],
  );
  const projectOptions = (projects.data?.projectsrelatedtome ?? [])
    .filter((p) => agency === '' || p.real_state_agency_id === agency)
    .map((p) => ({ value: p.id, label: p.name }));
  const agencyOptions = everyAgency
    ? (agencies.data?.realstateagenciesnopagination ?? []).map((a) => ({
        value: a.id,
        label: a.name,
      }))
    : null;
  return (
    <SavedViewsScope list="contacts">
      <ContactsListView
        kind={projectContactKind}
        page={page}
        loading={list.isPending || list.isPlaceholderData}
        error={list.error ? errorMessage(list.error) : null}
        onRetry={() => void list.refetch()}
        filters={{
          value: filters,
          dateErrors: state.dateErrors,
          agencies: agencyOptions,
          projects: projectOptions,
          onChange: state.onChange,
        }}
        onPageChange={state.onPageChange}
        sort={sort}
        requestExport={requestExport}
      />
    </SavedViewsScope>
  );
}
