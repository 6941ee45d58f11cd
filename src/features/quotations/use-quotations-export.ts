// Cotizaciones.xlsx through the export jobs (requestQuotationsFile): the button follows the job
// and downloads the file when the server has written it.
import { useCallback } from 'react';
import { RequestQuotationsFileDocument } from '../../../graphql/generated/client/graphql';
import type { ExportJob } from '../../../machines/exports/exports.types';
import { useExportJobEnvironment } from '../../components/export-job/export-job-environment';
import { quotationExportVariables, type QuotationExportFilters } from './quotation-filters';

// The export takes only these four filters: a new page or search keeps the same request.
export function useQuotationsExport(filters: QuotationExportFilters): () => Promise<ExportJob> {
  const { execute } = useExportJobEnvironment();
  const { project, agency, from, to } = filters;
  return useCallback(
    () =>
      execute(
        RequestQuotationsFileDocument,
        quotationExportVariables({ project, agency, from, to }),
      ).then((result) => result.requestQuotationsFile),
    [execute, project, agency, from, to],
  );
}
