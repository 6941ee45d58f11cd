import type { FastifyInstance } from 'fastify';
import { print } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { buildApp } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { freshDatabase } from './test-database';
import type { TemplateKind } from './templates';

export const DEMO_PASSWORD = 'Demo1234!';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      JWT_SECRET: 'test-jwt-secret-0123456789abcdef',
      PAYMENT_KEYS_SECRET: 'test-payment-keys-secret-0123456789',
      DATA_DIR: '/tmp/backoffice-test',
    }),
    staticDir: undefined,
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** The real server (Fastify + yoga + auth) on a fresh database, for `inject`-style tests. */
export async function startTestApp(
  kind: TemplateKind = 'demo',
  overrides: Partial<Config> = {},
): Promise<TestApp> {
  const database = await freshDatabase(kind);
  const config = testConfig(overrides);
  const app = await buildApp({ database, config });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export async function login(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
  config: Config = testConfig(),
): Promise<{ access_token: string; refresh_token: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: {
      grant_type: 'password',
      client_id: 2,
      client_secret: config.oauthClientSecret,
      username: email,
      password,
      scope: 'all',
    },
  });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
  return res.json();
}

export interface OperationResult<T> {
  statusCode: number;
  data: T | null | undefined;
  errors: { message: string; extensions?: Record<string, unknown> }[] | undefined;
}

/** Runs one of the contract's `.graphql` documents against the server in-process. */
export async function executeOperation<TResult, TVariables>(
  app: FastifyInstance,
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  token?: string,
): Promise<OperationResult<TResult>> {
  const res = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: { query: print(document), variables },
  });
  const body = res.body ? (JSON.parse(res.body) as Partial<OperationResult<TResult>>) : {};
  return { statusCode: res.statusCode, data: body.data, errors: body.errors };
}
