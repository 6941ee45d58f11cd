// Route /preapprovals: project, status, search and page in the URL (?project=, ?status=, ?q=,
// ?page=), the previous page kept on screen while the next one loads; the export asks for the
// Excel of the same project and status. The sales-record kit does all of it.
import {
  PreapprovalsDocument,
  RequestApprovalFileDocument,
  type PreapprovalsQuery,
  type RequestApprovalFileMutation,
} from '../../../graphql/generated/client/graphql';
import { useSalesRecordListPage } from '../../components/sales-record/use-sales-record-list';
import { useCan } from '../../lib/auth';
import { preapprovalStatus } from '../../shared/sales-status';
import { PreapprovalsView } from './preapprovals-view';
import { SavedViewsScope } from '../../components/saved-views/saved-views-scope';

const pageOf = (result: PreapprovalsQuery) => result.preapprovals;
const jobOf = (result: RequestApprovalFileMutation) => result.requestApprovalFile;

export function PreapprovalsPage() {
  const list = useSalesRecordListPage({
    table: preapprovalStatus,
    list: PreapprovalsDocument,
    pageOf,
    exportFile: RequestApprovalFileDocument,
    jobOf,
  });
  const canOpen = useCan('/preapprovals/1/details');
  const canExport = useCan('requestApprovalFile');
  return (
    <SavedViewsScope list="preapprovals">
      <PreapprovalsView
        {...list}
        canOpen={canOpen}
        requestExport={canExport ? list.requestExport : undefined}
      />
    </SavedViewsScope>
  );
}
