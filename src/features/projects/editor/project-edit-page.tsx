// Route /projects/{id}/edit: the project as the server holds it now (fetched fresh), the lookups,
// the masked payment keys for Admin and the media panel. Another agency's project is a 403 and
// an id that matches nothing a 404.
import { useMemo, useState } from 'react';
import { Box, Button } from '@chakra-ui/react';
import { History } from 'lucide-react';
import { Link, Redirect, useParams } from 'wouter';
import {
  ProjectDocument,
  ProjectPaymentKeysDocument,
  type ProjectFieldsFragment,
} from '../../../../graphql/generated/client/graphql';
import { FormAlert } from '../../../components/form-alert';
import { GatewayCheck } from '../../../components/gateway-check/gateway-check';
import { PageHeader } from '../../../components/page-header';
import { GraphQLRequestError, errorMessage } from '../../../lib/network/errors';
import { isNotFound } from '../../../lib/network/form-failure';
import { freshQueryOptions } from '../../../lib/query-client';
import { useTypedQuery } from '../../../lib/react/use-typed-query';
import { ProjectMediaPanel } from '../media/project-media-panel';
import { ProjectEditor } from './project-editor';
import { projectDefaults } from './project-form.mapping';
import { useProjectEditorOptions } from './use-project-editor-options';
import { useProjectSave } from './use-project-save';
import { useProjectViewer } from '../use-project-viewer';
import { usePaymentKeysCheck } from './use-payment-keys-check';
import { PageSkeleton } from '../../../components/page-skeleton';

const isForbidden = (error: unknown) =>
  error instanceof GraphQLRequestError && error.code === 'FORBIDDEN';

/** «Probar credenciales»: the stored keys checked with a harmless signed call to Flow. */
function PaymentKeysCheck({ projectId }: { projectId: string }) {
  const run = usePaymentKeysCheck(projectId);
  return <GatewayCheck label="Probar credenciales" busyLabel="Probando credenciales…" run={run} />;
}

export function ProjectEditPage() {
  const { id = '' } = useParams<{ id: string }>();
  const viewer = useProjectViewer();
  const isAdmin = viewer?.isAdmin ?? false;
  const query = useTypedQuery(ProjectDocument, { id }, freshQueryOptions);
  const keys = useTypedQuery(
    ProjectPaymentKeysDocument,
    { id },
    {
      ...freshQueryOptions,
      enabled: isAdmin,
    },
  );
  const { options, loading, error } = useProjectEditorOptions({ isAdmin, projectId: id });
  const [saved, setSaved] = useState<ProjectFieldsFragment | null>(null);
  const { save, saving, failure } = useProjectSave(id, setSaved);
  const project = saved ?? query.data?.projects.data[0];
  const defaults = useMemo(() => (project ? projectDefaults(project) : null), [project]);

  if (isForbidden(query.error)) return <Redirect to="/error-403" replace />;
  if (isNotFound(query.error) || (query.isSuccess && !project))
    return <Redirect to="/error-404" replace />;
  const ready = defaults !== null && viewer !== null && !loading;
  return (
    <Box>
      <PageHeader
        title={project ? `Editar «${project.name}»` : 'Editar proyecto'}
        description={project?.realstateagency?.name}
        actions={
          <Button asChild variant="outline" colorPalette="gray">
            <Link href={`/projects/${id}/audits`}>
              <History aria-hidden />
              Ver auditoría
            </Link>
          </Button>
        }
      />
      {query.error || error ? <FormAlert>{errorMessage(query.error ?? error)}</FormAlert> : null}
      {!ready && !query.error ? <PageSkeleton label="Cargando proyecto" variant="form" /> : null}
      {ready ? (
        <ProjectEditor
          key={id}
          mode="edit"
          defaultValues={defaults}
          options={options}
          isAdmin={isAdmin}
          paymentKeys={keys.data?.projects.data[0]?.paymentkeys ?? null}
          paymentKeysCheck={<PaymentKeysCheck projectId={id} />}
          mediaPanel={<ProjectMediaPanel projectId={id} />}
          saving={saving}
          fieldErrors={failure.fields}
          error={failure.message}
          onSubmit={save}
        />
      ) : null}
    </Box>
  );
}
