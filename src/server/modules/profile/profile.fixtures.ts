// Test support for the profile suites: the server's own executable schema (every module's
// resolvers behind the policy gate), run with a request context for a signed-in user, so a test
// can spy on that context's bus. Never imported by production code.
import { print } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { createYoga } from 'graphql-yoga';
import { z } from 'zod';
import { testConfig } from '../../auth/auth.fixtures';
import { authenticateBearer, issueTokens } from '../../auth/tokens';
import { loadConfig } from '../../config';
import type { GraphQLContext } from '../../context';
import type { Database } from '../../db/client';
import { buildSchema } from '../../graphql/schema';
import { EventBus } from '../../realtime/bus';

export const serverConfig = loadConfig({
  JWT_SECRET: testConfig.jwtSecret,
  OAUTH_CLIENT_SECRET: testConfig.oauthClientSecret,
});

/** A context as the server builds it for a request carrying a fresh token of `userId`. */
export async function signedInSession(database: Database, bus: EventBus, userId: number) {
  const tokens = await issueTokens(database.db, serverConfig, userId);
  const authorization = `Bearer ${tokens.access_token}`;
  const viewer = await authenticateBearer(database.db, serverConfig, authorization);
  if (!viewer) throw new Error('viewer not loaded');
  const ctx: GraphQLContext = {
    db: database.db,
    config: serverConfig,
    viewer,
    ip: '190.160.10.20',
    bus,
  };
  return { ctx, authorization };
}

export async function signedInContext(database: Database, bus: EventBus, userId: number) {
  return (await signedInSession(database, bus, userId)).ctx;
}

export function newBus(database: Database): EventBus {
  return new EventBus(database);
}

const yoga = createYoga<GraphQLContext>({
  schema: buildSchema(),
  // As in production: only expected failures (appError) reach the client unmasked.
  maskedErrors: true,
  logging: false,
});

const operationResult = z.object({
  data: z.unknown().optional(),
  errors: z
    .array(
      z.object({
        message: z.string(),
        extensions: z.record(z.string(), z.unknown()).optional(),
      }),
    )
    .optional(),
});
export type OperationResult = z.infer<typeof operationResult>;

/** Runs a generated operation document over HTTP semantics, with `ctx` as its context. */
export async function run<TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  ctx: GraphQLContext,
): Promise<OperationResult> {
  const response = await yoga.fetch(
    'http://localhost/graphql',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: print(document), variables }),
    },
    ctx,
  );
  return operationResult.parse(await response.json());
}
