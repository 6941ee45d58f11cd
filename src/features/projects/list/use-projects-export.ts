// Proyectos.xlsx (spec §7: GET api/excelProjects with the list's filters, blob): the projects the
// list shows under its current agency and project filters, every page of them.
import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toaster } from '../../../components/toaster';
import { saveBlob } from '../../../lib/download';
import { errorMessage } from '../../../lib/network/errors';
import { getBlob } from '../../../lib/network/rest';

export interface ProjectsExportFilters {
  /** Agency id, '' = all. */
  agency: string;
  projectIds: readonly string[];
}

export function useProjectsExport(filters: ProjectsExportFilters) {
  const download = useMutation({
    mutationFn: (current: ProjectsExportFilters) =>
      getBlob('api/excelProjects', {
        // The server reads project_id comma-separated, as the list's URL keeps it.
        query: { real_state_agency: current.agency, project_id: current.projectIds.join(',') },
      }),
    onSuccess: (blob) => saveBlob(blob, 'Proyectos.xlsx'),
    onError: (error) =>
      toaster.create({
        type: 'error',
        title: 'No pudimos descargar el Excel de proyectos.',
        description: errorMessage(error),
      }),
  });
  const { mutate } = download;
  const { agency, projectIds } = filters;
  const start = useCallback(() => mutate({ agency, projectIds }), [mutate, agency, projectIds]);
  return { start, exporting: download.isPending };
}
