// A failed mutation, split for a form: messages by field (BAD_USER_INPUT carries them as
// `extensions.field` or as the map `extensions.fields`) and one message for the rest.
import { GraphQLRequestError, errorMessage } from '../../lib/network/errors';

export interface FormFailure<F extends string> {
  fields: Partial<Record<F, string>>;
  message: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function splitFailure<F extends string>(
  failure: unknown,
  known: readonly F[],
): FormFailure<F> {
  const isKnown = (field: string): field is F => (known as readonly string[]).includes(field);
  const fields: Partial<Record<F, string>> = {};
  if (failure instanceof GraphQLRequestError) {
    const byField: Record<string, string> = { ...failure.fieldErrors() };
    for (const error of failure.errors) {
      const map = error.extensions?.['fields'];
      if (!isRecord(map)) continue;
      for (const [field, message] of Object.entries(map))
        if (typeof message === 'string' && !(field in byField)) byField[field] = message;
    }
    for (const [field, message] of Object.entries(byField))
      if (isKnown(field)) fields[field] = message;
  }
  const placed = Object.keys(fields).length > 0;
  return { fields, message: placed ? null : errorMessage(failure) };
}

/** The record asked for does not exist (or is not the viewer's): the page becomes the 404. */
export function isNotFound(failure: unknown): boolean {
  return failure instanceof GraphQLRequestError && failure.code === 'NOT_FOUND';
}
