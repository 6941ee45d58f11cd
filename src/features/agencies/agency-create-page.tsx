// Route /agencies/create.
import { Box } from '@chakra-ui/react';
import { PageHeader } from '../../components/page-header';
import { AgencyForm } from './agency-form';
import { agencyDefaults } from './agency-form.mapping';
import { useAgencySave } from './use-agency-save';

export function AgencyCreatePage() {
  const { save, saving, failure } = useAgencySave(null);
  return (
    <Box>
      <PageHeader
        title="Crear inmobiliaria"
        description="Solo el nombre es obligatorio; el resto puedes completarlo después."
      />
      <AgencyForm
        mode="create"
        defaultValues={agencyDefaults()}
        saving={saving}
        fieldErrors={failure.fields}
        error={failure.message}
        onSubmit={save}
      />
    </Box>
  );
}
