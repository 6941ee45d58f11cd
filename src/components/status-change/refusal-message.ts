// What the status dialog says when a change fails. Failures of the network path carry the
// server's Spanish message (the table's refusal, a held unit) or a Spanish one of our own; a
// plain Error is what a caller throws on purpose, in Spanish; anything else (a TypeError…) is a
// bug whose English text the person must not read.
import {
  GraphQLRequestError,
  HttpResponseError,
  NetworkError,
  errorMessage,
} from '../../lib/network/errors';

export function refusalMessage(failure: unknown): string {
  const fromNetwork =
    failure instanceof GraphQLRequestError ||
    failure instanceof NetworkError ||
    failure instanceof HttpResponseError;
  if (!fromNetwork && failure instanceof Error && failure.name === 'Error' && failure.message)
    return failure.message;
  return errorMessage(failure);
}
