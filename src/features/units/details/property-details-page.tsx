// Route /properties/{id}/details: every field of the home editable, its model's floor plan, the
// complements of its project, removal and (Admin) the audits.
import { useMemo } from 'react';
import { Box, Button, HStack } from '@chakra-ui/react';
import { History, Trash2 } from 'lucide-react';
import { Link, Redirect, useParams } from 'wouter';
import { PropertyDocument } from '../../../../graphql/generated/client/graphql';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { PageHeader } from '../../../components/page-header';
import { useCan } from '../../../lib/auth';
import { errorMessage } from '../../../lib/network/errors';
import { isNotFound } from '../../../lib/network/form-failure';
import { useTypedQuery } from '../../../lib/react/use-typed-query';
import { FloorPlanCard } from './floor-plan-card';
import { PropertyFinancingCard } from './property-financing-card';
import { PropertyForm } from '../form/property-form';
import { propertyDefaults } from '../form/property-form.mapping';
import { useComplementOptions } from '../form/use-complement-options';
import { usePropertyRemoval } from './use-property-removal';
import { usePropertySave } from '../form/use-property-save';
import { PageSkeleton } from '../../../components/page-skeleton';

export function PropertyDetailsPage() {
  const { id = '' } = useParams<{ id: string }>();
  const query = useTypedQuery(PropertyDocument, { id }, { staleTime: 0, refetchOnMount: 'always' });
  const property = query.data?.properties.data[0] ?? null;
  const complements = useComplementOptions(property?.project_id ?? '');
  const { save, saving, failure } = usePropertySave(id);
  const removal = usePropertyRemoval(property);
  // Audits are Admin-only (spec §6).
  const canSeeAudits = useCan('/properties/0/audits');
  const defaults = useMemo(() => (property ? propertyDefaults(property) : null), [property]);

  if (isNotFound(query.error) || (query.isSuccess && !property))
    return <Redirect to="/error-404" replace />;
  const project = property?.project ?? null;
  return (
    <Box>
      <PageHeader
        title={property ? `Propiedad ${property.identifier}` : 'Detalle de propiedad'}
        description={project ? project.name : undefined}
        actions={
          <HStack gap="2">
            {canSeeAudits ? (
              <Button asChild variant="outline" colorPalette="gray">
                <Link href={`/properties/${id}/audits`}>
                  <History aria-hidden />
                  Ver auditoría
                </Link>
              </Button>
            ) : null}
            <Button
              variant="outline"
              colorPalette="danger"
              onClick={removal.ask}
              disabled={!property}
            >
              <Trash2 aria-hidden />
              Eliminar
            </Button>
          </HStack>
        }
      />
      {query.error ? <FormAlert>{errorMessage(query.error)}</FormAlert> : null}
      {removal.refusal ? <FormAlert>{removal.refusal}</FormAlert> : null}
      {query.isPending ? <PageSkeleton label="Cargando propiedad" variant="details" /> : null}
      {property && defaults ? (
        <PropertyForm
          key={property.id}
          mode="edit"
          defaultValues={defaults}
          projects={project ? [project] : []}
          warehouses={complements.warehouses}
          parkingLots={complements.parkingLots}
          onSubmit={save}
          saving={saving}
          fieldErrors={failure.fields}
          error={failure.message}
          cancelHref={`/properties?project=${encodeURIComponent(property.project_id)}`}
          aside={<FloorPlanCard model={property.model} medias={property.medias} />}
        />
      ) : null}
      {property ? (
        <Box mt="5">
          <PropertyFinancingCard id={property.id} />
        </Box>
      ) : null}
      <ConfirmDialog
        open={removal.asking}
        title={`¿Eliminar la propiedad ${property?.identifier ?? ''}?`}
        description="Dejará de aparecer en las listas y en el sitio público. No se puede eliminar si tiene reservas o promesas."
        confirmLabel="Eliminar propiedad"
        busy={removal.removing}
        onCancel={removal.cancel}
        onConfirm={removal.confirm}
      />
    </Box>
  );
}
