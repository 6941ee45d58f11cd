// Changes a quotation's status (editQuotation). The dialog shows a refusal itself; on success
// every query that reads quotations (this page, the list, the audits) fetches again, and a toast
// says in Spanish what changed.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { EditQuotationDocument } from '../../../graphql/generated/client/graphql';
import { toaster } from '../../components/toaster';
import { useTypedMutation } from '../../lib/react/use-typed-query';
import { invalidateForRecord } from '../../lib/record-invalidation';
import { quotationStatus, statusLabel, type QuotationStatus } from '../../shared/sales-status';

export function useQuotationStatus(quotationId: string) {
  const queryClient = useQueryClient();
  const { mutateAsync } = useTypedMutation(EditQuotationDocument);
  return useCallback(
    async (status: QuotationStatus) => {
      const { editQuotation } = await mutateAsync({ quotation_id: quotationId, status });
      await invalidateForRecord(queryClient, 'quotation');
      toaster.create({
        type: 'success',
        title: 'Estado actualizado',
        description: `La cotización N° ${editQuotation.id} quedó «${statusLabel(quotationStatus, editQuotation.status)}».`,
      });
    },
    [mutateAsync, queryClient, quotationId],
  );
}
