import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';

export const DEMO_PASSWORD = 'Demo1234!';
export const AUTH_KEY = 'backoffice.auth';
/** The server's default client secret (the e2e build uses the default too). */
export const OAUTH_CLIENT_SECRET = 'dev-secret';

export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/');
  await page.getByLabel('Correo').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

export interface StoredTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
}

export async function storedTokens(page: Page): Promise<StoredTokens | null> {
  const text = await page.evaluate((key) => localStorage.getItem(key), AUTH_KEY);
  return text ? (JSON.parse(text) as StoredTokens) : null;
}

/**
 * The stored tokens, or 'navegando' while the page is between documents (logout clears storage
 * and reloads; an evaluate caught in that reload loses its context): a poll simply asks again.
 */
export async function storedTokensOrNavigating(page: Page) {
  try {
    return await storedTokens(page);
  } catch (error) {
    if (error instanceof Error && /context was destroyed|navigat/i.test(error.message))
      return 'navegando' as const;
    throw error;
  }
}

export async function waitForTokens(page: Page): Promise<StoredTokens> {
  await expect.poll(() => storedTokens(page)).not.toBeNull();
  return (await storedTokens(page))!;
}

/**
 * Tokens once the app has stopped rotating them (right after login the realtime channel may
 * refresh a short-lived token before it connects).
 */
export async function settledTokens(page: Page): Promise<StoredTokens> {
  let previous = await waitForTokens(page);
  for (;;) {
    await page.waitForTimeout(1_500);
    const current = await waitForTokens(page);
    if (current.refreshToken === previous.refreshToken) return current;
    previous = current;
  }
}

/** An access token of a demo user, straight from the token endpoint (no browser). */
export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/oauth/token', {
    data: {
      grant_type: 'password',
      client_id: 2,
      client_secret: OAUTH_CLIENT_SECRET,
      username: email,
      password: DEMO_PASSWORD,
      scope: 'all',
    },
  });
  expect(res.status()).toBe(200);
  const body: unknown = await res.json();
  const token: unknown =
    typeof body === 'object' && body ? Reflect.get(body, 'access_token') : null;
  if (typeof token !== 'string') throw new Error('sin access_token');
  return token;
}

/** Runs one of the contract's documents as `token`, for setting up data a flow needs. */
export async function runOperation<TResult, TVariables>(
  request: APIRequestContext,
  token: string,
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
): Promise<void> {
  const res = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: print(document), variables },
  });
  const body: unknown = await res.json();
  expect(res.status(), JSON.stringify(body)).toBe(200);
  expect(
    typeof body === 'object' && body ? Reflect.get(body, 'errors') : undefined,
  ).toBeUndefined();
}

/** Runs one of the contract's documents as `token` and gives back its data (errors fail). */
export async function queryOperation<TResult, TVariables>(
  request: APIRequestContext,
  token: string,
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
): Promise<TResult> {
  const res = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: print(document), variables },
  });
  const body: { data?: TResult; errors?: unknown } = await res.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  if (!body.data) throw new Error('sin datos');
  return body.data;
}
