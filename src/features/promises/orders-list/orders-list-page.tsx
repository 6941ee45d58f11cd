// Route /promises-orders («Pagos de Promesas»): project, status, search and page in the URL; the
// export, for the roles the policy lets export, follows the project and status chosen.
import {
  PromiseOrdersDocument,
  RequestPromiseOrderFileDocument,
  type PromiseOrdersQuery,
  type RequestPromiseOrderFileMutation,
} from '../../../../graphql/generated/client/graphql';
import { useSalesRecordListPage } from '../../../components/sales-record/use-sales-record-list';
import { useCan } from '../../../lib/auth';
import { promiseOrderStatus } from '../../../shared/sales-status';
import { PromiseOrdersView } from './orders-list-view';
import { SavedViewsScope } from '../../../components/saved-views/saved-views-scope';

const pageOf = (result: PromiseOrdersQuery) => result.promiseorders;
const jobOf = (result: RequestPromiseOrderFileMutation) => result.requestPromiseOrderFile;

export function PromiseOrdersPage() {
  const list = useSalesRecordListPage({
    table: promiseOrderStatus,
    list: PromiseOrdersDocument,
    pageOf,
    exportFile: RequestPromiseOrderFileDocument,
    jobOf,
  });
  const canExport = useCan('requestPromiseOrderFile');
  return (
    <SavedViewsScope list="promises-orders">
      <PromiseOrdersView {...list} requestExport={canExport ? list.requestExport : undefined} />
    </SavedViewsScope>
  );
}
