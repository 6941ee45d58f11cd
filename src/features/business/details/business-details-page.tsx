// Route /{id}/business-details: the prospect read fresh each visit, and dropped from the cache
// when the page closes, since its Rukan record is sensitive personal data. Another agency's
// prospect answers FORBIDDEN: the 403 page, never its data. No such prospect: said in place.
import { Redirect, useParams } from 'wouter';
import { ProspectDetailsDocument } from '../../../../graphql/generated/client/graphql';
import { deniedPath } from '../../../lib/network/denied-path';
import { errorMessage } from '../../../lib/network/errors';
import { useTypedQuery } from '../../../lib/react/use-typed-query';
import { BusinessDetailsView } from './business-details-view';
import { useProspectMerge } from './use-prospect-merge';

export function BusinessDetailsPage() {
  const { id = '' } = useParams<{ id: string }>();
  const query = useTypedQuery(
    ProspectDetailsDocument,
    { id },
    { staleTime: 0, gcTime: 0, refetchOnMount: 'always' },
  );
  const prospect = query.data?.prospects.data[0] ?? null;
  const { merge, merging } = useProspectMerge(id);
  const denied = deniedPath(query.error, query.isSuccess && !prospect);
  if (denied === '/error-403') return <Redirect to={denied} replace />;
  const notFound = denied === '/error-404';
  return (
    <BusinessDetailsView
      prospect={prospect}
      loading={query.isPending}
      error={query.error && !notFound ? errorMessage(query.error) : null}
      onRetry={() => void query.refetch()}
      notFound={notFound}
      onMerge={merge}
      merging={merging}
    />
  );
}
