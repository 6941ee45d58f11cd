// The «Financiamiento» of /properties/{id}/details (issue 34): read on its own, so the form shows
// without waiting for it; drawn by the shared FinancingSection (its stories cover each state).
import { PropertyFinancingDocument } from '../../../../graphql/generated/client/graphql';
import { FinancingSection } from '../../../components/financing/financing-section';
import { errorMessage } from '../../../lib/network/errors';
import { useTypedQuery } from '../../../lib/react/use-typed-query';

export function PropertyFinancingCard({ id }: { id: string }) {
  const query = useTypedQuery(PropertyFinancingDocument, { id }, { staleTime: 0 });
  const unit = query.data?.properties.data[0] ?? null;
  return (
    <FinancingSection
      homes={unit ? [{ key: unit.id, title: null, financing: unit.financing }] : []}
      loading={query.isPending}
      error={query.error ? errorMessage(query.error) : null}
      onRetry={() => void query.refetch()}
    />
  );
}
