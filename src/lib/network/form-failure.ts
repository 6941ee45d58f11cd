// Where a failed save is shown. A BAD_USER_INPUT (or a CONFLICT about one field) names its
// fields: each message goes next to its field. Anything else, or a field the form does not
// have, is one message on top of the form.
import { GraphQLRequestError, errorMessage } from './errors';

export interface FormFailure<F extends string> {
  fields: Partial<Record<F, string>>;
  message: string | null;
}

export function formFailureOf<F extends string>(
  error: unknown,
  known: readonly F[],
): FormFailure<F> {
  if (!(error instanceof GraphQLRequestError)) return { fields: {}, message: errorMessage(error) };
  const fields: Partial<Record<F, string>> = {};
  let unplaced = false;
  for (const [field, message] of Object.entries(error.fieldErrors())) {
    const match = known.find((name) => name === field);
    if (match) fields[match] = message;
    else unplaced = true;
  }
  const placed = Object.keys(fields).length > 0;
  return { fields, message: placed && !unplaced ? null : error.message };
}

/** The record asked for does not exist (or is not the viewer's): the page becomes the 404. */
export function isNotFound(failure: unknown): boolean {
  return failure instanceof GraphQLRequestError && failure.code === 'NOT_FOUND';
}
