// Route /agencies/{id}/edit: the agency with its projects; an id that matches nothing is a 404.
import { Box, Button } from '@chakra-ui/react';
import { History } from 'lucide-react';
import { Link, Redirect, useParams } from 'wouter';
import { AgencyDocument } from '../../../graphql/generated/client/graphql';
import { PageHeader } from '../../components/page-header';
import { errorMessage } from '../../lib/network/errors';
import { useTypedQuery } from '../../lib/react/use-typed-query';
import { isNotFound } from '../../lib/network/form-failure';
import { AgencyForm } from './agency-form';
import { agencyDefaults } from './agency-form.mapping';
import { mediaUrl } from './agencies.types';
import { FormAlert } from '../../components/form-alert';
import { useAgencySave } from './use-agency-save';
import { PageSkeleton } from '../../components/page-skeleton';

export function AgencyEditPage() {
  const { id = '' } = useParams<{ id: string }>();
  // The form starts from what the server holds now, not from a list page seen minutes ago.
  const query = useTypedQuery(AgencyDocument, { id }, { staleTime: 0, refetchOnMount: 'always' });
  const { save, saving, failure } = useAgencySave(id);
  const agency = query.data?.realstateagencies.data[0];

  if (isNotFound(query.error) || (query.isSuccess && !agency))
    return <Redirect to="/error-404" replace />;
  return (
    <Box>
      <PageHeader
        title={agency ? `Editar «${agency.name}»` : 'Editar inmobiliaria'}
        actions={
          <Button asChild variant="outline" colorPalette="gray">
            <Link href={`/agencies/${id}/audits`}>
              <History aria-hidden />
              Ver auditoría
            </Link>
          </Button>
        }
      />
      {query.error ? <FormAlert>{errorMessage(query.error)}</FormAlert> : null}
      {query.isPending ? <PageSkeleton label="Cargando inmobiliaria" variant="form" /> : null}
      {agency ? (
        <AgencyForm
          key={agency.id}
          mode="edit"
          defaultValues={agencyDefaults(agency)}
          currentLogoUrl={mediaUrl(agency, 'logo')}
          currentCoverUrl={mediaUrl(agency, 'cover_page')}
          projects={agency.projects}
          saving={saving}
          fieldErrors={failure.fields}
          error={failure.message}
          onSubmit={save}
        />
      ) : null}
    </Box>
  );
}
