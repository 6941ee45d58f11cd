// Route /preapprovals/{id}/details: the record read fresh each visit, the edit form for the roles
// the policy lets edit; 403 for another agency's record, 404 for one that does not exist.
import { Redirect, useParams } from 'wouter';
import { PreapprovalDocument } from '../../../graphql/generated/client/graphql';
import { useCan } from '../../lib/auth';
import { deniedPath } from '../../lib/network/denied-path';
import { useTypedQuery } from '../../lib/react/use-typed-query';
import { PreapprovalDetailsView } from './preapproval-details-view';
import { usePreapprovalEdit } from './use-preapproval-edit';

export function PreapprovalDetailsPage() {
  const { id = '' } = useParams<{ id: string }>();
  const query = useTypedQuery(
    PreapprovalDocument,
    { id },
    { staleTime: 0, refetchOnMount: 'always' },
  );
  const preapproval = query.data?.preapprovals.data[0] ?? null;
  const canEdit = useCan('editPreapproval');
  const edit = usePreapprovalEdit(id);

  const denied = deniedPath(query.error, query.isSuccess && !preapproval);
  if (denied) return <Redirect to={denied} replace />;
  return (
    <PreapprovalDetailsView
      preapproval={preapproval}
      loading={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      formKey={edit.saved}
      edit={
        canEdit
          ? {
              onSubmit: edit.save,
              saving: edit.saving,
              error: edit.failure.message,
              fieldErrors: edit.failure.fields,
            }
          : undefined
      }
    />
  );
}
