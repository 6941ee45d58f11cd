import type {
  PipelineStageFieldsFragment,
  ProspectCardFragment,
  ProspectsPerTypeQuery,
  ProspectsQuery,
} from '../../../../graphql/generated/client/graphql';

export type ProspectCard = ProspectCardFragment;
export type PipelineStage = PipelineStageFieldsFragment;
export type StagePage = ProspectsPerTypeQuery['prospectspertypequery']['paginate_totals'][number];
export type ProspectPage = ProspectsQuery['prospects'];

/** A column's paging beside what applyMoves draws: more pages, one on its way, or a failed one. */
export interface ColumnPaging {
  hasMore: boolean;
  loadingMore: boolean;
  /** Spanish message of the last "Ver más" that failed. */
  error: string | null;
}

export interface Option {
  value: string;
  label: string;
}
