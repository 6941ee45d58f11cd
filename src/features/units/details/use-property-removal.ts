// Removing a home after confirmation. The server refuses while bookings or promises point at it
// ("La propiedad tiene reservas o promesas asociadas."): that message is shown as it comes.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { RemovePropertyDocument } from '../../../../graphql/generated/client/graphql';
import { toaster } from '../../../components/toaster';
import { invalidateForRecord } from '../../../lib/record-invalidation';
import { executeOperation } from '../../../lib/network/execute';
import { errorMessage } from '../../../lib/network/errors';

export function usePropertyRemoval(
  property: { id: string; identifier: string; project_id: string } | null,
) {
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (id: string) => executeOperation(RemovePropertyDocument, { property_id: id }),
    onMutate: () => setRefusal(null),
    onSuccess: async () => {
      setAsking(false);
      toaster.create({
        type: 'success',
        title: `Propiedad ${property?.identifier ?? ''} eliminada.`,
      });
      await invalidateForRecord(client, 'property');
      navigate(`/properties?project=${encodeURIComponent(property?.project_id ?? '')}`);
    },
    onError: (error) => {
      setAsking(false);
      setRefusal(errorMessage(error));
    },
  });
  return {
    asking,
    ask: () => setAsking(true),
    cancel: () => setAsking(false),
    confirm: () => property && mutation.mutate(property.id),
    removing: mutation.isPending,
    refusal,
  };
}
