// A request the spec has "always fetched fresh" (a project, its media), started as its page's route
// is entered (the router's warmers, src/app/ready-page.tsx) instead of when the page mounts: the
// page's own fetch on mount takes the started request over rather than asking again. Each one is
// taken once, and only soon after it started, so a page never shows an answer from before it was
// entered; one never taken is dropped.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode } from 'graphql';
import { executeOperation } from './network/execute';
import { queryKeyFor } from './query-client';

/** How long after it started a request may still be taken over by its page. */
export const FRESH_START_WINDOW_MS = 10_000;

const started = new Map<string, { at: number; answer: Promise<unknown> }>();

const keyOf = (document: DocumentNode, variables: object) =>
  JSON.stringify(queryKeyFor(document, variables));

/** Sends the page's fresh request now, unless one started for the same key is still waiting. */
export function startFresh<TResult, TVariables extends object>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  now = Date.now(),
): Promise<TResult> {
  for (const [key, { at }] of started) if (now - at > FRESH_START_WINDOW_MS) started.delete(key);
  const key = keyOf(document, variables);
  const waiting = started.get(key);
  if (waiting && now - waiting.at <= FRESH_START_WINDOW_MS)
    return waiting.answer as Promise<TResult>;
  const answer = executeOperation(document, variables);
  // The page reports a failure when it asks again; nobody may be listening here.
  answer.catch(() => undefined);
  started.set(key, { at: now, answer });
  return answer;
}

/** The request started for this document and variables, if recent: it is handed over once. */
export function takeFresh<TResult, TVariables extends object>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  now = Date.now(),
): Promise<TResult> | undefined {
  if (started.size === 0) return undefined;
  const key = keyOf(document, variables);
  const waiting = started.get(key);
  if (!waiting) return undefined;
  started.delete(key);
  return now - waiting.at <= FRESH_START_WINDOW_MS
    ? (waiting.answer as Promise<TResult>)
    : undefined;
}
