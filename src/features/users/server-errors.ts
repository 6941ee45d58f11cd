// Where a failed save is shown. A BAD_USER_INPUT (and the email CONFLICT) carries
// `extensions.fields` { field: message } or `extensions.field`: each message goes next to its
// field. Anything else, or a field the form does not have, is one message on top of the form.
import { GraphQLRequestError, errorMessage } from '../../lib/network/errors';

export interface FormFailure<F extends string> {
  fields: Partial<Record<F, string>>;
  message: string | null;
}

function fieldsOf(error: GraphQLRequestError): Record<string, string> {
  const out: Record<string, string> = { ...error.fieldErrors() };
  for (const item of error.errors) {
    const fields: unknown = item.extensions?.['fields'];
    if (typeof fields !== 'object' || fields === null) continue;
    for (const [field, message] of Object.entries(fields)) {
      if (typeof message === 'string' && !(field in out)) out[field] = message;
    }
  }
  return out;
}

export function formFailureOf<F extends string>(
  error: unknown,
  known: readonly F[],
): FormFailure<F> {
  if (!(error instanceof GraphQLRequestError)) return { fields: {}, message: errorMessage(error) };
  const fields: Partial<Record<F, string>> = {};
  let unplaced = false;
  for (const [field, message] of Object.entries(fieldsOf(error))) {
    const match = known.find((name) => name === field);
    if (match) fields[match] = message;
    else unplaced = true;
  }
  const placed = Object.keys(fields).length > 0;
  return { fields, message: placed && !unplaced ? null : error.message };
}
