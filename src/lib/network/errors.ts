// Failures of the network path, as typed errors so callers (forms, machines) can tell them apart.
import type { GraphQLFormattedError } from 'graphql';

/** The server answered with a status other than 200/201 (spec §7: "rejected with the response"). */
export class HttpResponseError extends Error {
  override readonly name = 'HttpResponseError';
  readonly response: Response;
  readonly status: number;
  #body: Promise<unknown> | null = null;

  constructor(response: Response) {
    super(`El servidor respondió con un error (HTTP ${response.status}).`);
    this.response = response;
    this.status = response.status;
  }

  /** The parsed JSON body (null when empty or not JSON). Reads a clone once, so the response stays readable. */
  body(): Promise<unknown> {
    this.#body ??= this.response
      .clone()
      .text()
      .then((text) => (text ? JSON.parse(text) : null))
      .catch(() => null);
    return this.#body;
  }
}

/** The request never got an answer (offline, DNS, CORS, aborted). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(cause: unknown) {
    super('No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.', {
      cause,
    });
  }
}

/**
 * The GraphQL response carried errors. `message` is the first error's (Spanish, from the server);
 * `code` and `field` come from its extensions so forms can place the message next to the field.
 */
export class GraphQLRequestError extends Error {
  override readonly name = 'GraphQLRequestError';
  readonly errors: readonly GraphQLFormattedError[];
  readonly code: string | null;
  readonly field: string | null;
  readonly operationName: string | null;

  constructor(errors: readonly GraphQLFormattedError[], operationName: string | null) {
    const first = errors[0];
    super(first?.message ?? 'La operación no se pudo completar.');
    this.errors = errors;
    this.operationName = operationName;
    const code = first?.extensions?.['code'];
    const field = first?.extensions?.['field'];
    this.code = typeof code === 'string' ? code : null;
    this.field = typeof field === 'string' ? field : null;
  }

  /**
   * Field name → Spanish message, for every error that names a field (BAD_USER_INPUT): as
   * `extensions.field` (the error's own message) or as the map `extensions.fields`.
   */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const error of this.errors) {
      const field = error.extensions?.['field'];
      if (typeof field === 'string' && !(field in out)) out[field] = error.message;
      const fields: unknown = error.extensions?.['fields'];
      if (typeof fields !== 'object' || fields === null) continue;
      for (const [name, message] of Object.entries(fields)) {
        if (typeof message === 'string' && !(name in out)) out[name] = message;
      }
    }
    return out;
  }
}

/** A Spanish message for any failure of the network path, for toasts and alerts. */
export function errorMessage(error: unknown): string {
  if (error instanceof GraphQLRequestError || error instanceof NetworkError) return error.message;
  if (error instanceof HttpResponseError) {
    if (error.status >= 500)
      return 'El servidor no pudo completar la solicitud. Inténtalo de nuevo en unos minutos.';
    return error.message;
  }
  return 'Ocurrió un error inesperado. Inténtalo de nuevo.';
}
