// REST calls of spec §7 (OAuth, logout, public password pages, spreadsheets, dashboard) with the
// same status rules as GraphQL (see http.ts). Bodies come back as `unknown`: each caller parses
// them with its zod schema instead of trusting a cast.
import { apiUrl } from '../env';
import { createSend, type AuthMode } from './http';
import { networkSession, type NetworkSession } from './network-session';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;
export type FormFields = Record<string, string | number | boolean | Blob | null | undefined>;

export interface RestOptions {
  auth?: AuthMode;
  /** Appended as a query string; null/undefined entries are left out. */
  query?: QueryParams;
  signal?: AbortSignal;
}

export interface RestDeps {
  fetch?: () => typeof fetch;
  session?: () => NetworkSession;
  baseUrl?: string;
}

function withQuery(url: string, query: QueryParams | undefined): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `${url}?${text}` : url;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createRest(deps: RestDeps = {}) {
  const send = createSend({
    fetch: deps.fetch ?? (() => globalThis.fetch),
    session: deps.session ?? networkSession,
  });
  const url = (path: string, options: RestOptions) =>
    withQuery(apiUrl(path, deps.baseUrl), options.query);

  return {
    /** POST with a JSON body; resolves with the parsed JSON answer (null when empty). */
    async postJson(path: string, body: unknown, options: RestOptions = {}): Promise<unknown> {
      const response = await send(
        url(path, options),
        { method: 'POST', body: JSON.stringify(body ?? {}) },
        {
          auth: options.auth,
          signal: options.signal,
          headers: { 'Content-Type': 'application/json' },
        },
      );
      return readJson(response);
    },

    /** POST as multipart/form-data (files allowed); null/undefined fields are left out. */
    async postForm(path: string, fields: FormFields, options: RestOptions = {}): Promise<unknown> {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) {
        if (value === null || value === undefined) continue;
        if (value instanceof Blob)
          form.append(key, value, value instanceof File ? value.name : 'blob');
        else form.append(key, String(value));
      }
      const response = await send(url(path, options), { method: 'POST', body: form }, options);
      return readJson(response);
    },

    /** GET a file (spreadsheets). */
    async getBlob(path: string, options: RestOptions = {}): Promise<Blob> {
      const response = await send(url(path, options), { method: 'GET' }, options);
      return response.blob();
    },
  };
}

const rest = createRest();

export const postJson = rest.postJson;
export const postForm = rest.postForm;
export const getBlob = rest.getBlob;
