// Route /promises-requests («Solicitud de Promesas»): project, status, search and page in the URL;
// the export, for the roles the policy lets export, follows the project and status chosen.
import {
  PromiseRequestsDocument,
  RequestPromiseRequestFileDocument,
  type PromiseRequestsQuery,
  type RequestPromiseRequestFileMutation,
} from '../../../../graphql/generated/client/graphql';
import { useSalesRecordListPage } from '../../../components/sales-record/use-sales-record-list';
import { useCan } from '../../../lib/auth';
import { promiseRequestStatus } from '../../../shared/sales-status';
import { PromiseRequestsView } from './requests-list-view';
import { SavedViewsScope } from '../../../components/saved-views/saved-views-scope';

const pageOf = (result: PromiseRequestsQuery) => result.promiserequests;
const jobOf = (result: RequestPromiseRequestFileMutation) => result.requestPromiseRequestFile;

export function PromiseRequestsPage() {
  const list = useSalesRecordListPage({
    table: promiseRequestStatus,
    list: PromiseRequestsDocument,
    pageOf,
    exportFile: RequestPromiseRequestFileDocument,
    jobOf,
  });
  const canExport = useCan('requestPromiseRequestFile');
  return (
    <SavedViewsScope list="promises-requests">
      <PromiseRequestsView {...list} requestExport={canExport ? list.requestExport : undefined} />
    </SavedViewsScope>
  );
}
