import type { ConsolidityQuery } from '../../../../graphql/generated/client/graphql';

/** One lead origin of the period, as the consolidity query answers it. */
export type ConsolidityRow = ConsolidityQuery['consolidity'][number];
