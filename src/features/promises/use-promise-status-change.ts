// The status change of a promise request or order through the sales-record kit: the dialog awaits
// it, so a refusal (the table's, or the server's "the unit's booking is unpaid") stays in the
// dialog in Spanish. A success re-reads the record and both lists (an order's change shows in its
// request) and toasts.
import {
  EditPromiseOrderDocument,
  EditPromiseRequestDocument,
} from '../../../graphql/generated/client/graphql';
import { useStatusChange } from '../../components/sales-record/use-record-change';
import { useTypedMutation } from '../../lib/react/use-typed-query';
import {
  promiseOrderStatus,
  promiseRequestStatus,
  statusLabel,
  type PromiseOrderStatus,
  type PromiseRequestStatus,
} from '../../shared/sales-status';

export const PROMISE_RECORDS = ['promise_request', 'promise_order'] as const;

export function usePromiseRequestStatusChange(id: string) {
  const { mutateAsync } = useTypedMutation(EditPromiseRequestDocument);
  return useStatusChange({
    save: (status: PromiseRequestStatus) => mutateAsync({ id, status }),
    refresh: PROMISE_RECORDS,
    saved: (_result, status) => ({
      title: `Solicitud de promesa en estado «${statusLabel(promiseRequestStatus, status)}».`,
    }),
  });
}

export function usePromiseOrderStatusChange(id: string) {
  const { mutateAsync } = useTypedMutation(EditPromiseOrderDocument);
  return useStatusChange({
    save: (status: PromiseOrderStatus) => mutateAsync({ id, status }),
    refresh: PROMISE_RECORDS,
    saved: (_result, status) => ({
      title: `Pago de promesa en estado «${statusLabel(promiseOrderStatus, status)}».`,
    }),
  });
}
