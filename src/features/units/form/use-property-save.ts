// Saving the property form: create or edit, a toast, the lists refreshed, and back to the
// project's units; the server's messages by the field otherwise.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import {
  CreatePropertyDocument,
  EditPropertyDocument,
} from '../../../../graphql/generated/client/graphql';
import { toaster } from '../../../components/toaster';
import { invalidateForRecord } from '../../../lib/record-invalidation';
import { executeOperation } from '../../../lib/network/execute';
import { formFailureOf, type FormFailure } from '../../../lib/network/form-failure';
import { createVariables, editVariables } from './property-form.mapping';
import {
  PROPERTY_FIELDS,
  type PropertyField,
  type PropertyFormValues,
} from './property-form.schema';

const NO_FAILURE: FormFailure<PropertyField> = { fields: {}, message: null };
// A property's complements (warehouses, parking lots) show in their own lists too.
const UNIT_RECORDS = ['property', 'warehouse', 'parkinglot'];

export function usePropertySave(propertyId: string | null) {
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState(NO_FAILURE);
  const mutation = useMutation({
    mutationFn: async (values: PropertyFormValues) => {
      if (propertyId !== null)
        await executeOperation(EditPropertyDocument, editVariables(propertyId, values));
      else await executeOperation(CreatePropertyDocument, createVariables(values));
    },
    onMutate: () => setFailure(NO_FAILURE),
    onSuccess: async (_data, values) => {
      toaster.create({
        type: 'success',
        title:
          propertyId !== null
            ? `Propiedad ${values.identifier} actualizada.`
            : `Propiedad ${values.identifier} creada.`,
      });
      await invalidateForRecord(client, UNIT_RECORDS);
      navigate(`/properties?project=${encodeURIComponent(String(values.project_id))}`);
    },
    onError: (error) => setFailure(formFailureOf(error, PROPERTY_FIELDS)),
  });
  return { save: mutation.mutate, saving: mutation.isPending, failure };
}
