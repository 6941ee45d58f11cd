// «Origen», the third view of /business: where the period's leads came from (consolidity). The
// period lives in the URL beside the board's filters (?desde=&hasta=), so a shared link shows the
// same report; without it, the current month.
import { ConsolidityDocument } from '../../../../graphql/generated/client/graphql';
import { errorMessage } from '../../../lib/network/errors';
import { useTypedQuery } from '../../../lib/react/use-typed-query';
import { useUrlState } from '../../../lib/react/use-url-state';
import { ConsolidityPanel } from './consolidity-panel';
import { readConsolidityRange } from './consolidity-range';

export function ConsolidityView() {
  const [params, setParams] = useUrlState();
  const range = readConsolidityRange(params);
  const query = useTypedQuery(
    ConsolidityDocument,
    { date_ini: range.from, date_end: range.to },
    { enabled: range.error === null },
  );
  return (
    <ConsolidityPanel
      from={range.from}
      to={range.to}
      rangeError={range.error}
      // Both ends go to the URL together: a link keeps meaning the same period next month.
      onRangeChange={(patch) =>
        setParams({ desde: patch.from ?? range.from, hasta: patch.to ?? range.to })
      }
      rows={query.data?.consolidity ?? []}
      loading={query.isPending}
      error={query.error ? errorMessage(query.error) : null}
      onRetry={() => void query.refetch()}
    />
  );
}
