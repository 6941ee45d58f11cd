// Negocios.xlsx through the export jobs (requestProspectFile) with the page's filters: the button
// follows the job and downloads the file when the server has written it.
import { useCallback } from 'react';
import { RequestProspectFileDocument } from '../../../../graphql/generated/client/graphql';
import type { ExportJob } from '../../../../machines/exports/exports.types';
import { useExportJobEnvironment } from '../../../components/export-job/export-job-environment';
import { exportVariables, type BusinessFilters } from './business-filter-state';

export function useBusinessExport(filters: BusinessFilters): () => Promise<ExportJob> {
  const { execute } = useExportJobEnvironment();
  // The mutation has no search: typing in the search box keeps the same request.
  const { project, from, to, rukan, preapproval } = filters;
  return useCallback(
    () =>
      execute(
        RequestProspectFileDocument,
        exportVariables({ q: '', project, from, to, rukan, preapproval }),
      ).then((result) => result.requestProspectFile),
    [execute, project, from, to, rukan, preapproval],
  );
}
