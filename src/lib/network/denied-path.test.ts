import { describe, expect, it } from 'vitest';
import { GraphQLRequestError, NetworkError } from './errors';
import { deniedPath } from './denied-path';

const refusal = (code: string) =>
  new GraphQLRequestError([{ message: 'No disponible.', extensions: { code } }], 'BookingRequest');

describe('deniedPath', () => {
  it('sends FORBIDDEN to 403, NOT_FOUND and a missing record to 404', () => {
    expect(deniedPath(refusal('FORBIDDEN'), false)).toBe('/error-403');
    expect(deniedPath(refusal('NOT_FOUND'), false)).toBe('/error-404');
    expect(deniedPath(null, true)).toBe('/error-404');
  });

  it('stays on the page for other failures and found records', () => {
    expect(deniedPath(refusal('INTERNAL_SERVER_ERROR'), false)).toBeNull();
    expect(deniedPath(new NetworkError(new TypeError('offline')), false)).toBeNull();
    expect(deniedPath(null, false)).toBeNull();
  });
});
