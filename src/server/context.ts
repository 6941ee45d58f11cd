import type { RoleName } from '../shared/access';
import type { Config } from './config';
import type { Db } from './db/client';
import { RequestLoaders } from './kernel/loaders';
import type { EventBus } from './realtime/bus';

/** The authenticated person behind a request, loaded once per request from the access token. */
export interface Viewer {
  id: number;
  name: string;
  last_name: string;
  email: string;
  status: boolean;
  role: RoleName | null;
  roles: string[];
  permissions: string[];
  agencyIds: number[];
  projectIds: number[];
  /** The access token's jti and the session (refresh-token family) it belongs to. */
  tokenId: string;
  familyId: string;
  /** The server acting on its own (a payment gateway's confirmation): audited with no user. */
  system?: true;
}

export interface GraphQLContext {
  db: Db;
  config: Config;
  viewer: Viewer | null;
  ip: string;
  bus: EventBus;
  /** Aborted when the request's budget runs out or its client goes away (graphql/budget.ts). */
  signal?: AbortSignal;
  abort?: (reason: 'timeout' | 'disconnected') => void;
  /**
   * This request's DataLoaders (kernel/loaders.ts). Made with the context by `requestLoaders`;
   * a context built without it (a job, a REST route) gets one on first use.
   */
  loaders?: RequestLoaders;
}

/** A new request's loader store: the context factory calls it once per request. */
export function requestLoaders(): RequestLoaders {
  return new RequestLoaders();
}
