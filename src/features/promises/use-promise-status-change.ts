// The status change of a promise request or order: the dialog awaits it, so a refusal (the
// table's, or the server's "the unit's booking is unpaid") stays in the dialog in Spanish. A
// success toasts and re-reads the record and both lists (an order's change shows in its request).
import { useQueryClient } from '@tanstack/react-query';
import {
  EditPromiseOrderDocument,
  EditPromiseRequestDocument,
} from '../../../graphql/generated/client/graphql';
import { toaster } from '../../components/toaster';
import { invalidateForRecord } from '../../lib/record-invalidation';
import { useTypedMutation } from '../../lib/react/use-typed-query';
import {
  promiseOrderStatus,
  promiseRequestStatus,
  statusLabel,
  type PromiseOrderStatus,
  type PromiseRequestStatus,
} from '../../shared/sales-status';

function useRefresh() {
  const client = useQueryClient();
  return () => invalidateForRecord(client, ['promise_request', 'promise_order']);
}

export function usePromiseRequestStatusChange(id: string) {
  const refresh = useRefresh();
  const mutation = useTypedMutation(EditPromiseRequestDocument);
  return async (status: PromiseRequestStatus) => {
    await mutation.mutateAsync({ id, status });
    toaster.create({
      type: 'success',
      title: `Solicitud de promesa en estado «${statusLabel(promiseRequestStatus, status)}».`,
    });
    await refresh();
  };
}

export function usePromiseOrderStatusChange(id: string) {
  const refresh = useRefresh();
  const mutation = useTypedMutation(EditPromiseOrderDocument);
  return async (status: PromiseOrderStatus) => {
    await mutation.mutateAsync({ id, status });
    toaster.create({
      type: 'success',
      title: `Pago de promesa en estado «${statusLabel(promiseOrderStatus, status)}».`,
    });
    await refresh();
  };
}
