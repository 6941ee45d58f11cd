// The shapes the pre-approval pages work with, named after what they are. All come from the
// operation documents (graphql/operations/preapprovals), never written by hand.
import type {
  PreapprovalQuery,
  PreapprovalRowFragment,
  PreapprovalsQuery,
} from '../../../graphql/generated/client/graphql';

export type PreapprovalRow = PreapprovalRowFragment;
export type PreapprovalsPage = PreapprovalsQuery['preapprovals'];
export type PreapprovalDetail = PreapprovalQuery['preapprovals']['data'][number];
export type PreapprovalCustomer = NonNullable<PreapprovalDetail['customer']>;
export type PreapprovalCodebtor = NonNullable<PreapprovalCustomer['codebtor']>;

export interface Option {
  value: string;
  label: string;
}
