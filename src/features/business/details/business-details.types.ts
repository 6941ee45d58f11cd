// The shapes of the business details page, taken from the generated ProspectDetails result so a
// change of the .graphql file reaches every card through the compiler.
import type {
  ProspectDetailsQuery,
  RukanRecordFragment,
} from '../../../../graphql/generated/client/graphql';

export type ProspectDetail = ProspectDetailsQuery['prospects']['data'][number];
export type ProspectCustomer = NonNullable<ProspectDetail['customer']>;
export type ProspectCodebtor = NonNullable<ProspectCustomer['codebtor']>;
export type ProspectApprovalDetail = NonNullable<ProspectDetail['prospectapproval']>;
export type ProspectQuotationDetail = ProspectDetail['prospectquotation'][number];
export type ProspectStageMove = ProspectDetail['history'][number];

export type RukanRecord = RukanRecordFragment;
export type RukanPerson = RukanRecordFragment['holder'];
export type RukanSubsidy = RukanRecordFragment['subsidies'][number];
export type RukanProperty = RukanRecordFragment['properties'][number];
export type ProspectDuplicate = ProspectDetail['duplicates'][number];
