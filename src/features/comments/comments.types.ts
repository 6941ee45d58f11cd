import type {
  CommentFieldsFragment,
  CommentsQuery,
} from '../../../graphql/generated/client/graphql';

export type CommentRow = CommentFieldsFragment;
export type CommentPage = CommentsQuery['comments'];

export interface Option {
  value: string;
  label: string;
}
