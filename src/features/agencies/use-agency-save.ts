// Saving the agency form: create or edit, a toast and back to the list on success, the server's
// messages by the field otherwise.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import {
  CreateRealStateAgencyDocument,
  EditRealStateAgencyDocument,
} from '../../../graphql/generated/client/graphql';
import { toaster } from '../../components/toaster';
import { invalidateForRecord } from '../../lib/record-invalidation';
import { executeOperation } from '../../lib/network/execute';
import { AGENCY_FIELDS, type AgencyField, type AgencyFormValues } from './agency-form.schema';
import { createVariables, editVariables } from './agency-form.mapping';
import { formFailureOf, type FormFailure } from '../../lib/network/form-failure';

const NO_FAILURE: FormFailure<AgencyField> = { fields: {}, message: null };

export function useAgencySave(agencyId: string | null) {
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState(NO_FAILURE);
  const mutation = useMutation({
    mutationFn: async (values: AgencyFormValues) => {
      if (agencyId !== null)
        await executeOperation(EditRealStateAgencyDocument, editVariables(agencyId, values));
      else await executeOperation(CreateRealStateAgencyDocument, createVariables(values));
    },
    onMutate: () => setFailure(NO_FAILURE),
    onSuccess: async (_data, values) => {
      toaster.create({
        type: 'success',
        title:
          agencyId !== null
            ? `Inmobiliaria «${values.name}» actualizada.`
            : `Inmobiliaria «${values.name}» creada.`,
      });
      await invalidateForRecord(client, 'agency');
      navigate('/agencies');
    },
    onError: (error) => setFailure(formFailureOf(error, AGENCY_FIELDS)),
  });
  return { save: mutation.mutate, saving: mutation.isPending, failure };
}
