// Route /business/duplicates (Admin only): the cross-agency duplicates report, its page in the URL.
import { ProspectDuplicatesDocument } from '../../../../graphql/generated/client/graphql';
import { errorMessage } from '../../../lib/network/errors';
import { useTypedQuery } from '../../../lib/react/use-typed-query';
import { readPage, useUrlState } from '../../../lib/react/use-url-state';
import { ProspectDuplicatesView } from './prospect-duplicates-view';

export function ProspectDuplicatesPage() {
  const [params, setParams] = useUrlState();
  const page = readPage(params.page);
  const query = useTypedQuery(ProspectDuplicatesDocument, { page });
  return (
    <ProspectDuplicatesView
      report={query.data?.prospectduplicates ?? null}
      loading={query.isPending || query.isFetching}
      error={query.error ? errorMessage(query.error) : null}
      onRetry={() => void query.refetch()}
      onPageChange={(next) => setParams({ page: next })}
    />
  );
}
