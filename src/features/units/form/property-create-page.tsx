// Route /properties/create[?project=]: a new home, in the project the list was showing.
import { useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react';
import { ProjectsRelatedToMeDocument } from '../../../../graphql/generated/client/graphql';
import { PageHeader } from '../../../components/page-header';
import { useTypedQuery } from '../../../lib/react/use-typed-query';
import { useUrlState } from '../../../lib/react/use-url-state';
import { PropertyForm } from './property-form';
import { emptyProperty } from './property-form.mapping';
import { useComplementOptions } from './use-complement-options';
import { usePropertySave } from './use-property-save';
import { PageSkeleton } from '../../../components/page-skeleton';

export function PropertyCreatePage() {
  const [params] = useUrlState();
  const initialProject = params['project'] ?? '';
  const [projectId, setProjectId] = useState(initialProject);
  const projects = useTypedQuery(ProjectsRelatedToMeDocument, {}, { staleTime: 5 * 60_000 });
  const complements = useComplementOptions(projectId);
  const { save, saving, failure } = usePropertySave(null);
  const defaults = useMemo(() => emptyProperty(initialProject), [initialProject]);
  const backHref = initialProject
    ? `/properties?project=${encodeURIComponent(initialProject)}`
    : '/properties';
  return (
    <Box>
      <PageHeader
        title="Crear propiedad"
        description="Los campos con * son obligatorios. Montos en UF, superficies en m²."
      />
      {projects.isPending ? (
        <PageSkeleton label="Cargando proyectos" variant="form" />
      ) : (
        <PropertyForm
          mode="create"
          defaultValues={defaults}
          projects={projects.data?.projectsrelatedtome ?? []}
          warehouses={complements.warehouses}
          parkingLots={complements.parkingLots}
          onProjectChange={setProjectId}
          onSubmit={save}
          saving={saving}
          fieldErrors={failure.fields}
          error={failure.message}
          cancelHref={backHref}
        />
      )}
    </Box>
  );
}
