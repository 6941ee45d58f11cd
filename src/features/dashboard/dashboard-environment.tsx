// What the dashboard talks to: the REST path for the charts and the realtime channel for record
// changes. Real by default; stories and tests provide fakes through DashboardEnvironmentProvider.
import { createContext, useContext, type ReactNode } from 'react';
import { RecordChangedDocument } from '../../../graphql/generated/client/graphql';
import { HttpResponseError } from '../../lib/network/errors';
import { postJson, type QueryParams } from '../../lib/network/rest';
import { realtimeChannel } from '../../lib/realtime-channel';
import type { DashboardChart, DashboardParams } from '../../shared/dashboard';

export interface DashboardEnvironment {
  /** POST /api/dashboard/<chart> with the parameters in the query string; the raw JSON answer. */
  fetchChart(
    chart: DashboardChart,
    params: DashboardParams,
    signal?: AbortSignal,
  ): Promise<unknown>;
  /** Calls `onChange` for each change of a record of these types; returns the unsubscribe. */
  subscribeRecords(types: readonly string[], onChange: (type: string) => void): () => void;
}

/** A refused chart request (HTTP 400): the server's Spanish message, shown on the chart. */
export class DashboardRequestError extends Error {
  override readonly name = 'DashboardRequestError';
}

async function refusal(error: unknown): Promise<never> {
  if (error instanceof HttpResponseError && error.status === 400) {
    const body = await error.body();
    const message =
      typeof body === 'object' && body !== null ? Reflect.get(body, 'message') : undefined;
    if (typeof message === 'string' && message) throw new DashboardRequestError(message);
  }
  throw error;
}

function queryOf(params: DashboardParams): QueryParams {
  return {
    project_id: params.project_id,
    real_state_agency_id: params.real_state_agency_id,
    type: params.type || null,
    date_init: params.date_init,
    date_finish: params.date_finish,
  };
}

export const browserDashboardEnvironment: DashboardEnvironment = {
  fetchChart: (chart, params, signal) =>
    postJson(`/api/dashboard/${chart}`, {}, { query: queryOf(params), signal }).catch(refusal),
  subscribeRecords: (types, onChange) =>
    realtimeChannel.subscribe(
      RecordChangedDocument,
      { types: [...types] },
      {
        next: ({ recordChanged }) => onChange(recordChanged.type),
        // Records that arrived while the channel was down were missed: count them all again.
        resumed: () => types.forEach((type) => onChange(type)),
      },
    ),
};

const EnvironmentContext = createContext<DashboardEnvironment>(browserDashboardEnvironment);

export function DashboardEnvironmentProvider(props: {
  value: DashboardEnvironment;
  children: ReactNode;
}) {
  return (
    <EnvironmentContext.Provider value={props.value}>{props.children}</EnvironmentContext.Provider>
  );
}

export function useDashboardEnvironment(): DashboardEnvironment {
  return useContext(EnvironmentContext);
}
